import { describe, expect, it } from 'vitest';
import { cartOf, line, parcel, seed, stone } from './cart-fixtures';
import { withLine, withTabSelected, withoutLines } from './cart-cache';
import {
  defaultQuantity,
  initialTab,
  isBelowMinBuy,
  linesOf,
  normalizeQuantity,
  problemOf,
  quantityRuleOf,
  settleBlocker,
  tabSelection,
  tabSettlement,
} from './cart-lines';

describe('the number box of a good', () => {
  it('fixes a unique stone at one', () => {
    expect(quantityRuleOf(stone)).toMatchObject({ fixed: true, min: 1, max: 1, step: 1 });
  });

  it('counts a parcel in hundredths of a carat, from its minimum buy to its stock', () => {
    expect(quantityRuleOf(parcel)).toEqual({
      unit: 'carat',
      fixed: false,
      min: 4.86,
      max: 294.51,
      step: 0.01,
      digits: 2,
      minBuy: 4.86,
    });
  });

  it('counts seeds and rough in whole pieces, never under one', () => {
    expect(quantityRuleOf(seed)).toMatchObject({ unit: 'piece', min: 11, max: 4352, step: 1 });
    expect(quantityRuleOf({ ...seed, MinBuy: 0 })).toMatchObject({ min: 1, minBuy: 1 });
  });

  it('lets goods grown to order go past the shelf', () => {
    expect(quantityRuleOf({ ...seed, Stock: 0, ArrivalDays: 20 }).max).toBe(100_000);
  });

  it('keeps a shelf smaller than the minimum buy reachable, under the minimum', () => {
    const rule = quantityRuleOf({ ...seed, Stock: 5, MinBuy: 11 });
    expect(rule).toMatchObject({ min: 5, max: 5, minBuy: 11 });
    expect(isBelowMinBuy(5, rule)).toBe(true);
  });

  it('puts typed quantities on the grid and in range', () => {
    const carats = quantityRuleOf(parcel);
    expect(normalizeQuantity(5.256, carats)).toBe(5.26);
    expect(normalizeQuantity(1, carats)).toBe(4.86);
    expect(normalizeQuantity(1000, carats)).toBe(294.51);
    expect(normalizeQuantity(Number.NaN, carats)).toBe(4.86);
    expect(normalizeQuantity(12.4, quantityRuleOf(seed))).toBe(12);
  });

  it('starts an add-to-cart at the minimum buy', () => {
    expect(defaultQuantity(quantityRuleOf(parcel))).toBe(4.86);
    expect(defaultQuantity(quantityRuleOf(seed))).toBe(11);
    expect(defaultQuantity(quantityRuleOf(stone))).toBe(1);
  });

  it('does not call 0.1 + 0.2 carats short of 0.3', () => {
    const rule = quantityRuleOf({ ...parcel, MinBuy: 0.3 });
    expect(isBelowMinBuy(0.1 + 0.2, rule)).toBe(false);
    expect(isBelowMinBuy(0.29, rule)).toBe(true);
  });
});

describe('what is wrong with a line', () => {
  it('is what the server says, the gravest first', () => {
    expect(problemOf(line(stone, { Problem: 'ITEM_SOLD' }))).toBe('ITEM_SOLD');
    expect(problemOf(line(stone, { Problem: 'PRICE_CHANGED' }))).toBe('PRICE_CHANGED');
    expect(problemOf(line(stone))).toBeNull();
  });

  it('shows a quantity under the minimum buy at once, before the server answers', () => {
    const seeds = line(seed, { Quantity: 11 });
    expect(problemOf(seeds, 10)).toBe('MIN_BUY_NOT_MET');
    expect(problemOf(line(seed, { Quantity: 12, Problem: 'PRICE_CHANGED' }), 10)).toBe(
      'MIN_BUY_NOT_MET',
    );
  });

  it('drops the server’s MIN_BUY_NOT_MET once a sufficient quantity is on its way', () => {
    const short = line({ ...seed, MinBuy: 20 }, { Quantity: 11, Problem: 'MIN_BUY_NOT_MET' });
    expect(problemOf(short)).toBe('MIN_BUY_NOT_MET');
    expect(problemOf(short, 20)).toBeNull();
  });
});

