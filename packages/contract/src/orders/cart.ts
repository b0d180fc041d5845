import { z } from 'zod';
import { Id } from '../ids';
import { PricedGoods } from '../catalogue/goods';
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

const quantity = z
  .number('QUANTITY_INVALID')
  .finite('QUANTITY_INVALID')
  .min(0.01, 'QUANTITY_INVALID')
  .max(100_000, 'QUANTITY_INVALID');
const goodsId = Id;

export const CartAddBody = z.strictObject({
  GoodsList: z
    .array(z.strictObject({ GoodsId: goodsId, Quantity: quantity.optional() }), 'FIELD_INVALID')
    .min(1, 'NOTHING_SELECTED')
    .max(CART_LINES_MAX, 'FIELD_TOO_LONG'),
});
export type CartAddBody = z.infer<typeof CartAddBody>;

const cartIds = z
  .array(goodsId, 'FIELD_INVALID')
  .min(1, 'NOTHING_SELECTED')
  .max(CART_LINES_MAX, 'FIELD_TOO_LONG');

export const CartDeleteBody = z.strictObject({ CartIds: cartIds });
export type CartDeleteBody = z.infer<typeof CartDeleteBody>;

export const CartUpdateBody = z
  .strictObject({
    CartId: goodsId,
    Quantity: quantity.optional(),
    Selected: z.boolean('FIELD_INVALID').optional(),
  })
  .refine((b) => b.Quantity !== undefined || b.Selected !== undefined, {
    message: 'FIELD_REQUIRED',
    path: ['Quantity'],
  });
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;

/** Select or clear every line of one tab at once ("select all"). */
export const CartSelectAllBody = z.strictObject({
  Tab: z.enum(CART_TABS, 'FIELD_INVALID'),
  Selected: z.boolean('FIELD_INVALID'),
});
export type CartSelectAllBody = z.infer<typeof CartSelectAllBody>;

export const CartGetListQuery = z.object({
  SecretId: z.string().optional(),
  SecretKey: z.string().optional(),
});

export const CartItem = z.object({
  CartId: z.number().int(),
  Goods: PricedGoods,
  Quantity: z.number(),
  Selected: z.boolean(),
  /** Current price × quantity, USD. */
  Amount: z.number(),
  /** The unit price when the line was added, to show what changed. */
  AddedUnitPrice: z.number(),
  CustomMade: z.boolean(),
  Problem: z.enum(CART_PROBLEMS).nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  DiamondsRecommend: z.array(PricedGoods),
  /** The selected lines without problems: what the settlement bar would order. */
  Statistics: z.object({ Count: z.number().int(), Amount: z.number() }),
  StatisticsDetail: z.array(z.object({ Tab: z.enum(CART_TABS), Data: z.array(CartItem) })),
  /** Every line of the cart: the tab-bar badge. */
  TotalCount: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

/** Whether `quantity` is a sellable amount of a good sold in `unit`. */
export function isQuantityValid(quantity: number, unit: 'piece' | 'carat'): boolean {
  if (!Number.isFinite(quantity)) return false;
  if (unit === 'piece') return Number.isInteger(quantity) && quantity >= QUANTITY_MIN;
  const hundredths = quantity / CARAT_QUANTITY_STEP;
  return quantity >= CARAT_QUANTITY_STEP && Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}
