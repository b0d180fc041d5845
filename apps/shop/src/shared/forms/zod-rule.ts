import type { Locale } from '@facet/contract';
import type { FormItemProps } from 'antd-mobile';
import { contractText } from './contract-text';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** Structurally a zod schema: the shop validates with the contract's schemas, never copies. */
type Schema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * A form rule from one field of a contract schema: the first issue's catalogue key becomes the
 * message under the field, in the interface language.
 */
export function zodRule(schema: Schema, locale: Locale): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(contractText(locale, result.error.issues[0]?.message));
    },
  };
}
