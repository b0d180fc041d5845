import { z } from '../zod';
import { Id, QueryId } from '../ids';
import { PageQuery, paged } from '../envelope';

const required = { error: 'FIELD_REQUIRED' } as const;
const filled = (max: number) =>
  z.string(required).trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');

export const NOTICE_TITLE_MAX = 80;
export const NOTICE_SUMMARY_MAX = 200;
/** The content's HTML, after sanitising, may not exceed this many characters. */
export const NOTICE_CONTENT_MAX = 20_000;

/**
 * Which notices a list holds: those staff published for every buyer, the buyer's own system
 * notices (order status changes; the "notifications" page), or both (docs/api.md's GetList).
 */
export const NOTICE_KINDS = ['all', 'published', 'personal'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NoticeListQuery = PageQuery.extend({
  Kind: z.enum(NOTICE_KINDS, 'FIELD_INVALID').default('all'),
}).strict();
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;

export const NoticeReadBody = z
  .strictObject({
    Id: Id.optional(),
    /** Facet's addition: mark every notice of this kind read at once ("read all"). */
    All: z.literal(true, 'FIELD_INVALID').optional(),
    Kind: z.enum(NOTICE_KINDS, 'FIELD_INVALID').optional(),
  })
  .refine((body) => (body.Id === undefined) !== (body.All === undefined), {
    message: 'FIELD_REQUIRED',
    path: ['Id'],
  });
export type NoticeReadBody = z.infer<typeof NoticeReadBody>;

/** A notice as the reader sees it; system notices are written in the reader's language. */
export const Notice = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  /** Sanitised HTML: paragraphs, emphasis, lists, headings and links only. */
  Content: z.string(),
  CreatedAt: z.string(),
  Read: z.boolean(),
  /** Facet's additions: a personal notice's kind and the order it is about. */
  Personal: z.boolean(),
  OrderId: z.number().int().nullable(),
  /** The stone a personal notice is about (a hold that ended). */
  GoodsId: z.number().int().nullable(),
  /** The saved search an alert is about: the notice opens its results. */
  SavedSearchId: z.number().int().nullable(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeList = paged(Notice).extend({
  /** Unread notices of the requested kind. */
  Unread: z.number().int(),
});
export type NoticeList = z.infer<typeof NoticeList>;

export const NoticeUnread = z.object({
  Published: z.number().int(),
  Personal: z.number().int(),
  Chat: z.number().int(),
});
export type NoticeUnread = z.infer<typeof NoticeUnread>;

// ---- back office ----

export const PublishNoticeBody = z.strictObject({
  Title: filled(NOTICE_TITLE_MAX),
  Summary: filled(NOTICE_SUMMARY_MAX),
  Content: z.string(required).max(NOTICE_CONTENT_MAX, 'FIELD_TOO_LONG'),
});
export type PublishNoticeBody = z.infer<typeof PublishNoticeBody>;

export const AdminNotice = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Content: z.string(),
  CreatedAt: z.string(),
  Author: z.string(),
  /** How many buyers have opened it. */
  Reads: z.number().int(),
});
export type AdminNotice = z.infer<typeof AdminNotice>;

export const AdminNoticeList = paged(AdminNotice);
export const AdminNoticeIdBody = z.strictObject({
  Id,
});

/** One notice, by its id in the query string. */
export const NoticeIdQuery = z.strictObject({ Id: QueryId });
/** A page of the notices staff published, in the query string. */
export const AdminNoticeListQuery = PageQuery.strict();
