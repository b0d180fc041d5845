import type { FormItemProps } from 'antd-mobile';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** Wrong, expired or exhausted codes are shown under the code field. */
export const CODE_ERROR_FIELDS = {
  CODE_WRONG: 'Code',
  CODE_EXPIRED: 'Code',
  CODE_ATTEMPTS: 'Code',
} as const;

/** The confirmation must repeat the Password field of the same form. */
export const confirmPasswordRule =
  (mismatch: string): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value !== getFieldValue('Password')) throw new Error(mismatch);
    },
  });
