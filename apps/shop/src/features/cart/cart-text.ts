import { translate, type CartItem, type CartProblem, type Locale } from '@facet/contract';
import { formatCarats, formatNumber, formatUsd } from '../../shared/format/format';
import type { QuantityRule } from './cart-lines';

/** The shop's own words a cart line needs besides the contract's catalogue. */
export type CartWords = {
  pieces: (count: number, quantity: string) => string;
  /** "Minimum {{quantity}}" */
  minimum: (quantity: string) => string;
  /** "Price changed: {{from}} → {{to}}" */
  priceChanged: (from: string, to: string) => string;
  /** "{{price}}/ct" */
  perCarat: (price: string) => string;
  /** "{{price}}/pc" */
  perPiece: (price: string) => string;
};

/** "2.50 ct" for parcels, "3 pieces" for everything counted. */
export const quantityText = (
  locale: Locale,
  words: CartWords,
  quantity: number,
  unit: QuantityRule['unit'],
) =>
  unit === 'carat'
    ? formatCarats(locale, quantity)
    : words.pieces(quantity, formatNumber(locale, quantity));

/** A price of one sale unit: a unique stone's as it is, else "/ct" or "/pc" after it. */
export function unitPriceText(locale: Locale, words: CartWords, price: number, rule: QuantityRule) {
  const amount = formatUsd(locale, price);
  if (rule.fixed) return amount;
  return rule.unit === 'carat' ? words.perCarat(amount) : words.perPiece(amount);
}

/**
 * What a line's problem says to the buyer: the contract's message, with the minimum to reach
 * for MIN_BUY_NOT_MET and the old and new unit prices for PRICE_CHANGED.
 */
export function problemText(
  problem: CartProblem,
  line: CartItem,
  rule: QuantityRule,
  locale: Locale,
  words: CartWords,
): string {
  switch (problem) {
    case 'PRICE_CHANGED':
      return words.priceChanged(
        unitPriceText(locale, words, line.AddedUnitPrice, rule),
        unitPriceText(locale, words, line.Goods.Price, rule),
      );
    case 'MIN_BUY_NOT_MET':
      return `${translate(locale, problem)} · ${words.minimum(
        quantityText(locale, words, rule.minBuy, rule.unit),
      )}`;
    default:
      return translate(locale, problem);
  }
}
