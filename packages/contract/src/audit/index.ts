import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { isIsoDate } from '../time';
import { ORDER_ACTIONS } from '../orders/order-state';

/** The audit trail: every staff action, who did it, when, on what, before and after. */

/** What the trail records, by kind; `Kind` filters take these (or a family: `order`). */
export const AUDIT_KINDS = [
  'buyer.approve',
  'buyer.reject',
  'buyer.tier',
  'buyer.disable',
  'buyer.notes',
  'tier.save',
  'tier.delete',
  'staff.invite',
  'staff.update',
  ...ORDER_ACTIONS.map((action) => `order.${action}` as const),
  'stock.save',
  'stock.import',
  'stock.market',
  'stock.media',
  'price.list',
  'notice.publish',
  'notice.delete',
  'currency.rates',
  'hold.extend',
  'hold.release',
  'offer.accept',
  'offer.counter',
  'offer.decline',
  'memo.approve',
  'memo.decline',
  'memo.ship',
  'memo.received',
  'memo.limit',
  'return.authorise',
  'return.decline',
  'return.received',
  'return.refund',
  'return.escalate',
  'contact.save',
  'store.suspend',
  'feedback.answer',
  'feedback.done',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

const IsoDate = z.string('FIELD_INVALID').refine(isIsoDate, 'DATE_FORMAT');

export const AuditListBody = z.strictObject({
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(50),
  Actor: Id.optional(),
  /** A kind (`order.confirm`) or a family of kinds (`order`). */
  Kind: z.string('FIELD_INVALID').trim().max(40, 'FIELD_TOO_LONG').regex(/^[a-z]+(\.[a-zA-Z]+)?$/, 'FIELD_INVALID').optional(),
  /** Days in US Eastern Time, both included. */
  From: IsoDate.optional(),
  To: IsoDate.optional(),
  TargetType: z.string('FIELD_INVALID').trim().max(20, 'FIELD_TOO_LONG').optional(),
  TargetId: z.string('FIELD_INVALID').trim().max(40, 'FIELD_TOO_LONG').optional(),
}).refine((b) => !b.From || !b.To || b.From <= b.To, { message: 'DATE_ORDER', path: ['To'] }); // prettier-ignore
export type AuditListBody = z.infer<typeof AuditListBody>;

export const AuditEntry = z.object({
  Id: z.number().int(),
  At: z.string(),
  ActorId: z.number().int().nullable(),
  ActorName: z.string(),
  Kind: z.string(),
  TargetType: z.string(),
  TargetId: z.string(),
  /** The person an entry is about, by the name they go by (buyers and staff). */
  TargetName: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = paged(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
