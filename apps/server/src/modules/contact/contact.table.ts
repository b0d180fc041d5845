import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactTexts, ContactTranslated } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * "Contact us": one row (id 1), written by an admin. No row yet means nothing is published.
 * The English address and hours have columns of their own; their Chinese versions are in
 * `translations`, keyed by locale.
 */
export const contactDetails = pgTable(
  'contact_details',
  {
    id: integer('id').primaryKey().default(1),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    skype: text('skype').notNull().default(''),
    address: text('address').notNull().default(''),
    hours: text('hours').notNull().default(''),
    translations: jsonb('translations')
      .$type<Partial<Record<ContactTranslated, ContactTexts>>>()
      .notNull()
      .default({}),
    latitude: numeric('latitude', { precision: 8, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('contact_details_single_row', sql`${t.id} = 1`),
    check('contact_details_location_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);
