import type { CallSpec } from '../call-spec';
import { GoodsPage } from '../catalogue';
import { FavouriteListBody, FavouriteUpdateBody, FavouriteUpdated } from './index';

/** The favourites calls of the call table (../calls.ts). */
export const FAVOURITES_CALLS = {
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
} as const satisfies Record<string, CallSpec>;
