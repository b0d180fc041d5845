import type { Offer, OfferStep } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  agreedStanding,
  nextOfferPage,
  OFFER_TABS,
  offerFigures,
  parseOfferTab,
  staffNote,
  totalAt,
  waitingOn,
} from './offer-terms';

const stone = { PricePerCarat: 4_100, Weight: 1.01 };

describe('the figures of a price typed in the offer sheet', () => {
  it('reads nothing typed as empty, and what is not a price as invalid', () => {
    expect(offerFigures('', stone)).toEqual({ kind: 'empty' });
    expect(offerFigures('   ', stone)).toEqual({ kind: 'empty' });
    expect(offerFigures('abc', stone)).toEqual({ kind: 'invalid' });
    expect(offerFigures('0', stone)).toEqual({ kind: 'invalid' });
    expect(offerFigures('0.004', stone)).toEqual({ kind: 'invalid' });
    expect(offerFigures('-10', stone)).toEqual({ kind: 'invalid' });
  });

  it('gives the price to the cent, the stone’s total and how far below its price it is', () => {
    expect(offerFigures('3608', stone)).toEqual({
      kind: 'price',
      pricePerCarat: 3_608,
      total: 3_644.08,
      belowPercent: 12,
    });
    // As a trader types it: grouped, or with a decimal comma; rounded to the cent.
    expect(offerFigures('3,608.005', stone)).toMatchObject({ pricePerCarat: 3_608.01 });
    expect(offerFigures('3608,5', stone)).toMatchObject({ pricePerCarat: 3_608.5 });
  });

  it('reads the price itself and above as no discount, or a negative one', () => {
    expect(offerFigures('4100', stone)).toMatchObject({ belowPercent: 0 });
    expect(offerFigures('4510', stone)).toMatchObject({ belowPercent: -10 });
  });

  it('totals a price per carat over the weight without float dust', () => {
    expect(totalAt(3_895, 1.01)).toBe(3_933.95);
    expect(totalAt(0.1, 3)).toBe(0.3);
    expect(totalAt(1_234.56, 0.333)).toBe(411.11);
  });
});

describe('the tabs of My offers', () => {
  it('opens on the waiting offers unless the address names another tab', () => {
    expect(parseOfferTab(null)).toBe('waiting');
    expect(parseOfferTab('ended')).toBe('ended');
    expect(parseOfferTab('open')).toBe('waiting');
  });

  it('asks for one list per tab, a group of statuses where the tab shows several', () => {
    expect(OFFER_TABS).toEqual({ waiting: 'waiting', accepted: 'accepted', ended: 'ended' });
  });

  it('reads a tab page after page, then stops', () => {
    const page = (PageIndex: number, Total: number) => ({ PageIndex, PageSize: 10, Total });
    expect(nextOfferPage(page(1, 25))).toBe(2);
    expect(nextOfferPage(page(3, 25))).toBeUndefined();
    expect(nextOfferPage(page(1, 10))).toBeUndefined();
    expect(nextOfferPage(page(1, 0))).toBeUndefined();
  });
});

const step = (by: OfferStep['By'], Action: OfferStep['Action'], Note = ''): OfferStep => ({
  At: '2026-11-29T08:00:00.000Z',
  By: by,
  ByName: '',
  Action,
  PricePerCarat: null,
  Note,
});

describe('an offer as the buyer reads it', () => {
  it('finds the offer waiting on a stone', () => {
    const offers = [{ GoodsId: 7 }, { GoodsId: 9 }] as Offer[];
    expect(waitingOn(offers, 9)).toBe(offers[1]);
    expect(waitingOn(offers, 8)).toBeUndefined();
    expect(waitingOn(undefined, 9)).toBeUndefined();
  });

  it('says whether an accepted offer was bought, is in the cart, or held its price till a time now past', () => {
    const now = Date.parse('2026-11-29T08:00:00.000Z');
    expect(agreedStanding({ OrderId: 31, ExpiresAt: '2026-11-28T08:00:00.000Z' }, now)).toBe('ordered'); // prettier-ignore
    expect(agreedStanding({ OrderId: null, ExpiresAt: '2026-11-30T08:00:00.000Z' }, now)).toBe('inCart'); // prettier-ignore
    expect(agreedStanding({ OrderId: null, ExpiresAt: '2026-11-29T08:00:00.000Z' }, now)).toBe('lapsed'); // prettier-ignore
  });

  it('takes the clerk’s latest words, not the buyer’s', () => {
    expect(staffNote({ History: [step('buyer', 'make', 'For a client')] })).toBe('');
    expect(
      staffNote({
        History: [
          step('buyer', 'make', 'For a client'),
          step('staff', 'counter', 'Best we can do'),
          step('buyer', 'withdraw'),
        ],
      }),
    ).toBe('Best we can do');
  });
});
