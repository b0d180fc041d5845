import {
  CODE_PATTERN,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  translate,
  type Locale,
  type MessageKey,
} from '@facet/contract';
import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** A field rule as a plain function: what is wrong with `value`, translated, or null. */
export type Check = (value: unknown) => string | null;

/**
 * The rules of the account pages, built on the contract's plain rule functions — the very
 * ones its schemas refine with — so that the login screen, the first one most buyers see,
 * does not download the schema library (about 45 kB). The login screen calls these checks
 * directly (it has no antd-mobile Form, about 32 kB more); the other account pages use them
 * as Form rules through `accountRules`.
 */
const textCheck =
  (locale: Locale, test: (value: string) => boolean, key: MessageKey): Check =>
  (value) => {
    const text = typeof value === 'string' ? value : '';
    if (text.trim() === '') return translate(locale, 'FIELD_REQUIRED');
    return test(text) ? null : translate(locale, key);
  };

export const accountChecks = (locale: Locale) => ({
  email: textCheck(locale, (v) => isValidEmail(normalizeEmail(v)), 'EMAIL_FORMAT'),
  /** At login any stored password is accepted as typed; only emptiness is checked. */
  loginPassword: textCheck(locale, () => true, 'FIELD_REQUIRED'),
  newPassword: textCheck(locale, isValidPassword, 'PASSWORD_RULE'),
  code: textCheck(locale, (v) => CODE_PATTERN.test(v.trim()), 'CODE_FORMAT'),
  inviteCode: ((value) =>
    typeof value === 'string' && value.trim().length > 16
      ? translate(locale, 'FIELD_TOO_LONG')
      : null) satisfies Check,
  agreeTerms: ((value) =>
    value === true ? null : translate(locale, 'AGREE_TERMS')) satisfies Check,
});

/** A check as an antd-mobile Form rule. */
const asRule = (check: Check): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = check(value);
    if (message !== null) throw new Error(message);
  },
});

/** The same checks as Form rules, for the register and password reset forms. */
export const accountRules = (locale: Locale) => {
  const checks = accountChecks(locale);
  return {
    email: asRule(checks.email),
    loginPassword: asRule(checks.loginPassword),
    newPassword: asRule(checks.newPassword),
    code: asRule(checks.code),
    inviteCode: asRule(checks.inviteCode),
    agreeTerms: asRule(checks.agreeTerms),
  };
};
