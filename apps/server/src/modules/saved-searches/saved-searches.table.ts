import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Category, SavedSearchAlert, SavedSearchFilters } from '@facet/contract';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);
