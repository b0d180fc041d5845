import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MessageKey } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * Notices: published by staff to every buyer (`userId` null, texts as written), or personal
 * system notices such as an order's status change (`template` keys rendered in the reader's
 * language with `params`).
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    titleKey: text('title_key').$type<MessageKey>(),
    summaryKey: text('summary_key').$type<MessageKey>(),
    params: jsonb('params').$type<Record<string, string>>(),
    orderId: integer('order_id'),
    goodsId: integer('goods_id'),
    savedSearchId: integer('saved_search_id'),
    /** The clerk or admin who published it; null for system notices. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A personal notice not yet handed to web push (the push worker's outbox to read). */
    pushPending: boolean('push_pending').notNull().default(false),
  },
  (t) => [
    index('notices_user_newest_idx').on(t.userId, t.id),
    index('notices_push_pending_idx')
      .on(t.id)
      .where(sql`push_pending`),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
