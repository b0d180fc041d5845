import { minorDigits, type Currency, type Locale } from '@facet/contract';

/**
 * Numbers as the trade reads them, in the buyer's language: US dollars to the cent, carats to
 * two or three decimals, discounts as signed percentages. Unit symbols (ct, mm) are the same in
 * every language, as they are on the trade's price lists.
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export const formatNumber = (
  locale: Locale,
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
) => numberFormat(locale, { minimumFractionDigits, maximumFractionDigits }).format(value);

/** A count on a chip, short: "1,204", "12K" (a phone's chip has room for four characters). */
export const formatChipCount = (locale: Locale, count: number) =>
  numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(count);

export const formatUsd = (locale: Locale, amount: number) =>
  numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** An amount in a display currency's minor units (cents, fen, yen), in that currency. */
export function formatMinor(locale: Locale, currency: Currency, minor: number) {
  const digits = minorDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** Whole dollars, for filter bounds and slider ends. */
export const formatUsdWhole = (locale: Locale, amount: number) =>
  numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

export const formatCarats = (locale: Locale, carats: number) =>
  `${formatNumber(locale, carats, 3, 2)} ct`;

export const formatMillimetres = (locale: Locale, mm: number) =>
  `${formatNumber(locale, mm, 2)} mm`;

/** −13.11 (%) → "-13.11%". */
export const formatDiscount = (locale: Locale, percent: number) =>
  numberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);

/** A plain percentage of a proportion (table 57 → "57%"). */
export const formatPercent = (locale: Locale, percent: number) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
