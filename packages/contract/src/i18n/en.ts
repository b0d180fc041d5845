/**
 * The English catalogue: every error code of the wire contract, every field rule, the empty
 * states of the specification §8 and the texts the server writes (mails, relative times).
 * zh-CN mirrors these keys; zh-TW is generated from zh-CN with opencc (`npm run i18n`).
 * A text that counts comes in plural forms as i18next writes them, `KEY_one` and `KEY_other`
 * (Chinese has one form: both say the same); `translate(locale, 'KEY', { count })` picks one.
 */
export const en = {
  // Wire error codes (docs/api.md), one text each.
  OK: '',
  VALIDATION: 'Some fields are not filled in correctly',
  AUTH_REQUIRED: 'Please log in again',
  AUTH_FAILED: 'Authorization failed, please try again',
  NOT_FOUND: 'The item does not exist or has been removed',
  RATE_LIMITED: 'Too many requests, please try again later',
  LOGIN_LOCKED_one: 'Too many failed logins. Please try again in {count} minute',
  LOGIN_LOCKED_other: 'Too many failed logins. Please try again in {count} minutes',
  UPLOAD_QUOTA: 'You have uploaded as many files as allowed for now. Please try again later',
  SERVER_ERROR: 'System crashed, please try again later',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable, please try again in a moment',
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
  ITEM_HELD: 'Another buyer is holding this stone for now',
  HOLD_LIMIT: 'You already hold as many stones as allowed at once. Release one to hold another',
  HOLD_TIME_USED: 'You have held this stone for as long as a week allows. You can still buy it',
  OFFER_OPEN: 'You already have an offer waiting on this stone. Withdraw it to make another',
  OFFER_UNIQUE_ONLY: 'Offers are made on single stones; parcels and settings sell at their price',
  OFFER_LIMIT: 'You have as many offers waiting as allowed. Withdraw one or wait for an answer',
  OFFER_STATE: 'This offer has already been answered. Look at it again',
  OFFER_EXPIRED: 'This offer has run out',
  MEMO_LIMIT:
    'These stones are worth more than your memo limit has left. Ask for fewer, or settle a memo first',
  MEMO_OVERDUE:
    'A memo of yours is past its due date. Buy or return its stones before taking more on memo',
  MEMO_STATE: 'This memo has moved on meanwhile. Look at it again',
  FEEDBACK_NO_ADDRESS:
    'This feedback has no email address to answer: the account is gone and its contact is not an email address',
  SAVED_SEARCHES_FULL: 'At most 50 searches can be saved. Delete one to save another',
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
  PICTURE_TOO_LARGE: 'The picture has more than 50 megapixels. Please send a smaller one',
  VIDEO_TYPE: 'Only MP4 or WebM videos can be uploaded',
  VIDEO_TOO_LARGE: 'The video is larger than 50 MB',
  FILE_MISSING: 'Please choose a picture to upload',
  NOT_VERIFIED:
    'Ordering opens once your company is verified. Send your trade papers under Account → Trade verification',
  VERIFICATION_DONE: 'Your company is already verified',
  ACCOUNT_DISABLED: 'This account is disabled. Please contact customer service',
  LAST_ADMIN: 'The back office must keep at least one enabled admin',
  NOTHING_TO_REVIEW: 'This buyer has not sent company papers to review',
  VERIFICATION_CHANGED: 'The buyer sent new papers in the meantime. Please look at them again',
  STAFF_SELF: 'You cannot change your own role or disable your own account',
  INVITE_INVALID: 'This invitation link is no longer valid. Please ask an admin for a new one',
  STORE_SLUG_TAKEN: 'Another store already has this link. Please choose another',

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
  TEXT_UNSAVABLE: 'Contains a character that cannot be saved. Please type it again',
  BODY_TOO_LARGE: 'The request is too large',
  MEDIA_TYPE_UNSUPPORTED: 'The request must be sent as JSON or as a file upload',
  URL_TOO_LONG: 'The address is too long',
  URL_MALFORMED: 'The address is not valid',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  REQUEST_MALFORMED: 'The request could not be read',
  RANGE_INVERTED: 'The maximum must not be below the minimum',
  PAGE_SIZE_MAX: 'At most 100 items per page',
  STOCK_NO_FORMAT: 'A stock number is letters, digits, dots, dashes or slashes, up to 40',
  CSV_MALFORMED: 'The file is not a readable CSV stock list',
  CSV_NO_STOCK_NO: 'The file has no stock number column (Stock #, StockNo…)',
  CSV_EMPTY: 'The file holds no stock lines',
  CSV_TOO_MANY_ROWS: 'A file may hold at most 50,000 lines',
  CSV_DUPLICATE: 'This stock number already appears on line {line}',
  STOCK_NO_TAKEN: 'Another stock record already has this stock number',
  CSV_TOO_LARGE: 'The file is larger than 10 MB',
  PERIOD_INVERTED: 'The end date must not be before the start date',
  PERIOD_TOO_LONG: 'A period spans at most 400 days',
  SLUG_FORMAT: 'A link is 3 to 40 lower-case letters, digits or hyphens',
  SLUG_RESERVED: 'This link is reserved. Please choose another',
  PRICE_POSITIVE: 'Enter a price above $0.00',
  MARKUP_PERCENT_RANGE: 'Enter a percentage from 0 to 500, with at most two decimals',
  MARKUP_PERCENT_MIN:
    'At least {min} %: a smaller markup would show your own price to your customers',
  CONTACT_REQUIRED: 'Please leave a phone number or an email',
  STORE_CATEGORY_MISSING: 'This store does not show this category',

  // Addresses, cart and orders.
  PHONE_WITH_AREA_CODE: 'Please enter the number with its area code, e.g. +852 9123 4567',
  PHONE_REQUIRED: 'Please enter a mobile or phone number',
  ZIP_FORMAT: 'Please enter a correct ZIP code',
  LOGISTICS_REQUIRED: 'Please choose how the parcel is sent',
  PICTURE_REQUIRED: 'Please add at least one picture',
  ADDRESSES_FULL: 'At most 50 addresses can be kept',
  CART_FULL: 'The cart holds at most 200 items',
  HOLD_UNIQUE_ONLY: 'Only a single stone can be held',
  OFFER_AT_PRICE: 'This is the price or above: you can buy the stone at its price now',
  OFFER_BELOW_FLOOR: 'Offers below {percent} % of the price are not considered',
  MEMO_MAX_STONES: 'At most {count} stones on one memo',
  MEMO_UNIQUE_ONLY: 'Only single stones go on memo',
  COUNTER_RANGE: 'A counter is above the buyer’s offer and at most the stone’s price',
  RATE_DECIMALS: 'A rate has at most six decimals',
  LATITUDE_RANGE: 'Latitude is from -90 to 90',
  LONGITUDE_RANGE: 'Longitude is from -180 to 180',
  LOCATION_PAIR: 'Give both latitude and longitude, or neither',
  SKYPE_FORMAT: 'Please enter a Skype name or live: id',
  DOCUMENTS_REQUIRED: 'Please add at least one document',
  TIER_PERCENT_RANGE: 'Enter a percentage from -50 to 100, with at most two decimals',
  DATE_ORDER: 'The end date is before the start date',
  TIER_NAME_TAKEN: 'Another tier already has this name',
  LOGISTICS_PICKUP: 'Self pickup at the Hong Kong office',
  LOGISTICS_FEDEX: 'FedEx International Priority, insured',
  LOGISTICS_DHL: 'DHL Express Worldwide, insured',
  LOGISTICS_UPS: 'UPS Worldwide Express, insured',
  LOGISTICS_MALCA: 'Malca-Amit secure delivery',
  ORDER_STATUS_PendingConfirmation: 'Unconfirmed',
  ORDER_STATUS_PendingPayment: 'Unpaid',
  ORDER_STATUS_Processing: 'In progress',
  ORDER_STATUS_PendingShipment: 'To ship',
  ORDER_STATUS_Shipped: 'Unreceived',
  ORDER_STATUS_Received: 'Received',
  ORDER_STATUS_Completed: 'Completed',
  ORDER_STATUS_Abnormal: 'Abnormal order',
  ORDER_STATUS_Cancelled: 'Cancelled',
  NOTICE_ORDER_TITLE: 'Order {orderNo}: {status}',
  NOTICE_ORDER_PendingConfirmation: 'Submit succeeded, please wait for the salesperson to confirm.',
  NOTICE_ORDER_PendingPayment:
    'Your salesperson has confirmed the order. Please pay by bank transfer and upload the payment voucher.',
  NOTICE_ORDER_Processing: 'Your payment has been received and the order is being prepared.',
  NOTICE_ORDER_PendingShipment: 'Your order is packed and waiting to be shipped.',
  NOTICE_ORDER_Shipped: 'Your order has been shipped. Please confirm receipt when it arrives.',
  NOTICE_ORDER_Received: 'Thank you for confirming receipt.',
  NOTICE_ORDER_Completed: 'Your order is completed.',
  NOTICE_ORDER_Abnormal: 'There is a problem with your order; customer service will contact you.',
  NOTICE_ORDER_Cancelled: 'Your order has been cancelled.',
  NOTICE_ORDER_NOTE: 'From your salesperson: {note}',
  NOTICE_ORDER_REASON: 'Reason: {reason}',
  MAIL_ORDER_OPEN: 'See the order in Facet: {link}',
  NOTICE_HOLD_TITLE: 'Hold ended: {stone}',
  NOTICE_HOLD_EXPIRED:
    'Your hold on {stone} has run out. The stone is on sale to every buyer again.',
  NOTICE_HOLD_RELEASED: 'Customer service released your hold on {stone}.',
  NOTICE_OFFER_TITLE: 'Your offer on {stone}',
  NOTICE_OFFER_accepted:
    'Your offer of {price}/ct was accepted. The stone is held for you until {until} ET and is in your cart at that price.',
  NOTICE_OFFER_countered:
    'We can offer {stone} at {price}/ct. Accept or withdraw by {until} ET under Account → My offers.',
  NOTICE_OFFER_declined: 'Your offer of {price}/ct was declined.',
  NOTICE_OFFER_expired: 'Your offer of {price}/ct ran out without an answer.',
  NOTICE_OFFER_NOTE: 'From your salesperson: {note}',
  MAIL_OFFER_OPEN: 'See your offers in Facet: {link}',
  NOTICE_MEMO_TITLE: 'Memo {no}',
  NOTICE_MEMO_approved:
    'Your memo request is approved: the stones are kept for you and will be shipped soon.',
  NOTICE_MEMO_declined: 'Your memo request was declined.',
  NOTICE_MEMO_shipped:
    'Your memo stones are on their way (tracking {tracking}). Buy or return them by {due} ET.',
  NOTICE_MEMO_received: 'We received the stones you sent back: {stones}.',
  NOTICE_MEMO_REMINDER_one:
    'Memo {no} is due in {count} day, on {due} ET: buy or return its stones.',
  NOTICE_MEMO_REMINDER_other:
    'Memo {no} is due in {count} days, on {due} ET: buy or return its stones.',
  MEDIA_REQUEST_video: 'Could you send me a video of this stone?',
  MEDIA_REQUEST_images: 'Could you send me more pictures of this stone?',
  MEDIA_REQUEST_details:
    'I have a question about this stone: is it eye clean, and any shade, milkiness or BGM?',
  NOTICE_ALERT_TITLE: 'Saved search: {name}',
  NOTICE_ALERT_INSTANT: 'New matching stones: {new}. Lower prices on matching stones: {drops}.',
  NOTICE_ALERT_DAILY:
    'In the last day — new matching stones: {new}. Lower prices on matching stones: {drops}.',
  ALERT_MAIL_OPEN: 'See them in Facet: {link}',
  NOTICE_FEEDBACK_TITLE: 'Customer service answered your feedback',
  NOTICE_FEEDBACK_ANSWER: '{answer} — in answer to your feedback of {date} ET: “{feedback}”',
  MAIL_FEEDBACK_BODY:
    'You wrote to us on {date} ET:\n\n{feedback}\n\nCustomer service answers:\n\n{answer}\n\nTo write again, open Facet and go to Settings → Feedback, or chat with customer service: {link}',
  // A saved search named from its filters (the buyer typed no name).
  SEARCH_ORIGIN_natural: 'Natural',
  SEARCH_ORIGIN_lab: 'Lab-grown',
  SEARCH_FINISH_Cut: 'Cut',
  SEARCH_FINISH_Polish: 'Polish',
  SEARCH_FINISH_Symmetry: 'Symmetry',
  SEARCH_PER_CARAT: '{price}/ct',
  SEARCH_EYE_CLEAN: 'Eye clean',
  SEARCH_NO_BGM: 'No BGM',
  SEARCH_NO_BLACK_INCLUSION: 'No black inclusion',
  SEARCH_WITH_IMAGE: 'With pictures',
  SEARCH_WITH_VIDEO: 'With video',
  ALERT_MAIL_WHY:
    'You get this email because this saved search alerts you. Change or turn off its alert under Account → Saved Searches.',
  NOTICE_ORDER_CUSTOM_MADE:
    'Some items are out of stock and will be custom-made; arrival is about 20 days.',
  NOTICE_VERIFIED_TITLE: 'Your company is verified',
  NOTICE_VERIFIED_BODY:
    '{company} is verified as a trade buyer. Prices and ordering are open to you.',
  NOTICE_REJECTED_TITLE: 'Trade verification not approved',
  NOTICE_REJECTED_BODY:
    'We could not verify {company}: {reason}. You can correct your details and send them again under Account → Trade verification.',
  CLOUD_ORDER_STATUS_New: 'New',
  CLOUD_ORDER_STATUS_Contacted: 'Contacted',
  CLOUD_ORDER_STATUS_Ordered: 'Ordered',
  CLOUD_ORDER_STATUS_Closed: 'Closed',
  NOTICE_STORE_ENQUIRY_TITLE: 'Store enquiry {no}',
  NOTICE_STORE_ENQUIRY_BODY_one:
    '{name} asks about {count} stone in {store}. Answer it under Account → Cloud Store Order.',
  NOTICE_STORE_ENQUIRY_BODY_other:
    '{name} asks about {count} stones in {store}. Answer them under Account → Cloud Store Order.',
  MAIL_ENQUIRY_SUBJECT: 'New enquiry {no} in {store}',
  MAIL_ENQUIRY_BODY:
    '{name} sent an enquiry through your store {store}.\nPhone: {phone}\nEmail: {email}\nMessage: {message}\n\nStones:\n{stones}\n\nSee it in Facet under Account → Cloud Store Order: {link}',

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
  MAIL_REGISTERED_SUBJECT: 'You already have a Facet account',
  MAIL_REGISTERED_BODY:
    'Someone, perhaps you, asked to register {email} with Facet. This address already has an account: log in with it, or choose "Forgot password" on the login page if you no longer know your password. If it was not you, you can ignore this mail.',
  ROLE_clerk: 'a clerk',
  ROLE_admin: 'an admin',
  MAIL_INVITE_SUBJECT: 'You are invited to the Facet back office',
  MAIL_INVITE_BODY:
    '{inviter} invites you to the Facet back office as {role}. Set your password here: {link}\nThe link works for {hours} hours.',
} as const;

/** Every entry of a catalogue, plural forms (`KEY_one`, `KEY_other`) each as its own. */
export type CatalogueKey = keyof typeof en;
/** `KEY` of a text written in plural forms, `KEY_one` and `KEY_other`: `count` chooses one. */
type PluralKey = CatalogueKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;
/** What `translate` takes: a text's key, or a plural text's `KEY`. */
export type MessageKey = Exclude<CatalogueKey, `${string}_one` | `${string}_other`> | PluralKey;
export type Catalogue = Record<CatalogueKey, string>;
