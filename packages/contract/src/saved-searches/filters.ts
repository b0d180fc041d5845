import { z } from '../zod';
import { FANCY_ORIGINS } from '../catalogue/filter-rules';
import { goodsFilterFields, rangesInOrder, SortSpec } from '../catalogue/goods';

/** The body of the category's query call without paging (docs/api.md). */
export const SavedSearchFilters = z
  .strictObject({
    Sort: SortSpec.optional(),
    ...goodsFilterFields,
    Origin: z.enum(FANCY_ORIGINS, 'FIELD_INVALID').optional(),
  })
  .superRefine(rangesInOrder);
export type SavedSearchFilters = z.infer<typeof SavedSearchFilters>;
