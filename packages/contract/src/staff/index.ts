import { z } from '../zod';
import { Email, Password } from '../accounts';
import { Id } from '../ids';

export const STAFF_ROLES = ['clerk', 'admin'] as const;
export const StaffRole = z.enum(STAFF_ROLES, 'FIELD_INVALID');
export type StaffRole = z.infer<typeof StaffRole>;

/** An invitation's link works this long; inviting again sends a fresh one. */
export const STAFF_INVITE_HOURS = 72;

export const StaffInviteBody = z.strictObject({ Email, Role: StaffRole });
export type StaffInviteBody = z.infer<typeof StaffInviteBody>;

export const StaffUpdateBody = z.strictObject({
  UserId: Id,
  Role: StaffRole.optional(),
  Disabled: z.boolean('FIELD_INVALID').optional(),
});
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

export const StaffMember = z.object({
  UserId: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  Role: StaffRole,
  Disabled: z.boolean(),
  /** Invited, and the password not set yet. */
  Invited: z.boolean(),
  CreatedAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffList = z.array(StaffMember);

/** The mailed link's answer: the new clerk's password and the name colleagues see. */
export const AcceptInviteBody = z.strictObject({
  Token: z.string('FIELD_REQUIRED').min(1, 'FIELD_REQUIRED').max(128, 'FIELD_INVALID'),
  NickName: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(40, 'FIELD_TOO_LONG'),
  Password,
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

/** The invited account: its id (it has no password until the invitation is taken up). */
export const StaffInvited = z.object({ UserId: z.number().int() });
