/**
 * The pages for the signed-out only: a signed-in reader goes home from them (route-access.ts).
 * These three groups are apart from the rest so that the HTML's first-paint script (src/boot),
 * which follows the same rule, carries them and not every path.
 */
export const guestPaths = {
  login: '/',
  loginAlias: '/pages/login/index',
  register: '/pages/login/register',
} as const;

/** The pages anyone may open, signed in or not. */
export const publicPaths = {
  forgotPassword: '/pages/login/forgotPassword',
  privacy: '/pages/agreement/privacy',
  serve: '/pages/agreement/serve',
  contact: '/pages/contact/index',
  /** §2's built-in open-location page, for the office: its map the whole screen high. */
  contactMap: '/pages/contact/map',
} as const;

/** The four tab pages: the tab bar shows under them, and no back arrow. */
export const tabPaths = {
  home: '/pages/index/index',
  cart: '/pages/cart/index',
  news: '/pages/messageCenter/index',
  account: '/pages/myAccount/index',
} as const;

/**
 * Every route of the specification §2, spelled exactly as the original app spelled them; every
 * page not in the three groups above is for signed-in buyers only.
 */
export const paths = {
  ...guestPaths,
  ...publicPaths,
  ...tabPaths,
  messageDetails: '/pages/messageCenter/messageDetails',
  airflare: '/pages/airflare/index',
  airflareResult: '/pages/airflare/searchResult',
  searchPage: '/pages/search/searchPage',
  searchResult: '/pages/search/index',
  settings: '/pages/myAccount/settings',
  setUserInfo: '/pages/myAccount/setUserInfo',
  hintMessage: '/pages/hintMessage/index',
  roughDiamonds: '/pages/roughDiamonds/index',
  address: '/pages/address/index',
  addressEditing: '/pages/address/editing',
  collect: '/pages/collect/index',
  diamondSearch: '/pages/diamondSearch/index',
  diamondResultList: '/pages/diamondSearch/resultList',
  productDetails: '/pages/ProductDetails/index',
  submitOrder: '/pages/submitOrder/index',
  submitResult: '/pages/submitOrder/result',
  order: '/pages/order/index',
  orderDetails: '/pages/order/details',
  orderUploadList: '/pages/order/uploadList',
  orderRecord: '/pages/order/record',
  imService: '/pages/ImService/index',
  /** Not in §2 (the account menu names it without a route): Facet's own addition. */
  calculator: '/pages/calculator/index',
  /** Not in §2 either: the "Customized according to the picture" category orders from pictures. */
  demandOrder: '/pages/order/customize',
  /** Trade tools (API.md): the stones the buyer holds. */
  holds: '/pages/holds/index',
  /** Trade tools: up to four stones side by side (`?ids=` when shared). */
  compare: '/pages/compare/index',
  /** Trade tools: the buyer's saved searches. */
  savedSearches: '/pages/savedSearches/index',
  /** The buyer's offers on single stones; the offers' notices and mails link here. */
  offers: '/pages/offers/index',
  /** The buyer's memos: single stones taken to show a client, bought or sent back by a date. */
  memo: '/pages/memo/index',
  /** The buyer's returns of received orders; `returnRequest?id=` asks for one for an order. */
  returns: '/pages/returns/index',
  returnRequest: '/pages/returns/request',
  /** The buyer's API keys for their own programs, and the audit of the keys' calls. */
  apiKeys: '/pages/apiKeys/index',
  /** Back office, wave 2: the buyer's trade verification. */
  verification: '/pages/verification/index',
} as const;
