import { bigint, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import type { Category } from '@facet/contract';

/*
 * Running totals the dashboard reads instead of adding up a million goods or a year of orders
 * per call (docs/dashboard.md). Statement triggers (migration 0014) append each write's change
 * as a row, never updating a shared one, so orders and imports writing at once never wait on
 * each other; the dashboard folds the rows of a key into one as it reads them.
 */

/** The goods on the market with stock left, per category: how many, and their value. */
export const stockByCategory = pgTable('stock_by_category', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  category: text('category').$type<Category>().notNull(),
  count: integer('count').notNull(),
  /** Unit price × stock in cents: fractional for a parcel sold by the carat. */
  valueCents: numeric('value_cents').notNull(),
});

/** The orders placed on each US Eastern day, and the amount of those that are sales. */
export const ordersByDay = pgTable('orders_by_day', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day').notNull(),
  orders: integer('orders').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});
