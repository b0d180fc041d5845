/** Stable machine codes of the wire contract and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  FILE_TYPE: 400,
  FILE_TOO_LARGE: 400,
  FILE_MISSING: 400,
  AUTH_REQUIRED: 401,
  AUTH_FAILED: 401,
  NOT_FOUND: 404,
  ITEM_SOLD: 409,
  OUT_OF_STOCK: 409,
  MIN_BUY_NOT_MET: 409,
  MIN_BUY_FORMAT: 409,
  OFF_MARKET: 409,
  PRICE_PROBLEM: 409,
  NO_ADDRESS: 409,
  DEFAULT_ADDRESS_UNDELETABLE: 409,
  ORDER_STATE: 409,
  CODE_WRONG: 409,
  CODE_EXPIRED: 409,
  CODE_ATTEMPTS: 409,
  CODE_TOO_FREQUENT: 409,
  ACCOUNT_REGISTERED: 409,
  LOGIN_FAILED: 409,
  PASSWORD_WRONG: 409,
  NOTHING_SELECTED: 409,
  SEARCH_EMPTY: 409,
  QUERY_FAILED: 409,
  SEED_QUERY_FAILED: 409,
  OBJECT_REFERENCE: 409,
  UNDER_DEVELOPMENT: 409,
  RATE_LIMITED: 429,
  LOGIN_LOCKED: 429,
  SERVER_ERROR: 500,
  UNKNOWN: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ResponseCode = ErrorCode | 'OK';

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
