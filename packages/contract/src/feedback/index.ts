import { z } from '../zod';
import { paged, pageBodyFields } from '../envelope';
import { Id } from '../ids';
import { TEXT_AREA_MAX } from '../rules';

/**
 * Feedback: what a buyer writes from Settings → Feedback, and the staff's inbox of it — read,
 * answered by mail, marked done.
 */

export const FeedbackBody = z.strictObject({
  Content: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(TEXT_AREA_MAX, 'FIELD_TOO_LONG'), // prettier-ignore
  Contact: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
  Images: z.array(z.uuid('FIELD_INVALID')).max(9, 'FIELD_TOO_LONG').optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** A clerk's answer is a mail, not a text box of the shop: room for a few paragraphs. */
export const FEEDBACK_ANSWER_MAX = 2000;

/** Where a feedback stands: nobody answered yet, answered, or put away as done. */
export const FEEDBACK_STATUSES = ['new', 'answered', 'done'] as const;
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES, { error: 'FIELD_INVALID' });
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

/** What the inbox lists: one state, or `open` (new and answered: not done). */
export const FEEDBACK_FILTERS = ['open', ...FEEDBACK_STATUSES] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

export const AdminFeedbackListBody = z.strictObject({
  ...pageBodyFields,
  /** None: every feedback, newest first; `open`: the unanswered first, then the answered. */
  Status: z.enum(FEEDBACK_FILTERS, { error: 'FIELD_INVALID' }).optional(),
});
export type AdminFeedbackListBody = z.infer<typeof AdminFeedbackListBody>;

export const FeedbackAnswerBody = z.strictObject({
  Id,
  Text: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(FEEDBACK_ANSWER_MAX, 'FIELD_TOO_LONG'), // prettier-ignore
});
export type FeedbackAnswerBody = z.infer<typeof FeedbackAnswerBody>;

export const FeedbackDoneBody = z.strictObject({
  Id,
  /** false: back into the inbox. */
  Done: z.boolean('FIELD_INVALID'),
});
export type FeedbackDoneBody = z.infer<typeof FeedbackDoneBody>;

export const FeedbackReply = z.object({
  At: z.string(),
  ByName: z.string(),
  Text: z.string(),
  /** The address the answer was mailed to. */
  To: z.string(),
});
export type FeedbackReply = z.infer<typeof FeedbackReply>;

export const AdminFeedback = z.object({
  Id: z.number().int(),
  At: z.string(),
  /** The account that wrote it; null once that account was cancelled. */
  Buyer: z
    .object({
      Id: z.number().int(),
      Name: z.string(),
      Email: z.string(),
      Company: z.string(),
    })
    .nullable(),
  Content: z.string(),
  /** What the buyer typed in the contact field, as typed. */
  Contact: z.string(),
  Images: z.array(z.object({ FileId: z.string(), Url: z.string() })),
  Status: FeedbackStatus,
  Replies: z.array(FeedbackReply),
  DoneAt: z.string().nullable(),
  DoneByName: z.string(),
  /** Where an answer would be mailed: the account's address, else an address in Contact. */
  ReplyTo: z.string(),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;

export const AdminFeedbackPage = paged(AdminFeedback).extend({
  /** Feedback not yet done, whatever the filter: the inbox's badge. */
  Open: z.number().int(),
});
export type AdminFeedbackPage = z.infer<typeof AdminFeedbackPage>;
