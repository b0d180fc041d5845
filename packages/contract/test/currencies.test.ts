import { describe, expect, test } from 'vitest';
import { convertCents, SaveRatesBody, toRateMillionths } from '../src';

const rates = { EUR: 0.92, CNY: 7.2431, HKD: 7.78, INR: 84.12, AED: 3.6725, ILS: 3.71, GBP: 0.79, JPY: 151.37 }; // prettier-ignore

describe('display currencies', () => {
  test.each([
    ['USD is itself', 10_601, 'USD', 1, 10_601],
    ['a dollar in euros', 100, 'EUR', 0.92, 92],
    ['half a fen rounds up', 2, 'CNY', 7.25, 15],
    ['$106.01 in yuan', 10_601, 'CNY', 7.2431, 76_784],
    ['yen have no minor unit: $106.01 is ¥16,047', 10_601, 'JPY', 151.37, 16_047],
    ['a large stone: $2,450,000.00 in rupees', 245_000_000, 'INR', 84.12, 20_609_400_000],
  ] as const)('%s', (_what, cents, currency, rate, expected) => {
    expect(convertCents(cents, currency, toRateMillionths(rate))).toBe(expected);
  });

  test('integer arithmetic: no float drift where a float product would round the wrong way', () => {
    // 0.29 × 100 is 28.999999999999996 in floating point; in millionths it is exact.
    expect(convertCents(29, 'GBP', toRateMillionths(1))).toBe(29);
    expect(convertCents(1_005, 'EUR', toRateMillionths(0.5))).toBe(503);
  });

  test('the console sends every rate, positive, with at most six decimals', () => {
    expect(SaveRatesBody.safeParse({ Rates: rates }).success).toBe(true);
    const issues = (body: unknown) =>
      SaveRatesBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ Rates: { ...rates, EUR: 0.1234567 } })).toEqual([['Rates.EUR', 'RATE_DECIMALS']]); // prettier-ignore
    expect(issues({ Rates: { ...rates, JPY: 0 } })).toEqual([['Rates.JPY', 'FIELD_INVALID']]);
    expect(issues({ Rates: { ...rates, USD: 1 } })?.[0]?.[0]).toBe('Rates');
    const { GBP: _gbp, ...missing } = rates;
    expect(issues({ Rates: missing })?.[0]?.[0]).toBe('Rates.GBP');
  });
});
