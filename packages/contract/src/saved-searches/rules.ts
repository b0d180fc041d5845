/** Saved searches' limits and alert choices: no schemas here, the shop's pages read these alone. */

/** A buyer keeps at most this many saved searches: a trader's standing wants, not a history. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 40;
/** "New since you last looked" counts up to this many; more shows as "99+". */
export const SAVED_SEARCH_NEW_MAX = 99;

export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
