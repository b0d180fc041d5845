import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  ddpPrice,
  discountFor,
  discountedPricePerCarat,
  lineAmount,
  priceOf,
  shapeGroupOf,
  sizeBandOf,
  SIZE_BANDS,
  stonePrice,
  toDiscountBp,
  toMilliCarats,
} from '../src';

describe('price per carat by discount', () => {
  test.each([
    // list $/ct, discount %, expected $/ct
    [10_000, -30, 7_000],
    [10_000, 0, 10_000],
    [10_000, 12.5, 11_250],
    [5_450, -42.37, 3_140.84], // 5450 × 0.5763 = 3140.835: half a cent rounds up
    [3_333.33, -33.33, 2_222.33], // 333333 × 6667 / 10000 = 222233.1 cents
  ])('list $%s at %s %% is $%s per carat', (list, discount, expected) => {
    expect(discountedPricePerCarat(Math.round(list * 100), toDiscountBp(discount))).toBe(
      Math.round(expected * 100),
    );
  });

  test('the discount that gives a price per carat reproduces it (calculator, both directions)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 20_000_000 }),
        fc.integer({ min: -9_000, max: 5_000 }),
        (listCents, discountBp) => {
          const ppc = discountedPricePerCarat(listCents, discountBp);
          const back = discountFor(listCents, ppc);
          expect(Math.abs(back - discountBp)).toBeLessThanOrEqual(1);
          expect(Math.abs(discountedPricePerCarat(listCents, back) - ppc)).toBeLessThanOrEqual(
            Math.ceil(listCents / 10_000),
          );
        },
      ),
    );
  });
});

describe('stone and line amounts in integer cents', () => {
  test('a 1.01 ct stone at $7,000.55/ct costs $7,070.56', () => {
    expect(stonePrice(700_055, toMilliCarats(1.01))).toBe(707_056); // 7070.5555 → .56
  });

  test('half a cent rounds up', () => {
    expect(stonePrice(1, 500)).toBe(1);
    expect(stonePrice(3, 500)).toBe(2);
  });

  test('a parcel line of 2.345 ct at $120.00/ct is $281.40', () => {
    expect(lineAmount(12_000, 2_345)).toBe(28_140);
  });

  test('DDP adds the configured rate', () => {
    expect(ddpPrice(100_000, 650)).toBe(106_500);
    expect(ddpPrice(99_999, 650)).toBe(106_499); // 106498.935 → 106499
  });

  test('amounts are always whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        (ppc, mct) => {
          expect(Number.isInteger(stonePrice(ppc, mct))).toBe(true);
        },
      ),
    );
  });
});

describe('pricing bases', () => {
  test('by discount: a stone is list × (1 + discount) × weight', () => {
    expect(
      priceOf('natural-white', {
        basis: 'discount',
        listCents: 1_000_000,
        discountBp: -3_000,
        weightMct: 1_500,
      }),
    ).toEqual({ pricePerCaratCents: 700_000, unitPriceCents: 1_050_000 });
  });

  test('per weight: a parcel sells by the carat', () => {
    expect(
      priceOf('parcel', { basis: 'weight', pricePerCaratCents: 45_000, weightMct: 8 }),
    ).toEqual({
      pricePerCaratCents: 45_000,
      unitPriceCents: 45_000,
    });
  });

  test('per grain and per piece: the unit is one stone', () => {
    expect(priceOf('seed', { basis: 'piece', pieceCents: 2_500, weightMct: 250 })).toEqual({
      pricePerCaratCents: 10_000,
      unitPriceCents: 2_500,
    });
    expect(
      priceOf('rough', { basis: 'grain', pieceCents: 9_900, weightMct: 3_300 })?.unitPriceCents,
    ).toBe(9_900);
  });

  test('a basis without its price has no price (refused on import)', () => {
    expect(
      priceOf('natural-white', {
        basis: 'discount',
        listCents: null,
        discountBp: -10,
        weightMct: 500,
      }),
    ).toBeNull();
  });
});

describe('list-price grid bands', () => {
  test('round is its own group, every other shape is a fancy', () => {
    expect(shapeGroupOf('round')).toBe('round');
    expect(shapeGroupOf('pear')).toBe('fancy');
  });

  test.each([
    [0.3, [300, 399]],
    [0.99, [900, 999]],
    [1, [1000, 1499]],
    [2.01, [2000, 2999]],
  ])('%s ct falls in its band', (carats, band) => {
    expect(sizeBandOf(toMilliCarats(carats))).toEqual(band);
  });

  test('bands do not overlap and leave no gap', () => {
    for (let i = 1; i < SIZE_BANDS.length; i++) {
      expect(SIZE_BANDS[i]![0]).toBe(SIZE_BANDS[i - 1]![1] + 1);
    }
  });
});
