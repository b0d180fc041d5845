import type { Locale } from '@facet/contract';
import { accountChecks } from './account-rules';
import type { FieldChecks } from '../../shared/forms/field-state';

/** Wrong, expired or exhausted codes are shown under the code field. */
export const CODE_ERROR_FIELDS = {
  CODE_WRONG: 'Code',
  CODE_EXPIRED: 'Code',
  CODE_ATTEMPTS: 'Code',
} as const;

/** The fields the register and reset forms share (email-code-fields.tsx). */
export type EmailCodeValues = {
  Email: string;
  Code: string;
  Password: string;
  ConfirmPassword: string;
};

/** Their checks; the confirmation must repeat the password (`mismatch` says it does not). */
export function emailCodeChecks(locale: Locale, mismatch: string): FieldChecks<EmailCodeValues> {
  const checks = accountChecks(locale);
  return {
    Email: checks.email,
    Code: checks.code,
    Password: checks.newPassword,
    ConfirmPassword: (value, values) => (value === values.Password ? null : mismatch),
  };
}
