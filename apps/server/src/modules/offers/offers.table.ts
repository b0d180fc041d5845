import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OfferAction, OfferActor, OfferStatus } from '@facet/contract';
import { users } from '../accounts/accounts.table';
import { goods } from '../inventory/inventory.table';
import { orders } from '../orders/orders.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/** One step of an offer's history, as stored (prices in cents). */
export type OfferStepRow = {
  at: string;
  by: OfferActor;
  action: OfferAction;
  /** The staff member who answered, for the audit and the console. */
  staffId?: number;
  pricePerCaratCents: number | null;
  note: string;
};

/**
 * Buyers' offers on single stones (docs/offers-memo-returns.md). An offer waits (`open`, or
 * `countered` for the buyer) until `expires_at`; once accepted, `expires_at` is until when the
 * agreed price and the hold stand. At most one waiting offer per buyer and stone — the partial
 * unique index is what refuses the second of two made at once. Prices are per carat, in cents;
 * `price_cents` is the stone's price per carat as the buyer was sent it when they made the offer.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    offerCents: money('offer_cents').notNull(),
    priceCents: money('price_cents').notNull(),
    counterCents: money('counter_cents'),
    agreedCents: money('agreed_cents'),
    note: text('note').notNull().default(''),
    history: jsonb('history').$type<OfferStepRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('offers_waiting_buyer_goods_idx')
      .on(t.userId, t.goodsId)
      .where(sql`status in ('open', 'countered')`),
    index('offers_buyer_idx').on(t.userId, t.id),
    index('offers_waiting_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status in ('open', 'countered')`),
    index('offers_status_idx').on(t.status, t.id),
  ],
);
