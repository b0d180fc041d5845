/** The cart's rules without schemas: the shop's stone page reads these alone. */
import type { Category } from '../catalogue/vocabulary';

/** §9: the number box starts at 1. */
export const QUANTITY_MIN = 1;
/** A cart holds at most this many lines; a wholesaler's buyer orders in batches, not thousands. */
export const CART_LINES_MAX = 200;
/** Parcels are bought in carats with up to two decimals; everything else in whole pieces. */
export const CARAT_QUANTITY_STEP = 0.01;

export const CART_TABS = ['purchase', 'blank', 'custom'] as const;
export type CartTab = (typeof CART_TABS)[number];

/**
 * The cart's three tabs: rough and seeds under "blank/seed", goods that must be grown to order
 * under "custom drawing", everything bought from stock under "purchase".
 */
export function cartTabOf(category: Category, customMade: boolean): CartTab {
  if (customMade) return 'custom';
  return category === 'rough' || category === 'seed' ? 'blank' : 'purchase';
}

export const CART_PROBLEMS = [
  'ITEM_SOLD',
  'OFF_MARKET',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'MIN_BUY_NOT_MET',
] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

/** Whether `quantity` is a sellable amount of a good sold in `unit`. */
export function isQuantityValid(quantity: number, unit: 'piece' | 'carat'): boolean {
  if (!Number.isFinite(quantity)) return false;
  if (unit === 'piece') return Number.isInteger(quantity) && quantity >= QUANTITY_MIN;
  const hundredths = quantity / CARAT_QUANTITY_STEP;
  return quantity >= CARAT_QUANTITY_STEP && Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}
