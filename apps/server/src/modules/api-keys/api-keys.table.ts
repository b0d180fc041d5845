import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * Buyers' API keys. Only the key's SHA-256 is kept (a key is 32 random bytes: no salt or slow
 * hash is needed to make guessing hopeless), with its first characters to tell keys apart.
 * Revoking stamps `revokedAt`: the key is refused from that moment and stays in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull().$type<ApiKeyScope[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_live_user_idx')
      .on(t.userId)
      .where(sql`revoked_at is null`),
  ],
);

/** Every call an API key made: the buyer's audit of key use, newest first by key. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    call: text('call').notNull(),
    status: smallint('status').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [index('api_key_uses_key_idx').on(t.keyId, t.at), index('api_key_uses_user_idx').on(t.userId, t.at)],
); // prettier-ignore
