import { describe, expect, test } from 'vitest';
import type { AdminOffer } from '@facet/contract';
import { textOf } from '../../i18n/catalogue';
import {
  counterFigures,
  counterRangeOf,
  isCounterFor,
  listBodyOf,
  paramsOf,
  stoneWords,
  suggestedCounter,
  timeLeftOf,
  viewFromParams,
} from './offer-view';

/** An offer of `offered` a carat on a 1.01 ct stone priced `price` a carat. */
const offerOf = (offered: number, price: number, housePrice = price) =>
  ({
    PricePerCarat: offered,
    OfferedAgainstPricePerCarat: price,
    Goods: { Weight: 1.01, PricePerCarat: housePrice, Shape: 'round', Color: 'F', Clarity: 'VS1' },
  }) as AdminOffer;

describe('the list in the address', () => {
  test('open offers, the soonest to run out first, 20 a page, by default', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toEqual({ tab: 'open', sort: 'expiry', page: 1, pageSize: 20 });
    expect(paramsOf(view).toString()).toBe('');
    expect(listBodyOf(view)).toEqual({ PageIndex: 1, PageSize: 20, Status: 'open', Sort: 'expiry' }); // prettier-ignore
  });

  test('a view survives the round trip; every status together is no Status', () => {
    const view = { tab: 'all', sort: 'below', page: 3, pageSize: 50 } as const;
    expect(viewFromParams(paramsOf(view))).toEqual(view);
    expect(listBodyOf(view).Status).toBeUndefined();
  });

  test('what the contract does not know is left at its default', () => {
    const params = new URLSearchParams('Status=haggling&Sort=cheapest&Page=-2&Size=7');
    expect(viewFromParams(params)).toEqual({ tab: 'open', sort: 'expiry', page: 1, pageSize: 20 });
  });
});

describe('a counter', () => {
  test('lies above the offer and at most the stone’s price, to the cent', () => {
    const offer = offerOf(9_000, 10_000);
    expect(isCounterFor(offer, 9_000)).toBe(false);
    expect(isCounterFor(offer, 9_000.01)).toBe(true);
    expect(isCounterFor(offer, 10_000)).toBe(true);
    expect(isCounterFor(offer, 10_000.01)).toBe(false);
  });

  test('opens halfway, in whole dollars, or at the price when no dollar lies between', () => {
    expect(suggestedCounter(offerOf(9_000, 10_000))).toBe(9_500);
    expect(suggestedCounter(offerOf(4_123.45, 4_567.89))).toBe(4_346);
    expect(suggestedCounter(offerOf(99.6, 100.2))).toBe(100);
    expect(suggestedCounter(offerOf(100.1, 100.2))).toBe(100.2);
  });

  test('is not possible when nothing lies between the offer and the price offered against', () => {
    expect(counterRangeOf(offerOf(9_000, 9_000))).toBeNull();
    expect(suggestedCounter(offerOf(9_000, 8_000))).toBeNull();
  });

  test('is measured against the buyer’s own (tier) price, not the house price', () => {
    // A buyer on a +10 % tier offered 9,500 against 11,000; the house price is 10,000.
    const tiered = offerOf(9_500, 11_000, 10_000);
    expect(isCounterFor(tiered, 10_500)).toBe(true);
    expect(isCounterFor(tiered, 11_000.01)).toBe(false);
    expect(counterFigures(tiered, 10_450).belowPercent).toBe(5);
  });

  test('comes to the price per carat times the weight, and says how far below the price', () => {
    expect(counterFigures(offerOf(9_000, 10_000), 9_500)).toEqual({
      total: 9_595,
      belowPercent: 5,
    });
  });
});

describe('the time an offer has left', () => {
  const at = Date.parse('2026-11-29T08:00:00Z');
  test.each([
    ['2026-11-30T08:00:00Z', { days: 1, hours: 0, minutes: 0 }],
    ['2026-11-29T13:12:59Z', { days: 0, hours: 5, minutes: 12 }],
    ['2026-11-29T08:00:30Z', { days: 0, hours: 0, minutes: 0 }],
    ['2026-11-29T08:00:00Z', null],
    ['2026-11-29T07:00:00Z', null],
  ])('until %s', (expiresAt, left) => {
    expect(timeLeftOf(expiresAt, at)).toEqual(left);
  });
});

test('a stone as the trade names it, in the clerk’s language', () => {
  const { Goods } = offerOf(9_000, 10_000);
  expect(stoneWords('en', (key, params) => textOf('en', key, params), Goods)).toBe(
    'Round 1.01 ct F VS1',
  );
});
