import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';

/**
 * The audit trail: every staff action, who did it, when, and what it changed (before →
 * after). Append-only: triggers (migrations 0012, 0015) refuse every update, delete and truncate.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No cascade: setting it null would be an edit the trail refuses. Users are never deleted.
    actorId: integer('actor_id').references(() => users.id),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_kind_idx').on(t.kind, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
