import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  COUNTRY_CODES,
  houseBound,
  houseFilterOf,
  tierBpOver,
  mayOrder,
  maySeePrices,
  SubmitVerificationBody,
  tierBpFor,
  tierCents,
  TierPercent,
  toPercentBp,
} from '.';

describe('tier prices', () => {
  test('a percentage on the house price, rounded to the cent, halves away from zero', () => {
    expect(tierCents(100_000, -200)).toBe(98_000); // $1,000 at VIP −2 %
    expect(tierCents(100_000, 300)).toBe(103_000); // New +3 %
    expect(tierCents(12_345, 250)).toBe(12_654); // 12,653.625 → 12,654
    expect(tierCents(10_050, -50)).toBe(10_000); // 9,999.75 → 10,000
    expect(tierCents(1, -5000)).toBe(1); // half a cent rounds up, never to nothing
    expect(tierCents(777, 0)).toBe(777);
  });

  test('a tier for one category leaves the others at the house price', () => {
    const vip = { percentBp: -200, category: 'natural-white' as const };
    expect(tierBpFor(vip, 'natural-white')).toBe(-200);
    expect(tierBpFor(vip, 'lab-white')).toBe(0);
    expect(tierBpFor({ percentBp: 300, category: null }, 'parcel')).toBe(300);
    expect(tierBpFor(null, 'parcel')).toBe(0);
  });

  test('a price filter in tier prices finds exactly the stones priced inside it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000_000 }),
        fc.integer({ min: -5000, max: 10_000 }),
        (cents, bp) => {
          const max = houseBound(cents, bp, 'max');
          expect(tierCents(max, bp)).toBeLessThanOrEqual(cents);
          expect(tierCents(max + 1, bp)).toBeGreaterThan(cents);
          const min = houseBound(cents, bp, 'min');
          expect(tierCents(min, bp)).toBeGreaterThanOrEqual(cents);
          if (min > 0) expect(tierCents(min - 1, bp)).toBeLessThan(cents);
        },
      ),
    );
  });

  test('a filter in tier prices becomes house prices when the tier is alike over the query', () => {
    const vip = { percentBp: -200, category: null };
    expect(tierBpOver(['natural-white', 'lab-white'], vip)).toBe(-200);
    expect(tierBpOver(['natural-white', 'lab-white'], { percentBp: 300, category: 'lab-white' })).toBe(0); // prettier-ignore
    expect(tierBpOver(['lab-white'], { percentBp: 300, category: 'lab-white' })).toBe(300);
    // $980/ct at −2 % is $1,000/ct at the house price; the bounds stay inclusive.
    const filter: { PriceMin?: number; PriceMax?: number; WeightMin?: number } = { PriceMin: 980, PriceMax: 9800, WeightMin: 1 }; // prettier-ignore
    expect(houseFilterOf(filter, -200)).toEqual({ PriceMin: 1000, PriceMax: 10_000, WeightMin: 1 }); // prettier-ignore
    expect(houseFilterOf({ PriceMax: 5000 }, 0)).toEqual({ PriceMax: 5000 });
    expect(houseFilterOf({ WeightMin: 1 } as typeof filter, -200)).toEqual({ WeightMin: 1 });
  });

  test('a tier percentage is −50 to 100 with at most two decimals', () => {
    expect(TierPercent.safeParse(-2).success).toBe(true);
    expect(TierPercent.safeParse(2.25).success).toBe(true);
    expect(toPercentBp(2.25)).toBe(225);
    expect(TierPercent.safeParse(2.255).error?.issues[0]?.message).toBe('TIER_PERCENT_RANGE');
    expect(TierPercent.safeParse(-51).error?.issues[0]?.message).toBe('TIER_PERCENT_RANGE');
    expect(TierPercent.safeParse(101).error?.issues[0]?.message).toBe('TIER_PERCENT_RANGE');
  });
});

describe('buyer approval', () => {
  test('what an unverified buyer may do under each setting', () => {
    expect([mayOrder('off', 'none'), maySeePrices('off', 'none')]).toEqual([true, true]);
    expect([mayOrder('order', 'pending'), maySeePrices('order', 'pending')]).toEqual([false, true]); // prettier-ignore
    expect([mayOrder('browse', 'rejected'), maySeePrices('browse', 'rejected')]).toEqual([false, false]); // prettier-ignore
    expect([mayOrder('browse', 'approved'), maySeePrices('browse', 'approved')]).toEqual([true, true]); // prettier-ignore
  });

  test('a submission names a real country, in any case, and at least one paper', () => {
    expect(COUNTRY_CODES).toContain('HK');
    expect(COUNTRY_CODES).not.toContain('EU');
    const paper = '0b6c3c0e-8d7f-4c55-9f4e-6f0a3f1f8d2a';
    const parsed = SubmitVerificationBody.parse({ CompanyName: ' Lin Bros ', Country: 'hk', Documents: [paper] }); // prettier-ignore
    expect(parsed).toEqual({ CompanyName: 'Lin Bros', Country: 'HK', Documents: [paper] });
    const none = SubmitVerificationBody.safeParse({ CompanyName: 'Lin Bros', Country: 'HK', Documents: [] }); // prettier-ignore
    expect(none.error?.issues[0]).toMatchObject({ path: ['Documents'], message: 'DOCUMENTS_REQUIRED' }); // prettier-ignore
  });
});
