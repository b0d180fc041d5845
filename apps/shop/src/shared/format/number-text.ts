import type { Locale } from '@facet/contract';

/**
 * Numbers written out without `Intl`, for what the catalogue shows most: plain numbers, US
 * dollars, percentages and short counts. The page's first `Intl.NumberFormat` sets up ICU's number
 * data, 40–80 ms on this machine and four times that on a mid-range phone, inside the first render
 * of every catalogue page (docs/web-apps.md, "Speed on a phone"). The shop's three languages
 * write these alike (1,234.56, grouped by three; only the dollar sign and the short counts
 * differ), and the text is Intl's to the character: `number-text.test.ts` compares the two.
 * Whatever this does not write (another currency, another style, a huge number) answers `null`
 * and is Intl's.
 */
export type NumberStyle = {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  style?: 'decimal' | 'currency' | 'percent';
  currency?: string;
  signDisplay?: 'auto' | 'exceptZero';
  notation?: 'standard' | 'compact';
};

const DOLLAR: Record<Locale, string> = { en: '$', 'zh-CN': 'US$', 'zh-TW': 'US$' };

/** The sign before a dollar amount in the buyer's language ("$", "US$"), for an input's prefix. */
export const dollarSign = (locale: Locale) => DOLLAR[locale];

/** The short counts' units, every `step` powers of ten: what ICU's "compact short" writes. */
const COMPACT: Record<Locale, { step: number; units: string[] }> = {
  en: { step: 3, units: ['K', 'M', 'B'] },
  'zh-CN': { step: 4, units: ['万', '亿'] },
  'zh-TW': { step: 4, units: ['萬', '億'] },
};

/** Beyond this, numbers are Intl's (the shop never shows them; exponents would need care). */
const LARGEST = 1e15;

/**
 * |value| × 10^shift as decimal digits and the place of the point, from the shortest text that
 * reads back as `value` — the decimal ICU rounds, so 1.005 rounds to 1.01 as it does there.
 */
function decimalOf(value: number, shift: number) {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) + shift };
}

/**
 * The decimal rounded half away from zero to `maximum` fraction digits, trailing zeros dropped
 * down to `minimum`: "1234.5" (no sign, no grouping); `zero` says nothing but zeros is left.
 */
function rounded(value: number, shift: number, minimum: number, maximum: number) {
  let { digits, point } = decimalOf(value, shift);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  const kept = point + maximum;
  if (digits.length > kept) {
    const up = digits.charCodeAt(kept) >= 53; // '5'
    let place = kept - 1;
    const chars = digits.slice(0, kept).split('');
    if (up) {
      while (place >= 0 && chars[place] === '9') chars[place--] = '0';
      if (place < 0) {
        chars.unshift('1');
        point += 1;
      } else chars[place] = String(Number(chars[place]) + 1);
    }
    digits = chars.join('');
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  let fraction = digits.slice(point);
  let end = fraction.length;
  while (end > minimum && fraction[end - 1] === '0') end -= 1;
  fraction = fraction.slice(0, end).padEnd(minimum, '0');
  return { whole, fraction, zero: /^0*$/.test(whole + fraction) };
}

/** "1234567" → "1,234,567"; with `minimumGrouping` 2 (short counts), four digits stay whole. */
function grouped(whole: string, minimumGrouping = 1) {
  if (whole.length < 3 + minimumGrouping) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `value` as `Intl.NumberFormat(locale, style)` writes it, or `null` where that is Intl's to do. */
export function numberText(locale: Locale, value: number, style: NumberStyle = {}): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST || !(locale in DOLLAR)) return null;
  const kind = style.style ?? 'decimal';
  if (kind === 'currency' && style.currency !== 'USD') return null;
  if (style.notation === 'compact') return compactText(locale, value, style);
  const fallbackMaximum = kind === 'currency' ? 2 : kind === 'percent' ? 0 : 3;
  const minimum = style.minimumFractionDigits ?? (kind === 'currency' ? 2 : 0);
  const maximum = Math.max(minimum, style.maximumFractionDigits ?? fallbackMaximum);
  const number = rounded(value, kind === 'percent' ? 2 : 0, minimum, maximum);
  const negative = value < 0 || Object.is(value, -0);
  // "exceptZero" signs every number that does not round to zero, "+" included.
  const signed = style.signDisplay === 'exceptZero';
  const sign = signed && number.zero ? '' : negative ? '-' : signed ? '+' : '';
  const body = grouped(number.whole) + (number.fraction ? `.${number.fraction}` : '');
  if (kind === 'currency') return `${sign}${DOLLAR[locale]}${body}`;
  return `${sign}${body}${kind === 'percent' ? '%' : ''}`;
}

/** A whole count, short ("12.3K", "1.2万"): the largest unit it reaches once rounded. */
function compactText(locale: Locale, value: number, style: NumberStyle) {
  const maximum = style.maximumFractionDigits;
  if (!Number.isInteger(value) || maximum === undefined || style.style || style.signDisplay) {
    return null;
  }
  const minimum = style.minimumFractionDigits ?? 0;
  const { step, units } = COMPACT[locale];
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const size = Math.abs(value);
  let unit = Math.min(Math.floor((String(size).length - 1) / step), units.length);
  if (unit === 0) return `${sign}${grouped(String(size), 2)}`;
  let number = rounded(size, -unit * step, minimum, maximum);
  // 999,950 is "1M", not "1000K": a rounding that reaches the next unit takes it.
  if (number.whole.length > step) {
    unit += 1;
    number = rounded(size, -unit * step, minimum, maximum);
  }
  if (unit > units.length) return null;
  const fraction = number.fraction ? `.${number.fraction}` : '';
  return `${sign}${grouped(number.whole, 2)}${fraction}${units[unit - 1]}`;
}