describe('the tabs and the settlement', () => {
  const sold = line({ ...stone, Id: 8 }, { Problem: 'ITEM_SOLD' });
  const fine = line(stone);
  const short = line(seed, { Problem: 'MIN_BUY_NOT_MET', Quantity: 5 });

  it('opens the tab asked for, else the first holding anything', () => {
    const cart = cartOf({ blank: [line(seed)] });
    expect(initialTab(cart, 'custom')).toBe('custom');
    expect(initialTab(cart, 'nonsense')).toBe('blank');
    expect(initialTab(cart, null)).toBe('blank');
    expect(initialTab(undefined, null)).toBe('purchase');
  });

  it('ticks "select all" when every line that can be chosen is ticked', () => {
    expect(tabSelection([fine, { ...sold, Selected: false }])).toEqual({
      selectable: 1,
      all: true,
    });
    expect(tabSelection([{ ...fine, Selected: false }])).toEqual({ selectable: 1, all: false });
    expect(tabSelection([sold])).toEqual({ selectable: 0, all: false });
  });

  it('settles when a ticked line can be ordered, a changed price included', () => {
    expect(settleBlocker([fine, sold])).toBeNull();
    const repriced = line(stone, { Problem: 'PRICE_CHANGED' });
    expect(settleBlocker([repriced])).toBeNull();
  });

  it('says why not: nothing ticked, or only lines that cannot be ordered', () => {
    expect(settleBlocker([])).toBe('NOTHING_SELECTED');
    expect(settleBlocker([{ ...fine, Selected: false }])).toBe('NOTHING_SELECTED');
    // A sold line ticked by "select all" shows no tick: nothing is selected to the buyer.
    expect(settleBlocker([sold])).toBe('NOTHING_SELECTED');
    expect(settleBlocker([short])).toBe('MIN_BUY_NOT_MET');
  });

  it('counts and totals only the ticked lines of the tab on screen, in cents', () => {
    const rough = line({ ...seed, Id: 31, Category: 'rough', Price: 902, MinBuy: 1 });
    const cart = cartOf({ purchase: [{ ...fine, Selected: false }], blank: [rough] });
    // Nothing ticked on Purchase: the ticked rough stone under Blank / seed is not settled here.
    expect(tabSettlement(linesOf(cart, 'purchase'))).toEqual({ count: 0, amountCents: 0 });
    expect(settleBlocker(linesOf(cart, 'purchase'))).toBe('NOTHING_SELECTED');
    expect(tabSettlement(linesOf(cart, 'blank'))).toEqual({ count: 1, amountCents: 90_200 });
    // A parcel by the carat (241 × 5.55 = 1,337.55); sold and short lines are not ordered.
    const carats = line(parcel, { Quantity: 5.55 });
    expect(tabSettlement([fine, carats, sold, short]).amountCents).toBe(681_615 + 133_755);
  });
});

describe('the cart until the server answers', () => {
  it('prices a new quantity as the server does, to the cent', () => {
    const cart = cartOf({ purchase: [line(parcel, { Quantity: 5 })] });
    const next = withLine(cart, parcel.Id, { Quantity: 5.25 });
    expect(next.StatisticsDetail[0]!.Data[0]).toMatchObject({ Quantity: 5.25, Amount: 1265.25 });
    expect(
      withLine(cart, parcel.Id, { Selected: false }).StatisticsDetail[0]!.Data[0],
    ).toMatchObject({ Quantity: 5, Selected: false });
  });

  it('ticks a whole tab but no line that cannot be bought', () => {
    const sold = line({ ...stone, Id: 8 }, { Problem: 'OFF_MARKET', Selected: false });
    const cart = cartOf({
      purchase: [line(stone, { Selected: false }), sold],
      blank: [line(seed)],
    });
    const next = withTabSelected(cart, 'purchase', true);
    expect(next.StatisticsDetail[0]!.Data.map((each) => each.Selected)).toEqual([true, false]);
    expect(withTabSelected(cart, 'blank', false).StatisticsDetail[1]!.Data[0]!.Selected).toBe(
      false,
    );
  });

  it('takes deleted lines out of their tab and out of the badge count', () => {
    const cart = cartOf({ purchase: [line(stone)], blank: [line(seed)] });
    const next = withoutLines(cart, [seed.Id]);
    expect(next.TotalCount).toBe(1);
    expect(next.StatisticsDetail[1]!.Data).toEqual([]);
  });
});
