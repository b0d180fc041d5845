import { z } from '../zod';
import { Id } from '../ids';
import { PricedGoods } from '../catalogue/goods';
import { CART_LINES_MAX, CART_PROBLEMS, CART_TABS } from './rules';

export * from './rules';

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
