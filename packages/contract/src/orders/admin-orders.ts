import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { ORDER_STATUSES } from './order-state';
import { Order, OrderSummary, OrderStatusValue } from './orders';

const required = { error: 'FIELD_REQUIRED' } as const;
const id = Id;
const filled = (max: number) =>
  z.string(required).trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');
const note = z.string().trim().max(500, 'FIELD_TOO_LONG').optional();
/** A price a clerk confirms: at least a cent (a $0.00 line would give the stone away). */
const price = z
  .number('FIELD_INVALID')
  .finite('FIELD_INVALID')
  .max(100_000_000, 'FIELD_INVALID')
  .refine((value) => Math.round(value * 100) >= 1, 'PRICE_POSITIVE');

export const AdminOrderListBody = z.strictObject({
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(20),
  Status: OrderStatusValue.optional(),
  /** Order number, buyer email or stock number. */
  Keyword: z.string().trim().max(64, 'FIELD_TOO_LONG').optional(),
}); // prettier-ignore
export type AdminOrderListBody = z.infer<typeof AdminOrderListBody>;

export const AdminOrderSummary = OrderSummary.extend({
  Buyer: z.object({ Id: z.number().int(), Email: z.string(), Name: z.string() }),
});
export const AdminOrderPage = paged(AdminOrderSummary).extend({
  /** Orders per status, for the queue's tabs. */
  Counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrder = Order.extend({
  Buyer: z.object({
    Id: z.number().int(),
    Email: z.string(),
    Name: z.string(),
    Phone: z.string(),
    Orders: z.number().int(),
  }),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const ConfirmOrderBody = z.strictObject({
  OrderId: id,
  /** A new unit price for some lines, e.g. after a stock or price check. */
  Lines: z.array(z.strictObject({ LineId: id, UnitPrice: price })).max(200, 'FIELD_TOO_LONG').optional(),
  /** The quoted amount of a custom order from a picture. */
  Amount: price.optional(),
  Note: note,
}); // prettier-ignore
export type ConfirmOrderBody = z.infer<typeof ConfirmOrderBody>;

export const OrderNoteBody = z.strictObject({ OrderId: id, Note: note });
export type OrderNoteBody = z.infer<typeof OrderNoteBody>;

export const OrderReasonBody = z.strictObject({ OrderId: id, Reason: filled(500) });
export type OrderReasonBody = z.infer<typeof OrderReasonBody>;

export const ShipOrderBody = z.strictObject({
  OrderId: id,
  Carrier: filled(64),
  TrackingNo: z
    .string(required)
    .trim()
    .min(1, 'FIELD_REQUIRED')
    .max(64, 'FIELD_TOO_LONG')
    .regex(/^[A-Za-z0-9 -]+$/, 'FIELD_INVALID'),
  Note: note,
});
export type ShipOrderBody = z.infer<typeof ShipOrderBody>;
