import { minorDigits, type Currency, type Locale } from '@facet/contract';
import { numberText, type NumberStyle } from './number-text';

/**
 * Numbers as the trade reads them, in the buyer's language: US dollars to the cent, carats to
 * two or three decimals, discounts as signed percentages. Unit symbols (ct, mm) are the same in
 * every language, as they are on the trade's price lists.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** `value` in `style`: written out directly where it can be (number-text.ts), else by Intl. */
function written(locale: Locale, value: number, style: NumberStyle): string {
  const text = numberText(locale, value, style);
  if (text !== null) return text;
  const key = `${locale}|${JSON.stringify(style)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, style as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format.format(value);
}

export const formatNumber = (
  locale: Locale,
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
) => written(locale, value, { minimumFractionDigits, maximumFractionDigits });

/** A count on a chip, short: "1,204", "12K" (a phone's chip has room for four characters). */
export const formatChipCount = (locale: Locale, count: number) =>
  written(locale, count, { notation: 'compact', maximumFractionDigits: 1 });

export const formatUsd = (locale: Locale, amount: number) =>
  written(locale, amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** An amount in a display currency's minor units (cents, fen, yen), in that currency. */
export function formatMinor(locale: Locale, currency: Currency, minor: number) {
  const digits = minorDigits(currency);
  return written(locale, minor / 10 ** digits, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Whole dollars, for filter bounds and slider ends. */
export const formatUsdWhole = (locale: Locale, amount: number) =>
  written(locale, amount, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

export const formatCarats = (locale: Locale, carats: number) =>
  `${formatNumber(locale, carats, 3, 2)} ct`;

export const formatMillimetres = (locale: Locale, mm: number) =>
  `${formatNumber(locale, mm, 2)} mm`;

/** −13.11 (%) → "-13.11%". */
export const formatDiscount = (locale: Locale, percent: number) =>
  written(locale, percent / 100, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** A plain percentage of a proportion (table 57 → "57%"). */
export const formatPercent = (locale: Locale, percent: number) =>
  written(locale, percent / 100, { style: 'percent', maximumFractionDigits: 1 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day (YYYY-MM-DD, no time zone: a report's date) as Intl's medium date writes it,
 * "Sep 3, 2024", "2024年9月3日", without Intl's setting up (number-text.ts says why).
 */
export function formatCalendarDay(locale: Locale, date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day || month > 12 || day > 31) return date;
  return locale === 'en' ? `${MONTHS[month - 1]} ${day}, ${year}` : `${year}年${month}月${day}日`;
}
