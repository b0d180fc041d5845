/**
 * A jeweller's retail price from the wholesale price they pay, in integer cents (docs/api.md):
 * the first markup rule that fits the stone (its category, its wholesale total inside the rule's
 * price band) gives the percentage, else the store's default; then the rounding.
 * Percentages are basis points of a percent (25.5 % = 2550) and never negative, and every
 * rounding goes up, so a retail price is never below what the jeweller pays.
 */
import type { Category } from '../catalogue/vocabulary';
import { tierCents } from '../buyers';

export const ROUNDINGS = ['none', 'whole', '99'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A markup from 0 to 500 %: a jeweller doubling or tripling a price is common, six times is not. */
export const MARKUP_PERCENT_MIN = 0;
export const MARKUP_PERCENT_MAX = 500;
/** Rules a store keeps: a percentage per category and a few price bands each is about 20. */
export const MARKUP_RULES_MAX = 20;

export type MarkupRule = {
  /** The stone's category, or null for every category. */
  category: Category | null;
  /** The band of the wholesale total, both ends included, in cents; null leaves it open. */
  minCents: number | null;
  maxCents: number | null;
  percentBp: number;
};

export type Markup = { rules: readonly MarkupRule[]; defaultBp: number; rounding: Rounding };

/** Whether a rule fits a stone of this category whose wholesale total is `wholesaleCents`. */
export const ruleFits = (rule: MarkupRule, category: Category, wholesaleCents: number) =>
  (rule.category === null || rule.category === category) &&
  (rule.minCents === null || wholesaleCents >= rule.minCents) &&
  (rule.maxCents === null || wholesaleCents <= rule.maxCents);

/** The percentage (basis points) this stone is marked up by: the first fitting rule's, or the default. */
export function markupBpFor(markup: Markup, category: Category, wholesaleCents: number): number {
  return (
    markup.rules.find((rule) => ruleFits(rule, category, wholesaleCents))?.percentBp ??
    markup.defaultBp
  );
}

/**
 * Rounding up: `whole` to the next whole dollar, `99` to the next price ending in .99 (a price
 * that ends in .99 already stays). Never more than 99 cents over, and rounding twice changes
 * nothing.
 */
export function roundRetail(cents: number, rounding: Rounding): number {
  switch (rounding) {
    case 'whole':
      return Math.ceil(cents / 100) * 100;
    case '99':
      return Math.floor(cents / 100) * 100 + 99;
    default:
      return cents;
  }
}

/** The retail price of a stone the jeweller buys at `wholesaleCents`. */
export function retailCents(markup: Markup, category: Category, wholesaleCents: number): number {
  const marked = tierCents(wholesaleCents, markupBpFor(markup, category, wholesaleCents));
  return roundRetail(marked, markup.rounding);
}
