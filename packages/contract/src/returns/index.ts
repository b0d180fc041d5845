import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import {
  RETURN_NOTE_MAX,
  RETURN_PICTURES_MAX,
  RETURN_REASONS,
  RETURN_STAFF_ACTIONS,
  RETURN_STATUSES,
} from './rules';

/** Returns' calls (docs/api.md, docs/offers-memo-returns.md); their rules are in rules.ts. */
export * from './rules';

const note = z.string().trim().max(RETURN_NOTE_MAX, 'FIELD_TOO_LONG').optional();
const page = {
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(20),
}; // prettier-ignore

export const ReturnRequestBody = z
  .strictObject({
    OrderId: Id,
    GoodsIds: z.array(Id, 'FIELD_INVALID').min(1, 'NOTHING_SELECTED').max(200, 'FIELD_TOO_LONG').transform((ids) => [...new Set(ids)]), // prettier-ignore
    Reason: z.enum(RETURN_REASONS, 'RETURN_REASON_REQUIRED'),
    /** What is wrong, in the buyer's words; required with the reason `other`. */
    Note: note,
    Pictures: z.array(z.uuid('FIELD_INVALID'), 'FIELD_INVALID').max(RETURN_PICTURES_MAX, 'FIELD_TOO_LONG').optional(), // prettier-ignore
  })
  .superRefine((body, ctx) => {
    if (body.Reason === 'other' && !body.Note) {
      ctx.addIssue({ code: 'custom', path: ['Note'], message: 'RETURN_NOTE_REQUIRED' });
    }
  });
export type ReturnRequestBody = z.infer<typeof ReturnRequestBody>;

export const ReturnListBody = z.strictObject({
  ...page,
  /** Only the returns of this order of the buyer's. */
  OrderId: Id.optional(),
});
export type ReturnListBody = z.infer<typeof ReturnListBody>;

export const ReturnShipBody = z.strictObject({
  ReturnId: Id,
  TrackingNo: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(60, 'FIELD_TOO_LONG'),
});
export type ReturnShipBody = z.infer<typeof ReturnShipBody>;

export const AdminReturnListBody = z.strictObject({
  ...page,
  Status: z.enum(RETURN_STATUSES, 'FIELD_INVALID').optional(),
});
export type AdminReturnListBody = z.infer<typeof AdminReturnListBody>;

export const AdminReturnAnswerBody = z
  .strictObject({
    ReturnId: Id,
    Action: z.enum(RETURN_STAFF_ACTIONS, 'FIELD_INVALID'),
    Note: note,
    RefundUsd: z.number('FIELD_INVALID').finite('FIELD_INVALID').max(100_000_000, 'FIELD_INVALID').optional(), // prettier-ignore
    /** On `received`: put the stones back on sale (default) or keep them off. */
    Restock: z.boolean('FIELD_INVALID').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.Action === 'refund' && body.RefundUsd === undefined) {
      ctx.addIssue({ code: 'custom', path: ['RefundUsd'], message: 'FIELD_REQUIRED' });
    }
    if ((body.Action === 'decline' || body.Action === 'escalate') && !body.Note) {
      ctx.addIssue({ code: 'custom', path: ['Note'], message: 'FIELD_REQUIRED' });
    }
  });
export type AdminReturnAnswerBody = z.infer<typeof AdminReturnAnswerBody>;

export const ReturnLine = z.object({
  GoodsId: z.number().int(),
  StockNo: z.string(),
  Quantity: z.number(),
  Amount: z.number(),
});

export const Return = z.object({
  ReturnId: z.number().int(),
  No: z.string(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  BuyerId: z.number().int(),
  Lines: z.array(ReturnLine),
  Reason: z.enum(RETURN_REASONS),
  Note: z.string(),
  Pictures: z.array(z.object({ Id: z.string(), Url: z.string() })),
  Status: z.enum(RETURN_STATUSES),
  /** The return authorisation number, once authorised. */
  Rma: z.string().nullable(),
  TrackingNo: z.string().nullable(),
  RefundUsd: z.number().nullable(),
  /** What the returned lines cost: the most a refund may be. */
  AmountUsd: z.number(),
  /** The clerk's words with their last answer (why declined, what the inspection found). */
  StaffNote: z.string(),
  Restocked: z.boolean().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Return = z.infer<typeof Return>;
export const ReturnPage = paged(Return);
export type ReturnPage = z.infer<typeof ReturnPage>;

export const AdminReturn = Return.extend({
  Buyer: z.object({ UserId: z.number().int(), Name: z.string(), Email: z.string() }),
});
export type AdminReturn = z.infer<typeof AdminReturn>;
export const AdminReturnPage = paged(AdminReturn).extend({
  /** Returns waiting for a clerk: asked for, and arrived. */
  Waiting: z.number().int(),
});
export type AdminReturnPage = z.infer<typeof AdminReturnPage>;
