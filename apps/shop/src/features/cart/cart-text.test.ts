import { CART_PROBLEMS, loadCatalogue } from '@facet/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { line, parcel, seed, stone } from './cart-fixtures';
import { quantityRuleOf } from './cart-lines';
import { problemText, quantityText, unitPriceText, type CartWords } from './cart-text';

// As the shop does when the buyer reads Chinese.
beforeAll(() => loadCatalogue('zh-CN'));

const words: CartWords = {
  pieces: (count, quantity) => `${quantity} piece${count === 1 ? '' : 's'}`,
  minimum: (quantity) => `minimum ${quantity}`,
  priceChanged: (from, to) => `Price changed: ${from} → ${to}`,
  perCarat: (price) => `${price}/ct`,
  perPiece: (price) => `${price}/pc`,
};

describe('a cart line in words', () => {
  it('gives every problem a message in the buyer’s language', () => {
    for (const problem of CART_PROBLEMS) {
      const english = problemText(problem, line(stone), quantityRuleOf(stone), 'en', words);
      const chinese = problemText(problem, line(stone), quantityRuleOf(stone), 'zh-CN', words);
      expect(english.length, problem).toBeGreaterThan(0);
      expect(chinese, problem).not.toBe(english);
    }
  });

  it('says what sold or withdrawn goods are in the contract’s words', () => {
    const rule = quantityRuleOf(stone);
    expect(problemText('ITEM_SOLD', line(stone), rule, 'en', words)).toBe(
      'The item was just bought by someone else',
    );
    expect(problemText('OFF_MARKET', line(stone), rule, 'en', words)).toBe(
      'The item was taken off the market',
    );
    expect(problemText('OUT_OF_STOCK', line(stone), rule, 'en', words)).toBe(
      'The item is out of stock or the stock is insufficient',
    );
  });

  it('shows the old and the new unit price of a repriced line', () => {
    const repriced = line(stone, { AddedUnitPrice: 6500, Problem: 'PRICE_CHANGED' });
    expect(problemText('PRICE_CHANGED', repriced, quantityRuleOf(stone), 'en', words)).toBe(
      'Price changed: $6,500.00 → $6,816.15',
    );
    const lot = line(parcel, { AddedUnitPrice: 230, Problem: 'PRICE_CHANGED' });
    expect(problemText('PRICE_CHANGED', lot, quantityRuleOf(parcel), 'en', words)).toBe(
      'Price changed: $230.00/ct → $241.00/ct',
    );
  });

  it('names the minimum to reach in the good’s unit', () => {
    expect(problemText('MIN_BUY_NOT_MET', line(seed), quantityRuleOf(seed), 'en', words)).toBe(
      'Minimum wholesale quantity not met · minimum 11 pieces',
    );
    expect(problemText('MIN_BUY_NOT_MET', line(parcel), quantityRuleOf(parcel), 'en', words)).toBe(
      'Minimum wholesale quantity not met · minimum 4.86 ct',
    );
  });

  it('writes quantities and unit prices as the trade does', () => {
    expect(quantityText('en', words, 5.25, 'carat')).toBe('5.25 ct');
    expect(quantityText('en', words, 1, 'piece')).toBe('1 piece');
    expect(quantityText('en', words, 2816, 'piece')).toBe('2,816 pieces');
    expect(unitPriceText('en', words, 6816.15, quantityRuleOf(stone))).toBe('$6,816.15');
    expect(unitPriceText('en', words, 29, quantityRuleOf(seed))).toBe('$29.00/pc');
    expect(unitPriceText('en', words, 241, quantityRuleOf(parcel))).toBe('$241.00/ct');
  });
});
