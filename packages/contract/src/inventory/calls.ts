import type { CallSpec } from '../call-spec';
import { IdBody, ListPriceBody, ListPriceResult, PricedGoods, PricedGoodsPage } from '../catalogue';
import { StoneMediaBody } from '../uploads';
import {
  ImportQuery,
  ImportReport,
  InventoryQueryBody,
  ListPricesReport,
  SetMarketBody,
  StockRecord,
  StockSaveBody,
} from './index';

/** The list-prices calls of the call table (../calls.ts). */
export const LIST_PRICES_CALLS = {
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
} as const satisfies Record<string, CallSpec>;

/** The inventory calls of the call table (../calls.ts). */
export const INVENTORY_CALLS = {
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
} as const satisfies Record<string, CallSpec>;
