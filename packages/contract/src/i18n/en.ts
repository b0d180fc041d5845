/**
 * The English catalogue: every error code of the wire contract, every field rule, the empty
 * states of the specification §8 and the texts the server writes (mails, relative times).
 * zh-CN mirrors these keys; zh-TW is generated from zh-CN with opencc (`npm run i18n`).
 */
export const en = {
  // Wire error codes (API.md), one text each.
  OK: '',
  VALIDATION: 'Some fields are not filled in correctly',
  AUTH_REQUIRED: 'Please log in again',
  AUTH_FAILED: 'Authorization failed, please try again',
  NOT_FOUND: 'The item does not exist or has been removed',
  RATE_LIMITED: 'Too many requests, please try again later',
  LOGIN_LOCKED: 'Too many failed logins. Please try again in 15 minutes',
  SERVER_ERROR: 'System crashed, please try again later',
  UNKNOWN: 'Unknown error',
  CODE_WRONG: 'Verification code error',
  CODE_EXPIRED: 'The verification code has expired',
  CODE_ATTEMPTS: 'Too many wrong codes. Please request a new code',
  CODE_TOO_FREQUENT: 'Please wait for the countdown to end before requesting another code',
  ACCOUNT_REGISTERED: 'Account has been registered',
  LOGIN_FAILED: 'The account or password is incorrect',
  PASSWORD_WRONG: 'The password is incorrect',
  QUERY_FAILED: 'Data query error, please contact the administrator',
  SEARCH_EMPTY: 'Search result is 0, please select another option',
  SEED_QUERY_FAILED: 'Seed data query error',
  PRICE_PROBLEM: 'The item price has a problem',
  ORDER_STATE: 'Order status does not support the operation',
  ITEM_SOLD: 'The item was just bought by someone else',
  OUT_OF_STOCK: 'The item is out of stock or the stock is insufficient',
  MIN_BUY_NOT_MET: 'Minimum wholesale quantity not met',
  MIN_BUY_FORMAT: 'Data format error about the minimum buy, please contact the administrator',
  OFF_MARKET: 'The item was taken off the market',
  NOTHING_SELECTED: 'You have not selected an item',
  OBJECT_REFERENCE: 'Object reference not set',
  NO_ADDRESS: 'Please add a shipping address',
  DEFAULT_ADDRESS_UNDELETABLE: 'The default address cannot be deleted',
  UNDER_DEVELOPMENT: 'Under development',
  FILE_TYPE: 'Only JPEG, PNG, WebP or HEIC pictures can be uploaded',
  FILE_TOO_LARGE: 'The picture is larger than 10 MB',
  FILE_MISSING: 'Please choose a picture to upload',

  // Field rules (zod issue messages carry these keys).
  FIELD_REQUIRED: 'Cannot be empty',
  FIELD_INVALID: 'Invalid value',
  FIELD_TOO_LONG: 'Too long',
  FIELD_UNKNOWN: 'Unknown field',
  EMAIL_FORMAT: 'Please enter a correct email address',
  PASSWORD_RULE: 'Password must be 6 to 18 characters and contain letters and digits',
  CODE_FORMAT: 'The verification code is 6 digits',
  AGREE_TERMS: 'Please agree to the registration agreement and the privacy agreement',
  DATE_FORMAT: 'Please enter a date as YYYY-MM-DD',
  PHONE_FORMAT: 'Please enter a correct phone number',
  SEARCH_TEXT_REQUIRED: 'Search text cannot be empty',
  CERTIFICATE_REQUIRED: 'Certificate number must be entered',
  QUANTITY_INVALID: 'Quantity must be correct',
  SHAPE_FIRST: 'Please choose the shape first',
  BODY_MALFORMED: 'The request body is not valid JSON',

  // Empty states.
  EMPTY_NO_DATA: 'No data',
  EMPTY_NO_FAVOURITES: 'No favourites yet',
  EMPTY_NO_ADDRESS: 'No address yet',
  EMPTY_CART: 'Your cart is empty',
  EMPTY_END_OF_DATA: 'You have reached the bottom',

  // Relative time (§9).
  TIME_JUST_NOW: 'Just now',
  TIME_YESTERDAY: 'Yesterday',
  TIME_DAY_BEFORE: 'Day before yesterday',

  // Mail.
  MAIL_CODE_SUBJECT_REGISTER: 'Your Facet registration code',
  MAIL_CODE_SUBJECT_RESET: 'Your Facet password reset code',
  MAIL_CODE_BODY:
    'Your verification code is {code}. It is valid for {minutes} minutes. If you did not ask for it, you can ignore this mail.',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
