/**
 * Display currencies (docs/api.md). Prices stay in USD in the database and on
 * orders; a buyer may read lists and details in another currency at the rates an admin sets
 * (no outside rate service is reachable). Orders always state the binding USD amount.
 */
export const CURRENCIES = ['USD', 'EUR', 'CNY', 'HKD', 'INR', 'AED', 'ILS', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currencies a rate is set for: every display currency but USD itself. */
export const RATED_CURRENCIES = CURRENCIES.filter(
  (c): c is Exclude<Currency, 'USD'> => c !== 'USD',
);
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Digits after the point of a currency's minor unit (ISO 4217): the yen has none. */
export const minorDigits = (currency: Currency) => (currency === 'JPY' ? 0 : 2);

/** A rate is stored as an integer of millionths: units of the currency per US dollar. */
export const RATE_SCALE = 1_000_000;
/** The highest rate accepted: more units per dollar than any display currency needs. */
export const RATE_MAX = 2_000;

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
