import { z } from '../zod';
import { Id } from '../ids';
import { GoodsCategory } from '../catalogue/goods';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_NAME_MAX } from './rules';
import { SavedSearchFilters } from './filters';

export * from './rules';
export * from './filters';

export const SavedSearchSaveBody = z.strictObject({
  Id: Id.optional(),
  /** The buyer's own name for it; none (or empty): it is named from its filters when shown. */
  Name: z.string('FIELD_INVALID').trim().max(SAVED_SEARCH_NAME_MAX, 'FIELD_TOO_LONG').default(''),
  Category: GoodsCategory,
  Filters: SavedSearchFilters,
  Alert: z.enum(SAVED_SEARCH_ALERTS, 'FIELD_INVALID').default('off'),
});
export type SavedSearchSaveBody = z.infer<typeof SavedSearchSaveBody>;

export const SavedSearchIdBody = z.strictObject({ Id });
export type SavedSearchIdBody = z.infer<typeof SavedSearchIdBody>;

export const SavedSearch = z.object({
  Id: z.number().int(),
  /** The buyer's name for it, or (`Named: false`) its filters in the reader's language. */
  Name: z.string(),
  Named: z.boolean(),
  Category: GoodsCategory,
  Filters: SavedSearchFilters,
  Alert: z.enum(SAVED_SEARCH_ALERTS),
  /** Stones on sale that match and came after the buyer last opened it, up to 99 (then 100). */
  NewCount: z.number().int(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;
export const SavedSearchList = z.array(SavedSearch);
export const SavedSearchSaved = z.object({ Id: z.number().int() });
export * from './name';
