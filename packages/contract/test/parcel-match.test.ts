import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { matchParcels, type ParcelOffer } from '../src';

/** Every way of taking 0 or minBuy..stock from each parcel, for tiny cases. */
function bruteForce(offers: ParcelOffer[], wanted: number) {
  let best = Infinity;
  const walk = (i: number, left: number, cost: number) => {
    if (left === 0) {
      best = Math.min(best, cost);
      return;
    }
    if (i === offers.length) return;
    walk(i + 1, left, cost);
    const o = offers[i]!;
    for (let x = Math.max(1, o.minBuy); x <= Math.min(o.stock, left); x++) {
      walk(i + 1, left - x, cost + o.unitPrice * x);
    }
  };
  walk(0, wanted, 0);
  return best;
}

const offer = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  unitPrice: fc.integer({ min: 1, max: 50 }),
  stock: fc.integer({ min: 0, max: 8 }),
  minBuy: fc.integer({ min: 0, max: 5 }),
});
const offers = fc.uniqueArray(offer, { selector: (o) => o.id, maxLength: 5 });

describe('parcel matching', () => {
  test('takes the cheapest parcel first', () => {
    const match = matchParcels(
      [
        { id: 1, unitPrice: 30, stock: 100, minBuy: 0 },
        { id: 2, unitPrice: 10, stock: 40, minBuy: 0 },
        { id: 3, unitPrice: 20, stock: 100, minBuy: 0 },
      ],
      100,
    );
    expect(match.picks).toEqual([
      { id: 2, quantity: 40, cost: 400 },
      { id: 3, quantity: 60, cost: 1200 },
    ]);
    expect(match).toMatchObject({ quantity: 100, cost: 1600, complete: true });
  });

  test('honours a minimum buy even when it makes a dearer parcel the answer', () => {
    // 10 wanted: the cheap parcel sells no less than 12, so the dearer one fills it.
    const match = matchParcels(
      [
        { id: 1, unitPrice: 5, stock: 50, minBuy: 12 },
        { id: 2, unitPrice: 9, stock: 50, minBuy: 1 },
      ],
      10,
    );
    expect(match.picks).toEqual([{ id: 2, quantity: 10, cost: 90 }]);
  });

  test('fills what it can and says it is incomplete when stock runs out', () => {
    const match = matchParcels([{ id: 1, unitPrice: 5, stock: 7, minBuy: 0 }], 10);
    expect(match).toMatchObject({ quantity: 7, complete: false });
  });

  test('never exceeds stock, respects minimum buys and fills exactly the quantity', () => {
    fc.assert(
      fc.property(offers, fc.integer({ min: 1, max: 20 }), (list, wanted) => {
        const match = matchParcels(list, wanted);
        const byId = new Map(list.map((o) => [o.id, o]));
        let total = 0;
        for (const pick of match.picks) {
          const o = byId.get(pick.id)!;
          expect(pick.quantity).toBeLessThanOrEqual(o.stock);
          expect(pick.quantity).toBeGreaterThanOrEqual(Math.max(1, o.minBuy));
          expect(pick.cost).toBe(o.unitPrice * pick.quantity);
          total += pick.quantity;
        }
        expect(total).toBe(match.quantity);
        expect(match.quantity).toBeLessThanOrEqual(wanted);
        expect(match.cost).toBe(match.picks.reduce((sum, p) => sum + p.cost, 0));
      }),
    );
  });

  test('no cheaper combination exists (brute force on small cases)', () => {
    fc.assert(
      fc.property(offers, fc.integer({ min: 1, max: 15 }), (list, wanted) => {
        const match = matchParcels(list, wanted);
        const best = bruteForce(list, wanted);
        if (best === Infinity) expect(match.complete).toBe(false);
        else {
          expect(match.complete).toBe(true);
          expect(match.cost).toBe(best);
        }
      }),
      { numRuns: 300 },
    );
  });
});
