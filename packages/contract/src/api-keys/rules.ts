/**
 * API keys: a buyer's own programs call Facet as the buyer, each key only for the calls of the
 * scopes it was given (docs/integrations.md). A key is shown once, when it is made; Facet keeps
 * only its hash, so a lost key is revoked and replaced, never shown again.
 */

/** What a key may be given: each scope names the calls it opens (the call table's `scope`). */
export const API_KEY_SCOPES = ['catalogue', 'orders', 'holds', 'offers'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so, which tells it apart from a session's token at a glance. */
export const API_KEY_PREFIX = 'fk_';
/** The random part: 32 bytes in base64url. */
const API_KEY_PATTERN = /^fk_[A-Za-z0-9_-]{43}$/;
/** How much of a key the lists show, to tell keys apart: `fk_` and four more characters. */
export const API_KEY_SHOWN_LENGTH = 7;

export const API_KEY_NAME_MAX = 60;
/** Live (unrevoked) keys one buyer may have at once. */
export const API_KEYS_MAX = 10;

/** True for what has the shape of a key (not that it is one): the rest is the server's. */
export const isApiKeyShaped = (token: string) => API_KEY_PATTERN.test(token);

/** What a list shows of a key: its first characters, then an ellipsis. */
export const shownKey = (prefix: string) => `${prefix}…`;
