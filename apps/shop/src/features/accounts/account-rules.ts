import {
  CODE_PATTERN,
  isValidEmail,
  isValidPassword,
  normalizeEmail,
  translate,
  type Locale,
  type MessageKey,
} from '@facet/contract';

/** A field rule as a plain function: what is wrong with `value`, translated, or null. */
export type Check = (value: unknown) => string | null;

/**
 * The rules of the account pages, built on the contract's plain rule functions — the very
 * ones its schemas refine with — so that the login and register screens, where most buyers
 * arrive, do not download the schema library (about 45 kB). The pages call these checks
 * through useFieldState, without antd-mobile's Form (about 32 kB more).
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
