import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RatedCurrency } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * The display currencies' rates, as an admin last set them: units per US dollar in
 * millionths. Prices themselves stay in USD cents everywhere.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').$type<RatedCurrency>().primaryKey(),
    rateMillionths: integer('rate_millionths').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('currency_rates_positive', sql`${t.rateMillionths} > 0`)],
);
