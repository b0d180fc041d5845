import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  MARKUP_PERCENT_MAX,
  markupBpFor,
  retailCents,
  roundRetail,
  ROUNDINGS,
  type Markup,
  type MarkupRule,
} from './markup';
import { STORE_CATEGORIES } from './store';
import { tierCents } from '../buyers';

const category = fc.constantFrom(...STORE_CATEGORIES);
const cents = fc.integer({ min: 1, max: 1_000_000_000 });
const bp = fc.integer({ min: 0, max: MARKUP_PERCENT_MAX * 100 });
const band = fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null });
const rule: fc.Arbitrary<MarkupRule> = fc
  .record({
    category: fc.option(category, { nil: null }),
    minCents: band,
    maxCents: band,
    percentBp: bp,
  })
  .map((r) =>
    r.minCents !== null && r.maxCents !== null && r.minCents > r.maxCents
      ? { ...r, minCents: r.maxCents, maxCents: r.minCents }
      : r,
  );
const markup: fc.Arbitrary<Markup> = fc.record({
  rules: fc.array(rule, { maxLength: 8 }),
  defaultBp: bp,
  rounding: fc.constantFrom(...ROUNDINGS),
});

describe('retail prices', () => {
  test('25 % on $4,970.00 is $6,212.50; whole dollars $6,213; .99 $6,212.99', () => {
    const at = (rounding: Markup['rounding']) =>
      retailCents({ rules: [], defaultBp: 2500, rounding }, 'natural-white', 497_000);
    expect(at('none')).toBe(621_250);
    expect(at('whole')).toBe(621_300);
    expect(at('99')).toBe(621_299);
  });

  test('the first fitting rule wins; none fitting, the default', () => {
    const rules: MarkupRule[] = [
      { category: 'lab-white', minCents: null, maxCents: null, percentBp: 5000 },
      { category: null, minCents: 0, maxCents: 100_000, percentBp: 4000 },
      { category: null, minCents: 50_000, maxCents: null, percentBp: 2000 },
    ];
    const m: Markup = { rules, defaultBp: 1000, rounding: 'none' };
    expect(markupBpFor(m, 'lab-white', 10_000)).toBe(5000);
    // $800 fits both bands: the earlier one (40 %) wins.
    expect(markupBpFor(m, 'natural-white', 80_000)).toBe(4000);
    expect(markupBpFor(m, 'natural-white', 100_000)).toBe(4000); // both ends included
    expect(markupBpFor(m, 'natural-white', 100_001)).toBe(2000);
    expect(markupBpFor({ ...m, rules: rules.slice(0, 2) }, 'natural-white', 100_001)).toBe(1000);
  });

  test('rounding goes up to the dollar or the next .99, and a .99 price stays', () => {
    expect(roundRetail(123_401, 'whole')).toBe(123_500);
    expect(roundRetail(123_400, 'whole')).toBe(123_400);
    expect(roundRetail(123_400, '99')).toBe(123_499);
    expect(roundRetail(123_499, '99')).toBe(123_499);
    expect(roundRetail(123_450, 'none')).toBe(123_450);
  });

  test('retail is never below wholesale', () => {
    fc.assert(
      fc.property(markup, category, cents, (m, c, w) => {
        expect(retailCents(m, c, w)).toBeGreaterThanOrEqual(w);
      }),
    );
  });

  test('the percentage is the first fitting rule’s, in order, else the default', () => {
    fc.assert(
      fc.property(markup, category, cents, (m, c, w) => {
        const fits = m.rules.filter(
          (r) =>
            (r.category === null || r.category === c) &&
            (r.minCents === null || w >= r.minCents) &&
            (r.maxCents === null || w <= r.maxCents),
        );
        expect(markupBpFor(m, c, w)).toBe(fits[0]?.percentBp ?? m.defaultBp);
        // A rule put in front that fits the stone takes over; one that does not changes nothing.
        const first = { category: c, minCents: null, maxCents: null, percentBp: 123 };
        expect(markupBpFor({ ...m, rules: [first, ...m.rules] }, c, w)).toBe(123);
        const other = STORE_CATEGORIES.find((x) => x !== c)!;
        const misfit = { category: other, minCents: null, maxCents: null, percentBp: 321 };
        expect(markupBpFor({ ...m, rules: [misfit, ...m.rules] }, c, w)).toBe(markupBpFor(m, c, w)); // prettier-ignore
      }),
    );
  });

  test('rounding never goes below the marked-up price nor a dollar above it, and is idempotent', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...ROUNDINGS), (marked, rounding) => {
        const rounded = roundRetail(marked, rounding);
        expect(rounded).toBeGreaterThanOrEqual(marked);
        expect(rounded - marked).toBeLessThan(100);
        expect(roundRetail(rounded, rounding)).toBe(rounded);
        if (rounding === 'whole') expect(rounded % 100).toBe(0);
        if (rounding === '99') expect(rounded % 100).toBe(99);
      }),
    );
  });

  test('retail is the marked-up price, rounded', () => {
    fc.assert(
      fc.property(markup, category, cents, (m, c, w) => {
        const marked = tierCents(w, markupBpFor(m, c, w));
        const retail = retailCents(m, c, w);
        expect(retail).toBe(roundRetail(marked, m.rounding));
        expect(Number.isInteger(retail)).toBe(true);
      }),
    );
  });
});
