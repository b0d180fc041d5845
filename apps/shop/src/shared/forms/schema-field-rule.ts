import type { Locale } from '@facet/contract';
import type { FormItemProps } from 'antd-mobile';
import { contractText } from './contract-text';

type Rule = NonNullable<FormItemProps['rules']>[number];

type Issue = { path: PropertyKey[]; message: string };

/** Structurally a zod object schema, refinements included: the contract's, never a copy. */
type Schema = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/**
 * The catalogue key of the first issue the whole schema finds on field `name` — so that a rule
 * spanning fields ("a mobile or a phone number") lands on the field it names — or null.
 */
export function fieldIssue(schema: Schema, values: object, name: string): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === name)?.message ?? null;
}

/**
 * A form rule checking field `name` against the whole form's values with a contract schema;
 * the message, in the interface language, is the one its catalogue key names.
 */
export function schemaFieldRule(
  schema: Schema,
  name: string,
  values: () => object,
  locale: Locale,
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = fieldIssue(schema, { ...values(), [name]: value }, name);
      if (key) throw new Error(contractText(locale, key));
    },
  };
}
