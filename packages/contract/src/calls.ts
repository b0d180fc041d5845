import type { z } from 'zod';
import {
  CancelAccountBody,
  EmailCodeSent,
  EmailLoginBody,
  EmailRegisterBody,
  GetEmailCodeBody,
  Personal,
  PersonalWithIm,
  ResetPwdBody,
  SetPersonalBody,
  UserInfo,
} from './accounts';
import { Address, AddressIdBody, AddressInput, AddressList, DefaultAddress } from './addresses';
import { AuditListBody, AuditPage } from './audit';
import {
  ApproveBuyerBody,
  BuyerDetail,
  BuyerIdBody,
  BuyerNotesBody,
  BuyerPage,
  BuyersListBody,
  DisableBuyerBody,
  RejectBuyerBody,
  SaveTierBody,
  SetTierBody,
  SubmitVerificationBody,
  TierIdBody,
  TierList,
  TierSaved,
  Verification,
} from './buyers';
import {
  Cart,
  CartAddBody,
  CartDeleteBody,
  CartGetListQuery,
  CartSelectAllBody,
  CartUpdateBody,
} from './cart';
import {
  AirflareQueryBody,
  CertificateQueryBody,
  CertificateResults,
  FancyQueryBody,
  Goods,
  GoodsPage,
  GoodsQueryBody,
  GoodsQueryPage,
  IdBody,
  ListPriceBody,
  ListPriceResult,
  ParcelMatchBody,
  ParcelMatchResult,
  PricedGoods,
  PricedGoodsPage,
  RingSetting,
  RingSettingPage,
  SearchQueryBody,
  SearchResult,
} from './catalogue';
import {
  AdminHistoryQuery,
  ChatBuyerProfile,
  ChatHistory,
  Conversation,
  ConversationQuery,
  HistoryQuery,
  Inbox,
  InboxQuery,
  MediaRequested,
  RequestMediaBody,
} from './chat';
import {
  AdminStore,
  AdminStoreEnquiriesBody,
  AdminStoreEnquiryPage,
  AdminStorePage,
  AdminStoresBody,
  CloudOrder,
  CloudOrderIdBody,
  CloudOrderUpdateBody,
  CloudOrdersBody,
  MaybeStore,
  Store,
  StoreDetailBody,
  StoreEnquiryBody,
  StoreEnquirySent,
  StoreFeed,
  StoreFeedQuery,
  StoreGoods,
  StoreGoodsPage,
  StoreInfo,
  StoreQueryBody,
  StoreSaveBody,
  StoreSlugQuery,
  SuspendStoreBody,
} from './cloud-store';
import { Contact, ContactSaveBody, ContactSettings } from './contact';
import { CurrencyRates, SaveRatesBody } from './currencies';
import { Empty, EmptyBody, NoData } from './envelope';
import { FavouriteListBody, FavouriteUpdateBody, FavouriteUpdated } from './favourites';
import {
  AdminFeedback,
  AdminFeedbackListBody,
  AdminFeedbackPage,
  FeedbackAnswerBody,
  FeedbackBody,
  FeedbackDoneBody,
} from './feedback';
import {
  AdminHoldExtendBody,
  AdminHoldList,
  HoldAddBody,
  HoldAdded,
  HoldList,
  HoldReleaseBody,
} from './holds';
import {
  ImportQuery,
  ImportReport,
  InventoryQueryBody,
  ListPricesReport,
  SetMarketBody,
  StockRecord,
  StockSaveBody,
} from './inventory';
import {
  AdminNotice,
  AdminNoticeIdBody,
  AdminNoticeList,
  AdminNoticeListQuery,
  Notice,
  NoticeIdQuery,
  NoticeList,
  NoticeListQuery,
  NoticeReadBody,
  NoticeUnread,
  PublishNoticeBody,
} from './notices';
import {
  AddDemandOrderBody,
  AddOrderBody,
  AddRemarkBody,
  AdminOrder,
  AdminOrderListBody,
  AdminOrderPage,
  CancelOrderBody,
  ConfirmOrderBody,
  DemandOrderPlaced,
  LogisticsList,
  Order,
  OrderAdded,
  OrderIdBody,
  OrderListBody,
  OrderNoteBody,
  OrderPage,
  OrderReasonBody,
  ReplaceAddressBody,
  ShipOrderBody,
  UploadVouchersBody,
} from './orders';
import {
  SavedSearch,
  SavedSearchIdBody,
  SavedSearchList,
  SavedSearchSaveBody,
  SavedSearchSaved,
} from './saved-searches';
import {
  AcceptInviteBody,
  StaffInviteBody,
  StaffInvited,
  StaffList,
  StaffUpdateBody,
} from './staff';
import { Stats, StatsQuery } from './stats';
import { StoneMediaBody, UploadQuery, Uploaded } from './uploads';

