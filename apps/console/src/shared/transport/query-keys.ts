import { queryKeysFactory } from '@facet/web-client';

/**
 * The console's cached answers, one key factory per capability. They live here, not in each
 * feature, because a change in one capability makes another's answers stale — a tier renamed
 * shows on every buyer and on the audit trail, a new list-price grid re-prices the stock — and
 * refreshing those must not make the features import each other round a loop. The chat keeps
 * its own finer keys (features/chat/api.ts): no other capability touches them.
 */
export const sessionKeys = queryKeysFactory('session');
export const orderKeys = queryKeysFactory('orders');
export const inventoryKeys = queryKeysFactory('inventory');
export const noticeKeys = queryKeysFactory('notices');
export const holdKeys = queryKeysFactory('holds');
export const offerKeys = queryKeysFactory('offers');
export const memoKeys = queryKeysFactory('memo');
export const returnKeys = queryKeysFactory('returns');
export const currencyKeys = queryKeysFactory('currencies');
export const buyerKeys = queryKeysFactory('buyers');
export const tierKeys = queryKeysFactory('tiers');
export const staffKeys = queryKeysFactory('staff');
export const auditKeys = queryKeysFactory('audit');
export const contactKeys = queryKeysFactory('contact');
export const cloudStoreKeys = queryKeysFactory('cloud-stores');
export const feedbackKeys = queryKeysFactory('feedback');
export const statsKeys = queryKeysFactory('stats');
export const webhookKeys = queryKeysFactory('webhooks');
