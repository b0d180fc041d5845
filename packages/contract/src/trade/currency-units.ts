/**
 * Display currencies (API.md, "Trade tools"). Prices stay in USD in the database and on
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
