import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { MemoOutcome, MemoStatus } from '@facet/contract';
import { users } from '../accounts/accounts.table';
import type { AddressSnapshot } from '../addresses/addresses.table';
import { goods } from '../inventory/inventory.table';
import { orders } from '../orders/orders.table';

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The value of stones an admin lets a verified buyer have on memo at once, in cents. */
export const memoLimits = pgTable('memo_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  limitCents: money('limit_cents').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Memos (docs/offers-memo-returns.md): single stones a buyer takes to show a client and buys
 * or sends back by `due_at`. Approval takes the stones' stock (they leave the market); a stone
 * bought stays taken by its order, one received back is put back.
 */
export const memos = pgTable(
  'memos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MemoStatus>().notNull().default('requested'),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    note: text('note').notNull().default(''),
    trackingNo: text('tracking_no'),
    createdAt: at('created_at').notNull().defaultNow(),
    shippedAt: at('shipped_at'),
    dueAt: at('due_at'),
    closedAt: at('closed_at'),
    /** The nearest reminder already sent, in days before the due date (3, then 1). */
    remindedDays: integer('reminded_days'),
  },
  (t) => [
    index('memos_buyer_idx').on(t.userId, t.id),
    index('memos_status_idx').on(t.status, t.id),
  ],
);

export const memoLines = pgTable(
  'memo_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memoId: integer('memo_id')
      .notNull()
      .references(() => memos.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** The stone's price as the buyer was sent it when they asked: what buying it costs. */
    priceCents: money('price_cents').notNull(),
    outcome: text('outcome').$type<MemoOutcome>().notNull().default('out'),
    returnTrackingNo: text('return_tracking_no'),
    receivedAt: at('received_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [unique('memo_lines_memo_goods_unique').on(t.memoId, t.goodsId), index('memo_lines_goods_idx').on(t.goodsId)], // prettier-ignore
);
