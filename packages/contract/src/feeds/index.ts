import { z } from '../zod';
import { FEED_COLUMN_SETS } from './columns';

/** Stock feeds (docs/integrations.md): the catalogue for a buyer's key, in the trade's columns. */
export * from './columns';

export const FEED_FORMATS = ['csv', 'json'] as const;

export const StockFeedQuery = z.strictObject({
  Format: z.enum(FEED_FORMATS, 'FIELD_INVALID').default('csv'),
  /** RapNet's column names (default) or IDEX's. */
  Columns: z.enum(FEED_COLUMN_SETS, 'FIELD_INVALID').default('rapnet'),
  /**
   * Changes only: stones new, changed, sold or taken off since this moment (ISO 8601), the
   * ones no longer for sale marked unavailable. Without it: every stone for sale.
   */
  Since: z.iso
    .datetime({ offset: true, message: 'FIELD_INVALID' })
    .optional()
    .refine((since) => since === undefined || Date.parse(since) <= Date.now() + 60_000, 'FIELD_INVALID'),
}); // prettier-ignore
export type StockFeedQuery = z.infer<typeof StockFeedQuery>;
