import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ReturnReason, ReturnStatus } from '@facet/contract';
import { users } from '../accounts/accounts.table';
import { orders } from '../orders/orders.table';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Returns of received orders (docs/offers-memo-returns.md). Each keeps the lines it returns as
 * they were sold (`lines`: the order line, its stone, quantity and amount), so a return reads the
 * same whatever later happens to the stone.
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<ReturnLineRow[]>().notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull().default(''),
    /** Upload ids of the buyer's pictures (purpose `return`). */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    trackingNo: text('tracking_no'),
    refundCents: money('refund_cents'),
    staffNote: text('staff_note').notNull().default(''),
    restocked: boolean('restocked'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('returns_order_idx').on(t.orderId), index('returns_buyer_idx').on(t.userId, t.id), index('returns_status_idx').on(t.status, t.id)], // prettier-ignore
);

export type ReturnLineRow = {
  orderLineId: number;
  goodsId: number;
  stockNo: string;
  quantity: number;
  amountCents: number;
  /** What the order line took from stock: what going back on sale puts back. */
  stockTaken: number;
};
