import { z } from '../zod';
import { Id } from '../ids';
import { goodsQueryFields, rangesInOrder } from '../catalogue/goods';
import { StockInput } from './stock';
import { CATEGORIES } from '../catalogue/vocabulary';

const invalid = { error: 'FIELD_INVALID' } as const;

/** The back office's stock search: the shop's filters, any categories, on or off the market. */
export const InventoryQueryBody = z
  .strictObject({
    ...goodsQueryFields,
    Category: z.array(z.enum(CATEGORIES, invalid), invalid).max(7, 'FIELD_INVALID').optional(),
    Market: z.enum(['all', 'on', 'off'], invalid).optional(),
  })
  .superRefine(rangesInOrder);
export type InventoryQueryBody = z.infer<typeof InventoryQueryBody>;

/** Create (no Id) or edit (Id) one stock record. */
export const StockSaveBody = z.strictObject({ Id: Id.optional(), Record: StockInput });
export type StockSaveBody = z.infer<typeof StockSaveBody>;

export const StockRecord = z.object({ Id: z.number().int() }).loose();

export const SetMarketBody = z.strictObject({ Id, OnMarket: z.boolean(invalid) });
export type SetMarketBody = z.infer<typeof SetMarketBody>;

export const ImportQuery = z.strictObject({
  Category: z.enum(CATEGORIES, invalid),
  DryRun: z.enum(['true', 'false'], invalid).optional(),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

export const ImportReport = z.object({
  Lines: z.number().int(),
  Created: z.number().int(),
  Updated: z.number().int(),
  DryRun: z.boolean(),
  Refused: z.array(
    z.object({
      Line: z.number().int(),
      StockNo: z.string().nullable(),
      Problems: z.array(z.object({ Field: z.string(), Message: z.string() })),
    }),
  ),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ListPricesReport = z.object({ Rows: z.number().int(), Repriced: z.number().int() });
export type ListPricesReport = z.infer<typeof ListPricesReport>;
export * from './stock';
export * from './stock-csv';
export * from './stone-fields';
