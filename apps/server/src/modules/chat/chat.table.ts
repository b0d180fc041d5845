import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ChatSide, MediaRequestKind } from '@facet/contract';
import { goods } from '../inventory/inventory.table';
import { users } from '../accounts/accounts.table';
import { files } from '../uploads/uploads.table';

/**
 * One conversation per buyer with customer service. The read marks are message ids: the
 * newest message each side has read, so "unread" is a range, not a flag per message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerReadUpTo: integer('buyer_read_up_to').notNull().default(0),
    staffReadUpTo: integer('staff_read_up_to').notNull().default(0),
    lastMessageId: integer('last_message_id').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_latest_idx').on(t.updatedAt)],
);

/** Every chat message, stored before it is acknowledged; (sender, client id) is unique. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<ChatSide>().notNull(),
    clientId: text('client_id').notNull(),
    text: text('text').notNull().default(''),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The stone the message is about (a media request from its details page). */
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    requestKind: text('request_kind').$type<MediaRequestKind>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_sender_client_key').on(t.senderId, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);
