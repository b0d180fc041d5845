import type { Locale } from '@facet/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and a table formats hundreds of cells: one per kind. */
function formatter(locale: Locale, kind: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** US dollars, as every price travels: "$1,234.50" (every price is in dollars, so no "US$"). */
export const formatUsd = (locale: Locale, amount: number) =>
  formatter(locale, 'usd', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);

/** Carats with two decimals, or three for melee (0.005 ct). */
export const formatCarats = (locale: Locale, carats: number) =>
  formatter(locale, 'carats', { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(
    carats,
  );

export const formatCount = (locale: Locale, count: number) =>
  formatter(locale, 'count', { maximumFractionDigits: 2 }).format(count);

/** A signed percentage: "−13.11%", "+5.00%". */
export const formatSignedPercent = (locale: Locale, percent: number) =>
  formatter(locale, 'signed-percent', {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);

/** A share with two decimals: "12.50%" (12.5 for 12.5 %). */
export const formatPercent = (locale: Locale, percent: number) =>
  formatter(locale, 'percent', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
