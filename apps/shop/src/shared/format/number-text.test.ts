import { LOCALES, type Locale } from '@facet/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from './format';
import { dollarSign, numberText, type NumberStyle } from './number-text';

/** The styles the shop formats with (format.ts), and a few it may come to use. */
const STYLES: NumberStyle[] = [
  { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  { minimumFractionDigits: 2, maximumFractionDigits: 3 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD' },
  {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  },
  { style: 'percent', maximumFractionDigits: 1 },
  {},
];
const COMPACT: NumberStyle = { notation: 'compact', maximumFractionDigits: 1 };

const intl = (locale: Locale, value: number, style: NumberStyle) =>
  new Intl.NumberFormat(locale, style as Intl.NumberFormatOptions).format(value);

/** Numbers as the catalogue has them: prices, weights, percentages, with their edges. */
const amounts = fc.oneof(
  fc.double({ min: -1e14, max: 1e14, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((thousandths) => thousandths / 1000),
  fc.integer({ min: 0, max: 1e6 }).map((n) => n / 1e4),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 0.0005, -0.0049, 999.9995, 9.995, 1e-7, 123456789.125),
);

describe('numbers written without Intl', () => {
  it('are Intl’s text to the character in every language and style the shop uses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.constantFrom(...STYLES), amounts, (l, s, v) => {
        expect(numberText(l, v, s)).toBe(intl(l, v, s));
      }),
      { numRuns: 20_000 },
    );
  });

  it('write short counts as Intl does, units and the rounding into the next one included', () => {
    const edges = [0, 7, 999, 1000, 1049, 1050, 1234, 9999, 10_000, 12_345, 99_949, 99_950];
    const more = [99_999, 999_949, 999_950, 1e6, 12_345_678, 99_999_999, 1e8, 999_949_999_999];
    for (const locale of LOCALES) {
      for (const count of [...edges, ...more, -1234, -0]) {
        expect(numberText(locale, count, COMPACT) ?? intl(locale, count, COMPACT)).toBe(
          intl(locale, count, COMPACT),
        );
      }
    }
    expect(numberText('en', 999_950, COMPACT)).toBe('1M');
    expect(numberText('zh-CN', 12_345, COMPACT)).toBe('1.2万');
    expect(numberText('zh-TW', 1e8, COMPACT)).toBe('1億');
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 1e13 }), (l, count) => {
        const text = numberText(l, count, COMPACT);
        if (text !== null) expect(text).toBe(intl(l, count, COMPACT));
      }),
      { numRuns: 20_000 },
    );
  });

  it('leave to Intl what they do not write: other currencies, huge numbers, NaN', () => {
    expect(numberText('en', 12, { style: 'currency', currency: 'EUR' })).toBeNull();
    expect(numberText('en', 1e16)).toBeNull();
    expect(numberText('en', Number.NaN)).toBeNull();
    expect(numberText('en', 1e13, COMPACT)).toBeNull();
    expect(numberText('en', 1.5, COMPACT)).toBeNull();
  });

  it('write the examples the trade reads', () => {
    expect(numberText('en', 1234.5, STYLES[4])).toBe('$1,234.50');
    expect(numberText('zh-CN', -1234.5, STYLES[4])).toBe('-US$1,234.50');
    expect(numberText('en', -13.11 / 100, STYLES[7])).toBe('-13.11%');
    expect(numberText('en', 0.00001, STYLES[7])).toBe('0.00%');
    expect(numberText('en', 1.005, STYLES[2])).toBe('1.01');
  });
});

describe('calendar days written without Intl', () => {
  it('are Intl’s medium date in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (locale, moment) => {
          const day = moment.toISOString().slice(0, 10);
          const intlText = new Intl.DateTimeFormat(locale, {
            dateStyle: 'medium',
            timeZone: 'UTC',
          }).format(new Date(`${day}T00:00:00Z`));
          expect(formatCalendarDay(locale, day)).toBe(intlText);
        },
      ),
      { numRuns: 5_000 },
    );
    expect(formatCalendarDay('en', 'not a date')).toBe('not a date');
  });
});

describe('the dollar sign of an input', () => {
  it('is the sign the prices are written with: "$" in English, "US$" in Chinese', () => {
    for (const locale of LOCALES) {
      expect(intl(locale, 1, { style: 'currency', currency: 'USD' })).toBe(
        `${dollarSign(locale)}1.00`,
      );
    }
    expect(dollarSign('zh-CN')).toBe('US$');
  });
});
