import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { PushMessage, PushTopic } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * The devices that asked to be told: one row per push service endpoint (a browser's, on one
 * phone), with the keys its messages are encrypted to and the topics its Settings leave on.
 * The same endpoint subscribing again (another buyer signed in on that phone) takes it over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: text('topics').array().notNull().$type<PushTopic[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The outbox: one row per message and device, written in the transaction that hands a personal
 * notice over (or with a chat reply), sent by the push worker until the push service takes it,
 * then deleted. A notice's message is written in the buyer's language when sent; a chat
 * reply's is written when it is queued (`message`).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull().$type<PushTopic>(),
    noticeId: integer('notice_id'),
    message: jsonb('message').$type<PushMessage>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_deliveries_due_idx').on(t.nextAttemptAt)],
);

/**
 * The server's VAPID private key when VAPID_PRIVATE_KEY is not set: made by the first instance
 * that needs one and read by every other, so all instances sign as one server (a device's
 * subscription is bound to the public key it was made with).
 */
export const pushServerKeys = pgTable('push_server_keys', {
  id: smallint('id').primaryKey(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
