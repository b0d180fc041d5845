import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';
import { goods } from '../inventory/inventory.table';

export const HOLD_ENDINGS = ['buyer', 'staff', 'expiry', 'order'] as const;
export type HoldEnding = (typeof HOLD_ENDINGS)[number];

/**
 * Buyers' holds on single stones. A hold is current until it ends (`endedAt`): released by the
 * buyer or a clerk, run out (the sweep), or turned into the holder's order. At most one current
 * hold per stone — the partial unique index is what makes fifty buyers holding at once end
 * with one hold. Ended holds stay: they are the stone's and the buyer's history.
 */
export const holds = pgTable(
  'holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').$type<HoldEnding>(),
    /** When its holder was told it ends soon (`hold.expiring`); cleared when it is extended. */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('holds_current_goods_idx')
      .on(t.goodsId)
      .where(sql`ended_at is null`),
    index('holds_current_user_idx')
      .on(t.userId)
      .where(sql`ended_at is null`),
    index('holds_current_expiry_idx')
      .on(t.expiresAt)
      .where(sql`ended_at is null`),
  ],
);
