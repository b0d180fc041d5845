import { z } from '../zod';
import { CURRENCIES, RATE_MAX, RATE_SCALE, RATED_CURRENCIES, type RatedCurrency } from './rules';

export * from './rules';

export const DisplayCurrency = z.enum(CURRENCIES, 'FIELD_INVALID');

/** A rate as sent by the console: positive, at most six decimals, at most RATE_MAX. */
export const Rate = z
  .number('FIELD_INVALID')
  .positive('FIELD_INVALID')
  .max(RATE_MAX, 'FIELD_INVALID')
  .refine(
    (value) => Math.abs(value * RATE_SCALE - Math.round(value * RATE_SCALE)) < 1e-6,
    'RATE_DECIMALS',
  )
  // Below a millionth it would be stored as nothing at all.
  .refine((value) => value <= 0 || Math.round(value * RATE_SCALE) >= 1, 'RATE_DECIMALS');

export const SaveRatesBody = z.strictObject({
  Rates: z.strictObject(
    Object.fromEntries(RATED_CURRENCIES.map((c) => [c, Rate])) as Record<
      RatedCurrency,
      typeof Rate
    >,
  ),
});
export type SaveRatesBody = z.infer<typeof SaveRatesBody>;

export const CurrencyRates = z.object({
  Base: z.literal('USD'),
  /** Units per US dollar; a currency with no rate set yet is absent. */
  Rates: z.partialRecord(z.enum(RATED_CURRENCIES), z.number()),
  UpdatedAt: z.string().nullable(),
  /** Facet's addition: who set them (the console shows it). */
  UpdatedBy: z.string().nullable(),
});
export type CurrencyRates = z.infer<typeof CurrencyRates>;