/**
 * Every call of the API in one table (docs/api.md is written from it): its path under `/api/`,
 * its method, what it takes (a JSON body, or a query string for a GET) and the `Data` of its
 * envelope, by the capability that answers it. The server's routes are held to this table by a
 * test; the apps name a call by its path here (`post('Order/AddOrder', body)`), typed from it,
 * and never write an `/api/…` string. `upload` calls take multipart form data (one field
 * `file`), `download` calls answer a file instead of the envelope.
 */
export const CALLS = {
  // accounts
  'Relation/GetEmailCode': {
    method: 'POST',
    body: GetEmailCodeBody,
    data: EmailCodeSent,
    capability: 'accounts',
  },
  'Relation/EmailRegister': {
    method: 'POST',
    body: EmailRegisterBody,
    data: UserInfo,
    capability: 'accounts',
  },
  'Relation/EmailLogin': {
    method: 'POST',
    body: EmailLoginBody,
    data: UserInfo,
    capability: 'accounts',
  },
  'Relation/ResetPwd': { method: 'POST', body: ResetPwdBody, data: NoData, capability: 'accounts' },
  'Relation/LogOut': { method: 'POST', data: NoData, capability: 'accounts' },
  'Relation/GetPersonal': { method: 'GET', data: PersonalWithIm, capability: 'accounts' },
  'Relation/SetPersonal': {
    method: 'POST',
    body: SetPersonalBody,
    data: Personal,
    capability: 'accounts',
  },
  'Relation/CancelAccount': {
    method: 'POST',
    body: CancelAccountBody,
    data: NoData,
    capability: 'accounts',
  },
  'Admin/Login': { method: 'POST', body: EmailLoginBody, data: UserInfo, capability: 'accounts' },
  'Admin/Me': { method: 'GET', data: UserInfo, capability: 'accounts' },
  // uploads
  'Upload/Image': {
    method: 'POST',
    query: UploadQuery,
    data: Uploaded,
    kind: 'upload',
    capability: 'uploads',
  },
  'Admin/Upload/Video': { method: 'POST', data: Uploaded, kind: 'upload', capability: 'uploads' },
  // catalogue
  'Diamonds/BlankQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/SeedCrystalQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/ArtificialDiamandsQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/DiamandsQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/ParcelQuery': {
    method: 'POST',
    body: GoodsQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/FancyDiamondQuery': {
    method: 'POST',
    body: FancyQueryBody,
    data: GoodsQueryPage,
    capability: 'catalogue',
  },
  'Diamonds/Detail': { method: 'POST', body: IdBody, data: Goods, capability: 'catalogue' },
  'Diamonds/CertificateQuery': {
    method: 'POST',
    body: CertificateQueryBody,
    data: CertificateResults,
    capability: 'catalogue',
  },
  'Diamonds/ParcelMatch': {
    method: 'POST',
    body: ParcelMatchBody,
    data: ParcelMatchResult,
    capability: 'catalogue',
  },
  'Airflare/Query': {
    method: 'POST',
    body: AirflareQueryBody,
    data: RingSettingPage,
    capability: 'catalogue',
  },
  'Airflare/Detail': { method: 'POST', body: IdBody, data: RingSetting, capability: 'catalogue' },
  'Search/Query': {
    method: 'POST',
    body: SearchQueryBody,
    data: SearchResult,
    capability: 'catalogue',
  },
  // list-prices
  'Diamonds/ListPrice': {
    method: 'POST',
    body: ListPriceBody,
    data: ListPriceResult,
    capability: 'list-prices',
  },
  'Admin/ListPrices/Export': { method: 'GET', kind: 'download', capability: 'list-prices' },
  'Admin/ListPrices/Import': {
    method: 'POST',
    data: ListPricesReport,
    kind: 'upload',
    capability: 'list-prices',
  },
  // favourites
  'Wholesaler_Collect_New/Update': {
    method: 'PUT',
    body: FavouriteUpdateBody,
    data: FavouriteUpdated,
    capability: 'favourites',
  },
  'Wholesaler_Collect_New/List': {
    method: 'POST',
    body: FavouriteListBody,
    data: GoodsPage,
    capability: 'favourites',
  },
  // inventory
  'Admin/Inventory/Query': {
    method: 'POST',
    body: InventoryQueryBody,
    data: PricedGoodsPage,
    capability: 'inventory',
  },
  'Admin/Inventory/Record': {
    method: 'POST',
    body: IdBody,
    data: StockRecord,
    capability: 'inventory',
  },
  'Admin/Inventory/Save': {
    method: 'POST',
    body: StockSaveBody,
    data: PricedGoods,
    capability: 'inventory',
  },
  'Admin/Inventory/SetMarket': {
    method: 'POST',
    body: SetMarketBody,
    data: PricedGoods,
    capability: 'inventory',
  },
  'Admin/Inventory/Media': {
    method: 'POST',
    body: StoneMediaBody,
    data: PricedGoods,
    capability: 'inventory',
  },
  'Admin/Inventory/Import': {
    method: 'POST',
    query: ImportQuery,
    data: ImportReport,
    kind: 'upload',
    capability: 'inventory',
  },
  'Admin/Inventory/Export': {
    method: 'POST',
    body: InventoryQueryBody,
    kind: 'download',
    capability: 'inventory',
  },
  // cart
  'ShoppingCart/GetList': {
    method: 'GET',
    query: CartGetListQuery,
    data: Cart,
    capability: 'cart',
  },
  'ShoppingCart/Add': { method: 'PUT', body: CartAddBody, data: Cart, capability: 'cart' },
  'ShoppingCart/Delete': { method: 'DELETE', body: CartDeleteBody, data: Cart, capability: 'cart' },
  'ShoppingCart/UpdateInfoById': {
    method: 'PUT',
    body: CartUpdateBody,
    data: Cart,
    capability: 'cart',
  },
  'ShoppingCart/SelectAll': {
    method: 'PUT',
    body: CartSelectAllBody,
    data: Cart,
    capability: 'cart',
  },
  // addresses
  'Wholesaler_Address/List': { method: 'POST', data: AddressList, capability: 'addresses' },
  'Wholesaler_Address/AddOrUpd': {
    method: 'POST',
    body: AddressInput,
    data: Address,
    capability: 'addresses',
  },
  'Wholesaler_Address/Del': {
    method: 'DELETE',
    body: AddressIdBody,
    data: NoData,
    capability: 'addresses',
  },
  'Wholesaler_Address/GetDefault': { method: 'GET', data: DefaultAddress, capability: 'addresses' },
  '{product}_Address/List': { method: 'POST', data: AddressList, capability: 'addresses' },
  // orders
  'Order/LogisticsList': { method: 'POST', data: LogisticsList, capability: 'orders' },
  'Order/AddOrder': { method: 'POST', body: AddOrderBody, data: OrderAdded, capability: 'orders' },
  'Order/List': { method: 'POST', body: OrderListBody, data: OrderPage, capability: 'orders' },
  'Order/Detail': { method: 'POST', body: OrderIdBody, data: Order, capability: 'orders' },
  'Order/AddDemandOrder': {
    method: 'POST',
    body: AddDemandOrderBody,
    data: DemandOrderPlaced,
    capability: 'orders',
  },
  'Order/AddReMark': { method: 'POST', body: AddRemarkBody, data: Order, capability: 'orders' },
  'Order/UploadPaymentVouchers': {
    method: 'POST',
    body: UploadVouchersBody,
    data: Order,
    capability: 'orders',
  },
  'Order/ReplaceReceiveAddress': {
    method: 'POST',
    body: ReplaceAddressBody,
    data: Order,
    capability: 'orders',
  },
  'Order/ConfirmReceipt': { method: 'POST', body: OrderIdBody, data: Order, capability: 'orders' },
  'Order/Cancel': { method: 'POST', body: CancelOrderBody, data: Order, capability: 'orders' },
  'Admin/Orders/List': {
    method: 'POST',
    body: AdminOrderListBody,
    data: AdminOrderPage,
    capability: 'orders',
  },
  'Admin/Orders/Detail': {
    method: 'POST',
    body: OrderIdBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Confirm': {
    method: 'POST',
    body: ConfirmOrderBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Ship': {
    method: 'POST',
    body: ShipOrderBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Reject': {
    method: 'POST',
    body: OrderReasonBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Cancel': {
    method: 'POST',
    body: OrderReasonBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/MarkPaid': {
    method: 'POST',
    body: OrderNoteBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/ReadyToShip': {
    method: 'POST',
    body: OrderNoteBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Complete': {
    method: 'POST',
    body: OrderNoteBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/MarkAbnormal': {
    method: 'POST',
    body: OrderReasonBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/Resolve': {
    method: 'POST',
    body: OrderNoteBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/CloseAbnormal': {
    method: 'POST',
    body: OrderReasonBody,
    data: AdminOrder,
    capability: 'orders',
  },
  'Admin/Orders/AddRemark': {
    method: 'POST',
    body: AddRemarkBody,
    data: AdminOrder,
    capability: 'orders',
  },
  // buyers
  'Relation/Verification': { method: 'GET', data: Verification, capability: 'buyers' },
  'Relation/SubmitVerification': {
    method: 'POST',
    body: SubmitVerificationBody,
    data: Verification,
    capability: 'buyers',
  },
  'Admin/Buyers/List': {
    method: 'POST',
    body: BuyersListBody,
    data: BuyerPage,
    capability: 'buyers',
  },
  'Admin/Buyers/Detail': {
    method: 'POST',
    body: BuyerIdBody,
    data: BuyerDetail,
    capability: 'buyers',
  },
  'Admin/Buyers/Approve': {
    method: 'POST',
    body: ApproveBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/Reject': {
    method: 'POST',
    body: RejectBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/Disable': {
    method: 'POST',
    body: DisableBuyerBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/SaveNotes': {
    method: 'POST',
    body: BuyerNotesBody,
    data: NoData,
    capability: 'buyers',
  },
  'Admin/Buyers/SetTier': { method: 'POST', body: SetTierBody, data: NoData, capability: 'buyers' },
  // tiers
  'Admin/Tiers/List': { method: 'GET', data: TierList, capability: 'tiers' },
  'Admin/Tiers/Save': { method: 'POST', body: SaveTierBody, data: TierSaved, capability: 'tiers' },
  'Admin/Tiers/Delete': { method: 'POST', body: TierIdBody, data: NoData, capability: 'tiers' },
  // audit
  'Admin/Audit/List': { method: 'POST', body: AuditListBody, data: AuditPage, capability: 'audit' },
  // staff
  'Admin/Staff/List': { method: 'GET', data: StaffList, capability: 'staff' },
  'Admin/Staff/Invite': {
    method: 'POST',
    body: StaffInviteBody,
    data: StaffInvited,
    capability: 'staff',
  },
  'Admin/Staff/Update': {
    method: 'POST',
    body: StaffUpdateBody,
    data: NoData,
    capability: 'staff',
  },
  'Admin/Staff/AcceptInvite': {
    method: 'POST',
    body: AcceptInviteBody,
    data: UserInfo,
    capability: 'staff',
  },
  // holds
  'Hold/Add': { method: 'POST', body: HoldAddBody, data: HoldAdded, capability: 'holds' },
  'Hold/List': { method: 'GET', data: HoldList, capability: 'holds' },
  'Hold/Release': { method: 'POST', body: HoldReleaseBody, data: Empty, capability: 'holds' },
  'Admin/Holds/List': { method: 'GET', data: AdminHoldList, capability: 'holds' },
  'Admin/Holds/Extend': {
    method: 'POST',
    body: AdminHoldExtendBody,
    data: HoldAdded,
    capability: 'holds',
  },
  'Admin/Holds/Release': {
    method: 'POST',
    body: HoldReleaseBody,
    data: Empty,
    capability: 'holds',
  },
  // currencies
  'Currency/Rates': { method: 'GET', data: CurrencyRates, capability: 'currencies' },
  'Admin/Currency/SaveRates': {
    method: 'POST',
    body: SaveRatesBody,
    data: CurrencyRates,
    capability: 'currencies',
  },
  // contact
  'Contact/Get': { method: 'GET', data: Contact, capability: 'contact' },
  'Admin/Contact/Get': { method: 'GET', data: ContactSettings, capability: 'contact' },
  'Admin/Contact/Save': {
    method: 'POST',
    body: ContactSaveBody,
    data: ContactSettings,
    capability: 'contact',
  },
  // feedback
  'Relation/Feedback': { method: 'POST', body: FeedbackBody, data: NoData, capability: 'feedback' },
  'Admin/Feedback/List': {
    method: 'POST',
    body: AdminFeedbackListBody,
    data: AdminFeedbackPage,
    capability: 'feedback',
  },
  'Admin/Feedback/Answer': {
    method: 'POST',
    body: FeedbackAnswerBody,
    data: AdminFeedback,
    capability: 'feedback',
  },
  'Admin/Feedback/Done': {
    method: 'POST',
    body: FeedbackDoneBody,
    data: AdminFeedback,
    capability: 'feedback',
  },
  // saved-searches
  'SavedSearch/Save': {
    method: 'POST',
    body: SavedSearchSaveBody,
    data: SavedSearchSaved,
    capability: 'saved-searches',
  },
  'SavedSearch/List': { method: 'GET', data: SavedSearchList, capability: 'saved-searches' },
  'SavedSearch/Open': {
    method: 'POST',
    body: SavedSearchIdBody,
    data: SavedSearch,
    capability: 'saved-searches',
  },
  'SavedSearch/Delete': {
    method: 'POST',
    body: SavedSearchIdBody,
    data: Empty,
    capability: 'saved-searches',
  },
  // stats
  'Admin/Stats': { method: 'GET', query: StatsQuery, data: Stats, capability: 'stats' },
  // cloud-store
  'CloudStore/Get': { method: 'GET', data: MaybeStore, capability: 'cloud-store' },
  'CloudStore/Save': {
    method: 'POST',
    body: StoreSaveBody,
    data: Store,
    capability: 'cloud-store',
  },
  'CloudStore/RotateFeedToken': {
    method: 'POST',
    body: EmptyBody,
    data: Store,
    capability: 'cloud-store',
  },
  'CloudStore/Orders': {
    method: 'POST',
    body: CloudOrdersBody,
    data: AdminStoreEnquiryPage,
    capability: 'cloud-store',
  },
  'CloudStore/OrderUpdate': {
    method: 'POST',
    body: CloudOrderUpdateBody,
    data: CloudOrder,
    capability: 'cloud-store',
  },
  'CloudStore/ToCart': {
    method: 'POST',
    body: CloudOrderIdBody,
    data: Cart,
    capability: 'cloud-store',
  },
  'Store/Info': {
    method: 'GET',
    query: StoreSlugQuery,
    data: StoreInfo,
    capability: 'cloud-store',
  },
  'Store/Query': {
    method: 'POST',
    body: StoreQueryBody,
    data: StoreGoodsPage,
    capability: 'cloud-store',
  },
  'Store/Detail': {
    method: 'POST',
    body: StoreDetailBody,
    data: StoreGoods,
    capability: 'cloud-store',
  },
  'Store/Enquiry': {
    method: 'POST',
    body: StoreEnquiryBody,
    data: StoreEnquirySent,
    capability: 'cloud-store',
  },
  'Store/Feed': {
    method: 'GET',
    query: StoreFeedQuery,
    data: StoreFeed,
    capability: 'cloud-store',
  },
  'Admin/CloudStores/List': {
    method: 'POST',
    body: AdminStoresBody,
    data: AdminStorePage,
    capability: 'cloud-store',
  },
  'Admin/CloudStores/Suspend': {
    method: 'POST',
    body: SuspendStoreBody,
    data: AdminStore,
    capability: 'cloud-store',
  },
  'Admin/CloudStores/Enquiries': {
    method: 'POST',
    body: AdminStoreEnquiriesBody,
    data: AdminStoreEnquiryPage,
    capability: 'cloud-store',
  },
  // notices
  'Im_SystemNotice/GetList': {
    method: 'GET',
    query: NoticeListQuery,
    data: NoticeList,
    capability: 'notices',
  },
  'Im_SystemNotice/Detail': {
    method: 'GET',
    query: NoticeIdQuery,
    data: Notice,
    capability: 'notices',
  },
  'Im_SystemNotice/Read': {
    method: 'POST',
    body: NoticeReadBody,
    data: NoData,
    capability: 'notices',
  },
  'Im_SystemNotice/Unread': { method: 'GET', data: NoticeUnread, capability: 'notices' },
  'Admin/Notice/Publish': {
    method: 'POST',
    body: PublishNoticeBody,
    data: AdminNotice,
    capability: 'notices',
  },
  'Admin/Notice/List': {
    method: 'GET',
    query: AdminNoticeListQuery,
    data: AdminNoticeList,
    capability: 'notices',
  },
  'Admin/Notice/Delete': {
    method: 'POST',
    body: AdminNoticeIdBody,
    data: NoData,
    capability: 'notices',
  },
  // chat
  'Im/Conversation': { method: 'GET', data: Conversation, capability: 'chat' },
  'Im/History': { method: 'GET', query: HistoryQuery, data: ChatHistory, capability: 'chat' },
  'Admin/Im/Inbox': { method: 'GET', query: InboxQuery, data: Inbox, capability: 'chat' },
  'Admin/Im/History': {
    method: 'GET',
    query: AdminHistoryQuery,
    data: ChatHistory,
    capability: 'chat',
  },
  'Admin/Im/Buyer': {
    method: 'GET',
    query: ConversationQuery,
    data: ChatBuyerProfile,
    capability: 'chat',
  },
  'Diamonds/RequestMedia': {
    method: 'POST',
    body: RequestMediaBody,
    data: MediaRequested,
    capability: 'chat',
  },
} as const satisfies Record<string, CallSpec>;

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSpec {
  method: CallMethod;
  /** The JSON body a POST, PUT or DELETE takes. */
  body?: z.ZodType;
  /** The query string a GET (or an upload) takes. */
  query?: z.ZodType;
  /** `Data` of the success envelope; none for a download. */
  data?: z.ZodType;
  kind?: 'upload' | 'download';
  /** The capability that answers it: its server module, contract folder and app feature. */
  capability: string;
}

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
