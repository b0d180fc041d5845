import { z } from '../zod';
import { DisplayCurrency } from '../currencies';
import { VerificationStatus } from '../buyers';
import { EMAIL_MAX, PASSWORD_MAX, isValidEmail, isValidPassword, CODE_PATTERN } from '../rules';
import { isIsoDate } from '../time';

import { Role } from './roles';

export * from './roles';

export const GENDERS = ['male', 'female', 'unknown'] as const;
export const Gender = z.enum(GENDERS, { error: 'FIELD_INVALID' });
export type Gender = z.infer<typeof Gender>;

export const CODE_PURPOSES = ['register', 'reset'] as const;
export const CodePurpose = z.enum(CODE_PURPOSES, { error: 'FIELD_INVALID' });
export type CodePurpose = z.infer<typeof CodePurpose>;

const required = { error: 'FIELD_REQUIRED' } as const;

/** Issue messages are catalogue keys; the server and the apps translate them. */
export const Email = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(1, 'FIELD_REQUIRED')
  .max(EMAIL_MAX, 'EMAIL_FORMAT')
  .refine(isValidEmail, 'EMAIL_FORMAT');

export const Password = z
  .string(required)
  .min(1, 'FIELD_REQUIRED')
  .max(PASSWORD_MAX, 'PASSWORD_RULE')
  .refine(isValidPassword, 'PASSWORD_RULE');

/** At login any stored password is accepted as typed: old accounts may predate today's rule. */
const LoginPassword = z.string(required).min(1, 'FIELD_REQUIRED').max(128, 'FIELD_TOO_LONG');

export const VerificationCode = z.string(required).trim().regex(CODE_PATTERN, 'CODE_FORMAT');

const IsoDate = z.string().refine(isIsoDate, 'DATE_FORMAT');
const text = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG');

// ---- requests ----

export const GetEmailCodeBody = z.strictObject({ Email, Purpose: CodePurpose });
export type GetEmailCodeBody = z.infer<typeof GetEmailCodeBody>;

export const EmailRegisterBody = z.strictObject({
  Email,
  Code: VerificationCode,
  Password,
  AgreeTerms: z.literal(true, { error: 'AGREE_TERMS' }),
  InviteCode: text(16).optional(),
});
export type EmailRegisterBody = z.infer<typeof EmailRegisterBody>;

export const EmailLoginBody = z.strictObject({
  Email,
  Password: LoginPassword,
  RememberMe: z.boolean({ error: 'FIELD_INVALID' }).optional(),
});
export type EmailLoginBody = z.infer<typeof EmailLoginBody>;

export const ResetPwdBody = z.strictObject({ Email, Code: VerificationCode, Password });
export type ResetPwdBody = z.infer<typeof ResetPwdBody>;

export const CancelAccountBody = z.strictObject({ Password: LoginPassword });
export type CancelAccountBody = z.infer<typeof CancelAccountBody>;

export const AREA_CODE_PATTERN = /^\+\d{1,4}$/;
export const PHONE_PATTERN = /^\d[\d -]{3,18}\d$/;

export const SetPersonalBody = z.strictObject({
  HeadPortrait: z.string().max(512, 'FIELD_TOO_LONG').optional(),
  NickName: text(32).optional(),
  Surname: text(32).optional(),
  Name: text(32).optional(),
  Gender: Gender.optional(),
  AreaCode: z
    .union([z.string().trim().regex(AREA_CODE_PATTERN, 'PHONE_FORMAT'), z.literal('')])
    .optional(),
  Phone: z
    .union([z.string().trim().regex(PHONE_PATTERN, 'PHONE_FORMAT'), z.literal('')])
    .optional(),
  Birthday: IsoDate.nullable().optional(),
  WeddingAnniversary: IsoDate.nullable().optional(),
  /** The display currency of lists and details (Trade tools); orders stay in USD. */
  Currency: DisplayCurrency.optional(),
});
export type SetPersonalBody = z.infer<typeof SetPersonalBody>;

// ---- responses ----

export const UserInfo = z.object({
  UserId: z.number().int(),
  Email: z.string(),
  NickName: z.string(),
  HeadPortrait: z.string(),
  ToKen: z.string(),
  ImUserId: z.string(),
  Sign: z.string(),
  Role,
  Currency: DisplayCurrency,
  /** Trade verification: none, pending, approved or rejected (staff: none). */
  Verification: VerificationStatus,
  /**
   * Whether this account is sent prices (false: `BUYER_APPROVAL=browse` and not yet approved;
   * then prices, the cart and holds wait for approval).
   */
  SeesPrices: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const Personal = z.object({
  HeadPortrait: z.string(),
  NickName: z.string(),
  Surname: z.string(),
  Name: z.string(),
  Gender,
  Email: z.string(),
  AreaCode: z.string(),
  Phone: z.string(),
  Birthday: z.string().nullable(),
  WeddingAnniversary: z.string().nullable(),
  InviteCode: z.string(),
  Currency: DisplayCurrency,
  Verification: VerificationStatus,
  /** As `UserInfo.SeesPrices`: a profile reload tells the shop once prices are open. */
  SeesPrices: z.boolean(),
});
export type Personal = z.infer<typeof Personal>;

/** GetPersonal also renews the chat credentials (§4: the profile reload starts chat login). */
export const PersonalWithIm = Personal.extend({ ImUserId: z.string(), Sign: z.string() });
export type PersonalWithIm = z.infer<typeof PersonalWithIm>;

export const EmailCodeSent = z.object({
  ResendAfter: z.number().int(),
  ExpiresIn: z.number().int(),
});
export type EmailCodeSent = z.infer<typeof EmailCodeSent>;

/** The parts of a person a name can be made of, as the server's rows and the wire carry them. */
export type NameParts = {
  nickName?: string | null;
  surname?: string | null;
  name?: string | null;
  email?: string | null;
};

/**
 * How Facet names a person everywhere — chat, order history, the back office: the nickname,
 * else surname and name, else the part of the email before the @ (never the whole address,
 * which is nobody's business on a shared screen); '' for an erased account.
 */
export function displayName({ nickName, surname, name, email }: NameParts): string {
  return (
    nickName?.trim() ||
    [surname?.trim(), name?.trim()].filter(Boolean).join(' ') ||
    email?.split('@')[0] ||
    ''
  );
}
