import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { Goods } from '../catalogue/goods';
import { Address } from '../addresses';
import {
  MEMO_DEFAULTS,
  MEMO_NOTE_MAX,
  MEMO_OUTCOMES,
  MEMO_STAFF_ACTIONS,
  MEMO_STATUSES,
  TRACKING_NO_MAX,
} from './rules';

/** Memo's calls (docs/api.md, docs/offers-memo-returns.md); their rules are in rules.ts. */
export * from './rules';

const note = z.string().trim().max(MEMO_NOTE_MAX, 'FIELD_TOO_LONG').optional();
const trackingNo = z.string().trim().min(1, 'FIELD_REQUIRED').max(TRACKING_NO_MAX, 'FIELD_TOO_LONG'); // prettier-ignore
const page = {
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(20),
  Status: z.enum(MEMO_STATUSES, 'FIELD_INVALID').optional(),
}; // prettier-ignore
/** Stones named once each; at most the most a memo may hold (the setting may lower it). */
const goodsIds = z
  .array(Id, 'FIELD_INVALID')
  .min(1, 'NOTHING_SELECTED')
  .max(50, 'FIELD_TOO_LONG')
  .transform((ids) => [...new Set(ids)]);

export const MemoRequestBody = z.strictObject({ GoodsIds: goodsIds, AddressId: Id, Note: note });
export type MemoRequestBody = z.infer<typeof MemoRequestBody>;

export const MemoListBody = z.strictObject(page);
export type MemoListBody = z.infer<typeof MemoListBody>;

export const MemoBuyBody = z.strictObject({ MemoId: Id, GoodsIds: goodsIds });
export type MemoBuyBody = z.infer<typeof MemoBuyBody>;
/** Stones sent back, with the parcel's tracking number. */
export const MemoReturnBody = z.strictObject({ MemoId: Id, GoodsIds: goodsIds, TrackingNo: trackingNo.optional() }); // prettier-ignore
export type MemoReturnBody = z.infer<typeof MemoReturnBody>;

export const AdminMemoListBody = z.strictObject({
  ...page,
  /** Only shipped memos past their due date with stones still out. */
  Overdue: z.boolean('FIELD_INVALID').optional(),
});
export type AdminMemoListBody = z.infer<typeof AdminMemoListBody>;

export const AdminMemoAnswerBody = z
  .strictObject({
    MemoId: Id,
    Action: z.enum(MEMO_STAFF_ACTIONS, 'FIELD_INVALID'),
    TrackingNo: trackingNo.optional(),
    /** The stones that came back (`received`): every returned stone not yet back when left out. */
    GoodsIds: goodsIds.optional(),
    Note: note,
  })
  .superRefine((body, ctx) => {
    if (body.Action === 'ship' && !body.TrackingNo) {
      ctx.addIssue({ code: 'custom', path: ['TrackingNo'], message: 'FIELD_REQUIRED' });
    }
  });
export type AdminMemoAnswerBody = z.infer<typeof AdminMemoAnswerBody>;

export const SetMemoLimitBody = z.strictObject({
  UserId: Id,
  /** 0 takes memo away from the buyer. */
  LimitUsd: z.number('FIELD_INVALID').finite('FIELD_INVALID').min(0, 'FIELD_INVALID').max(100_000_000, 'FIELD_INVALID'), // prettier-ignore
});
export type SetMemoLimitBody = z.infer<typeof SetMemoLimitBody>;

export const MemoLimitBody = z.strictObject({ UserId: Id });
export type MemoLimitBody = z.infer<typeof MemoLimitBody>;
/** A buyer's memo limit and what their open memos use of it, in USD. */
export const MemoLimit = z.object({ LimitUsd: z.number(), UsedUsd: z.number() });
export type MemoLimit = z.infer<typeof MemoLimit>;

export const MemoLine = z.object({
  GoodsId: z.number().int(),
  Goods,
  PriceUsd: z.number(),
  Outcome: z.enum(MEMO_OUTCOMES),
  /** For a returned stone: its parcel's tracking number and when the house had it back. */
  ReturnTrackingNo: z.string().nullable(),
  ReceivedAt: z.string().nullable(),
  OrderId: z.number().int().nullable(),
});
export type MemoLine = z.infer<typeof MemoLine>;

export const Memo = z.object({
  MemoId: z.number().int(),
  No: z.string(),
  BuyerId: z.number().int(),
  Status: z.enum(MEMO_STATUSES),
  Lines: z.array(MemoLine),
  TotalUsd: z.number(),
  /** What is still out or on its way back, in USD: what counts towards the limit. */
  OpenUsd: z.number(),
  CreatedAt: z.string(),
  ShippedAt: z.string().nullable(),
  DueAt: z.string().nullable(),
  Overdue: z.boolean(),
  TrackingNo: z.string().nullable(),
  Note: z.string(),
  Address: Address.omit({ Id: true, IsDefault: true, Latitude: true, Longitude: true }),
  Orders: z.array(z.number().int()),
});
export type Memo = z.infer<typeof Memo>;
export const MemoPage = paged(Memo).extend({
  /** The buyer's memo limit and what their open memos use of it, in USD. */
  LimitUsd: z.number(),
  UsedUsd: z.number(),
  MaxStones: z.number().int(),
});
export type MemoPage = z.infer<typeof MemoPage>;

export const AdminMemo = Memo.extend({
  Buyer: z.object({ UserId: z.number().int(), Name: z.string(), Email: z.string(), LimitUsd: z.number() }), // prettier-ignore
});
export type AdminMemo = z.infer<typeof AdminMemo>;
export const AdminMemoPage = paged(AdminMemo).extend({
  /** Memos waiting for approval, and shipped memos past their due date: the console's badges. */
  Requested: z.number().int(),
  Overdue: z.number().int(),
  /** MEMO_DAYS: the days a memo shipped now has to be settled. */
  MemoDays: z.number(),
});
export type AdminMemoPage = z.infer<typeof AdminMemoPage>;

export { MEMO_DEFAULTS };
