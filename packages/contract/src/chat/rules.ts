/** Chat's limits and words without schemas: the shop's stone page reads these alone. */

/** Longest message the server stores; the shop's text area stops at 140 by default (§9). */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_INPUT_MAX = 140;
export const CHAT_HISTORY_LIMIT_DEFAULT = 30;
export const CHAT_HISTORY_LIMIT_MAX = 100;
/** Per buyer: at most this many sends in a window. */
export const CHAT_RATE = { messages: 20, windowSeconds: 10 } as const;
/** A clerk answers many buyers at once, pasting prepared answers: a wider window. */
export const CHAT_RATE_STAFF = { messages: 200, windowSeconds: 10 } as const;
/** A WebSocket close code that means "log in to chat again" (bad or expired Sign). */
export const IM_CLOSE_UNAUTHORISED = 4401;
/** Standard close codes a client answers by reconnecting (with its back-off): the instance
 * is restarting or draining (1012), or it cannot serve for now (1013, the database is away). */
export const IM_CLOSE_RESTARTING = 1012;
export const IM_CLOSE_TRY_AGAIN = 1013;

/** Chat user ids are `facet_<UserId>`. */
export const IM_USER_PREFIX = 'facet_';

export const CHAT_SIDES = ['buyer', 'staff'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** What a buyer may ask customer service about a stone from its details page. */
export const MEDIA_REQUEST_KINDS = ['video', 'images', 'details'] as const;
export type MediaRequestKind = (typeof MEDIA_REQUEST_KINDS)[number];
