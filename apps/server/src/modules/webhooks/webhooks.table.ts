import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEvent } from '@facet/contract';
import { users } from '../accounts/accounts.table';

/**
 * Buyers' webhook endpoints, and the wholesaler's own (`wholeShop`: `userId` is the admin who
 * made it). The secret is kept as it was given (it signs every delivery, so
 * Facet needs it, and the buyer reads it again on every save). `failingSince` is the first
 * failed attempt since the last answered one: 24 hours on, the endpoint is turned off.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEvent[]>(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** The wholesaler's own endpoint (an admin made it): every buyer's events, kept by admins. */
    wholeShop: boolean('whole_shop').notNull().default(false),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change it
 * tells of, then sent by the delivery worker (at least once) until answered 2xx or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull().$type<WebhookEvent>(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** The Standard Webhooks message id (`webhook-id`): the same on every attempt. */
    msgId: text('msg_id').notNull().unique(),
    status: text('status').notNull().default('pending').$type<WebhookDeliveryStatus>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseCode: smallint('response_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
  ],
);
