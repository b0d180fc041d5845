import { z } from '../zod';
import { Id } from '../ids';
import { pageBodyFields } from '../envelope';
import { GoodsCategory } from '../catalogue/goods';

/** Favourites: the stones a buyer keeps (wire: `Wholesaler_Collect_New`, `Collect`, `IsCollected`). */

const invalid = { error: 'FIELD_INVALID' } as const;

export const FavouriteUpdateBody = z.strictObject({
  GoodsId: Id,
  Collect: z.boolean(invalid),
});
export type FavouriteUpdateBody = z.infer<typeof FavouriteUpdateBody>;

export const FavouriteListBody = z.strictObject({
  ...pageBodyFields,
  Category: GoodsCategory.optional(),
});
export type FavouriteListBody = z.infer<typeof FavouriteListBody>;

export const FavouriteUpdated = z.object({ GoodsId: z.number().int(), IsCollected: z.boolean() });
export type FavouriteUpdated = z.infer<typeof FavouriteUpdated>;
