import type { CallSpec } from '../call-spec';
import { Cart } from '../cart';
import { EmptyBody } from '../envelope';
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
} from './index';

/** The cloud-store calls of the call table (../calls.ts). */
export const CLOUD_STORE_CALLS = {
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
} as const satisfies Record<string, CallSpec>;
