import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Category, Locale, SavedSearchAlert, SavedSearchFilters } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * A buyer's saved searches: a name, a category and the filters of its query. `seenGoodsId` is
 * the newest good when the buyer last opened it: matches above it are "new since".
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').$type<Category>().notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    alert: text('alert').$type<SavedSearchAlert>().notNull().default('off'),
    seenGoodsId: integer('seen_goods_id').notNull().default(0),
    /** The language the buyer saved it in: alerts are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** A daily alert's matches since its last digest, and when the first of them came. */
    digestNew: integer('digest_new').notNull().default(0),
    digestDrops: integer('digest_drops').notNull().default(0),
    digestSince: timestamp('digest_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_alerting_idx').on(t.alert, t.id),
  ],
);

/**
 * What alerts look for, written by triggers on the goods table (migration 0010): a good that
 * came on sale (`new`) or whose price went down while on sale (`drop`). A queue: the alert
 * sweep takes a batch, matches it against every alerting search at once, and deletes it.
 */
export const stockEvents = pgTable('stock_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  goodsId: integer('goods_id').notNull(),
  kind: text('kind').$type<'new' | 'drop'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Alert emails waiting to go out; one the mail server refused waits for the next try. */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_mails_next_idx').on(t.nextAt)],
);
