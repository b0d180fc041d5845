import { z } from 'zod';
import {
  CURRENCIES,
  minorDigits,
  RATED_CURRENCIES,
  type Currency,
  type RatedCurrency,
} from './currency-units';

export * from './currency-units';

export const DisplayCurrency = z.enum(CURRENCIES, 'FIELD_INVALID');

/** A rate is stored as an integer of millionths: units of the currency per US dollar. */
export const RATE_SCALE = 1_000_000;
/** The highest rate accepted: more units per dollar than any display currency needs. */
export const RATE_MAX = 2_000;

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

export const toRateMillionths = (rate: number) => Math.round(rate * RATE_SCALE);
export const fromRateMillionths = (millionths: number) => millionths / RATE_SCALE;

/**
 * A USD amount in cents, in another currency's minor units (cents, fen, yen…), rounded half
 * away from zero. Integer arithmetic throughout: cents × millionths fits a BigInt exactly.
 */
export function convertCents(usdCents: number, currency: Currency, rateMillionths: number): number {
  if (currency === 'USD') return usdCents;
  // USD cents → currency minor units: × rate, × 10^(digits − 2).
  const scale = BigInt(RATE_SCALE) * 10n ** BigInt(2 - minorDigits(currency));
  const product = BigInt(usdCents) * BigInt(rateMillionths);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + scale) / (scale * 2n);
  return Number(negative ? -rounded : rounded);
}
