import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CATEGORIES,
  OFFER_ACTIONS,
  OfferMakeBody,
  AdminOfferAnswerBody,
  isCounterInRange,
  isOfferable,
  isWaiting,
  offerDiscountPercent,
  offerMove,
  offerPriceProblem,
  offerStep,
  offerTotalCents,
  type OfferActor,
  type OfferState,
} from '../src';

const ACTORS: OfferActor[] = ['buyer', 'staff', 'system'];
const step = fc.record({
  actor: fc.constantFrom(...ACTORS),
  action: fc.constantFrom(...OFFER_ACTIONS),
  counterCents: fc.integer({ min: 1, max: 10_000_000 }),
});

describe('offers', () => {
  test('only single stones take offers: not parcels, rough, seeds or settings', () => {
    expect(CATEGORIES.filter(isOfferable)).toEqual(
      CATEGORIES.filter((c) => !['parcel', 'rough', 'seed'].includes(c)),
    );
  });

  test('the clerk answers an open offer; the buyer answers a counter; the clock ends both', () => {
    expect(offerMove('open', 'accept', 'staff')).toBe('accepted');
    expect(offerMove('open', 'counter', 'staff')).toBe('countered');
    expect(offerMove('open', 'decline', 'staff')).toBe('declined');
    expect(offerMove('countered', 'accept', 'buyer')).toBe('accepted');
    expect(offerMove('countered', 'withdraw', 'buyer')).toBe('withdrawn');
    expect(offerMove('countered', 'expire', 'system')).toBe('expired');
    // A buyer cannot accept their own offer, and a second clerk cannot answer a counter.
    expect(offerMove('open', 'accept', 'buyer')).toBeNull();
    expect(offerMove('countered', 'decline', 'staff')).toBeNull();
    expect(offerMove('accepted', 'withdraw', 'buyer')).toBeNull();
  });

  test('no move leaves a final status, and every move of a sequence is in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.array(step, { maxLength: 12 }), (offerCents, steps) => {
        let state: OfferState = { status: 'open', offerCents, counterCents: null, agreedCents: null };
        for (const { actor, action, counterCents } of steps) {
          const next = offerStep(state, actor, action, counterCents);
          if (!isWaiting(state.status)) expect(next).toBeNull();
          if (!next) continue;
          expect(offerMove(state.status, action, actor)).toBe(next.status);
          state = next;
        }
        // The money adds up: a price is agreed only by an acceptance, and it is one named before.
        if (state.status === 'accepted') {
          expect([state.offerCents, state.counterCents]).toContain(state.agreedCents);
        } else {
          expect(state.agreedCents).toBeNull();
        }
        expect(state.offerCents).toBe(offerCents);
      }),
    );
  }); // prettier-ignore

  test('an offer lies below the price and at or above the floor', () => {
    expect(offerPriceProblem(500_000, 500_000, 50)).toBe('OFFER_AT_PRICE');
    expect(offerPriceProblem(499_999, 500_000, 50)).toBeNull();
    expect(offerPriceProblem(250_000, 500_000, 50)).toBeNull();
    expect(offerPriceProblem(249_999, 500_000, 50)).toBe('OFFER_BELOW_FLOOR');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 99 }), (offer, price, floor) => {
        const problem = offerPriceProblem(offer, price, floor);
        if (problem === null) expect(offer < price && offer / price >= floor / 100 - 1e-12).toBe(true);
        if (problem === 'OFFER_BELOW_FLOOR') expect(offer / price < floor / 100).toBe(true);
      }),
    );
  }); // prettier-ignore

  test('a counter lies above the offer and at most the price', () => {
    expect(isCounterInRange(410_000, 400_000, 450_000)).toBe(true);
    expect(isCounterInRange(450_000, 400_000, 450_000)).toBe(true);
    expect(isCounterInRange(400_000, 400_000, 450_000)).toBe(false);
    expect(isCounterInRange(450_001, 400_000, 450_000)).toBe(false);
  });

  test('the total is the price per carat times the weight, to the cent; the discount in percent', () => {
    expect(offerTotalCents(410_000, 1.01)).toBe(414_100);
    expect(offerTotalCents(333_333, 0.333)).toBe(111_000);
    expect(offerDiscountPercent(400_000, 500_000)).toBe(20);
    expect(offerDiscountPercent(410_000, 450_000)).toBe(8.89);
  });

  test('an offer needs a price of at least a cent; a counter needs its price', () => {
    expect(OfferMakeBody.safeParse({ GoodsId: 1, PricePerCarat: 0.001 }).error?.issues[0]?.message).toBe('PRICE_POSITIVE');
    expect(OfferMakeBody.safeParse({ GoodsId: 1, PricePerCarat: 4100, Note: ' x ' }).data?.Note).toBe('x');
    const counter = AdminOfferAnswerBody.safeParse({ OfferId: 1, Action: 'counter' });
    expect(counter.error?.issues[0]?.path).toEqual(['PricePerCarat']);
    expect(AdminOfferAnswerBody.safeParse({ OfferId: 1, Action: 'decline' }).success).toBe(true);
  }); // prettier-ignore
});
