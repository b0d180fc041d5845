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

/**
 * Form rules of the account pages, built on the contract's plain rule functions — the very
 * ones its schemas refine with — so that the login screen, the first one most buyers see,
 * does not download the schema library (about 45 kB).
 */
const textRule = (locale: Locale, test: (value: string) => boolean, key: MessageKey): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (text.trim() === '') throw new Error(translate(locale, 'FIELD_REQUIRED'));
    if (!test(text)) throw new Error(translate(locale, key));
  },
});

export const accountRules = (locale: Locale) => ({
  email: textRule(locale, (v) => isValidEmail(normalizeEmail(v)), 'EMAIL_FORMAT'),
  /** At login any stored password is accepted as typed; only emptiness is checked. */
  loginPassword: textRule(locale, () => true, 'FIELD_REQUIRED'),
  newPassword: textRule(locale, isValidPassword, 'PASSWORD_RULE'),
  code: textRule(locale, (v) => CODE_PATTERN.test(v.trim()), 'CODE_FORMAT'),
  inviteCode: {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'string' && value.trim().length > 16) {
        throw new Error(translate(locale, 'FIELD_TOO_LONG'));
      }
    },
  } satisfies Rule,
  agreeTerms: {
    validator: async (_rule: unknown, value: unknown) => {
      if (value !== true) throw new Error(translate(locale, 'AGREE_TERMS'));
    },
  } satisfies Rule,
});
