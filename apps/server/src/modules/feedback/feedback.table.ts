import type { Locale } from '@facet/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What buyers write from Settings → Feedback; done once a member of staff puts it away. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The language it was written in: the answer's mail and notice go in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: at('created_at').notNull().defaultNow(),
    doneAt: at('done_at'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The inbox lists what is not done, newest first.
  (t) => [index('feedback_open_idx').on(t.doneAt, t.id)],
);

/** The staff's answers, each mailed to the buyer as written. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId)],
);
