import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { UPLOAD_PURPOSES } from '@facet/contract';
import { users } from '../accounts/accounts.table';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', {
      enum: UPLOAD_PURPOSES,
    }).notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
