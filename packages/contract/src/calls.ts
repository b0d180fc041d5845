import type { z } from 'zod';
import type { CallMethod, CallSpec } from './call-spec';
import type { ApiKeyScope } from './api-keys/rules';
import { ACCOUNTS_CALLS } from './accounts/calls';
import { UPLOADS_CALLS } from './uploads/calls';
import { CATALOGUE_CALLS } from './catalogue/calls';
import { LIST_PRICES_CALLS, INVENTORY_CALLS } from './inventory/calls';
import { FAVOURITES_CALLS } from './favourites/calls';
import { CART_CALLS } from './cart/calls';
import { ADDRESSES_CALLS } from './addresses/calls';
import { ORDERS_CALLS } from './orders/calls';
import { BUYERS_CALLS, TIERS_CALLS } from './buyers/calls';
import { AUDIT_CALLS } from './audit/calls';
import { STAFF_CALLS } from './staff/calls';
import { HOLDS_CALLS } from './holds/calls';
import { OFFERS_CALLS } from './offers/calls';
import { MEMO_CALLS } from './memo/calls';
import { RETURNS_CALLS } from './returns/calls';
import { CURRENCIES_CALLS } from './currencies/calls';
import { CONTACT_CALLS } from './contact/calls';
import { FEEDBACK_CALLS } from './feedback/calls';
import { SAVED_SEARCHES_CALLS } from './saved-searches/calls';
import { STATS_CALLS } from './stats/calls';
import { CLOUD_STORE_CALLS } from './cloud-store/calls';
import { NOTICES_CALLS } from './notices/calls';
import { CHAT_CALLS } from './chat/calls';
import { API_KEYS_CALLS } from './api-keys/calls';
import { FEEDS_CALLS } from './feeds/calls';
import { ADMIN_WEBHOOKS_CALLS, WEBHOOKS_CALLS } from './webhooks/calls';
import { PUSH_CALLS } from './push/calls';

export type { CallMethod, CallSpec } from './call-spec';

/**
 * Every call of the API in one table (docs/api.md is written from it): its path under `/api/`,
 * its method, what it takes (a JSON body, or a query string for a GET) and the `Data` of its
 * envelope, by the capability that answers it. The server's routes are held to this table by a
 * test; the apps name a call by its path here (`post('Order/AddOrder', body)`), typed from it,
 * and never write an `/api/…` string. `upload` calls take multipart form data (one field
 * `file`), `download` calls answer a file instead of the envelope.
 */
export const CALLS = {
  ...ACCOUNTS_CALLS,
  ...UPLOADS_CALLS,
  ...CATALOGUE_CALLS,
  ...LIST_PRICES_CALLS,
  ...INVENTORY_CALLS,
  ...FAVOURITES_CALLS,
  ...CART_CALLS,
  ...ADDRESSES_CALLS,
  ...ORDERS_CALLS,
  ...BUYERS_CALLS,
  ...TIERS_CALLS,
  ...AUDIT_CALLS,
  ...STAFF_CALLS,
  ...HOLDS_CALLS,
  ...OFFERS_CALLS,
  ...MEMO_CALLS,
  ...RETURNS_CALLS,
  ...CURRENCIES_CALLS,
  ...CONTACT_CALLS,
  ...FEEDBACK_CALLS,
  ...SAVED_SEARCHES_CALLS,
  ...STATS_CALLS,
  ...CLOUD_STORE_CALLS,
  ...NOTICES_CALLS,
  ...CHAT_CALLS,
  ...API_KEYS_CALLS,
  ...FEEDS_CALLS,
  ...WEBHOOKS_CALLS,
  ...ADMIN_WEBHOOKS_CALLS,
  ...PUSH_CALLS,
} as const satisfies Record<string, CallSpec>;

type Calls = typeof CALLS;
/** A call's path under `/api/`, as the table names it. */
export type CallName = keyof Calls;
/** The calls of a kind: `upload` (multipart form data) or `download` (a file, not the envelope). */
export type CallsOfKind<K extends 'upload' | 'download'> = {
  [N in CallName]: Calls[N] extends { kind: K } ? N : never;
}[CallName];
/** The calls answered to `method` that take and answer JSON. */
export type CallsBy<M extends CallMethod> = {
  [N in CallName]: Calls[N] extends { kind: string }
    ? never
    : Calls[N]['method'] extends M
      ? N
      : never;
}[CallName];
/** What a call takes: its body's or query's input type; `undefined` for a call that takes none. */
export type CallInput<N extends CallName> = Calls[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : Calls[N] extends { query: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;
/** What a call's envelope carries as `Data`. */
export type CallData<N extends CallName> = Calls[N] extends { data: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** The scope an API key needs for `call`; undefined: no key may make it, only a session. */
export const scopeOfCall = (call: CallName): ApiKeyScope | undefined =>
  (CALLS[call] as CallSpec).scope;
