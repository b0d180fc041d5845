import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Category } from '@facet/contract';

/**
 * Price tiers: a percentage on the house price (basis points, hundredths of a percent), for
 * every category or one. A buyer belongs to at most one (`users.tier_id`).
 */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    percentBp: integer('percent_bp').notNull(),
    category: text('category').$type<Category>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('price_tiers_percent', sql`${t.percentBp} between -5000 and 10000`)],
);
