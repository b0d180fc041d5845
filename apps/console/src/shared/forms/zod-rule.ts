import { isMessageKey } from '@facet/contract';
import type { FormRule } from 'antd';
import type { Translate } from '../../i18n/use-i18n';

type Checkable = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/** The contract's issue messages are catalogue keys; anything else reads as "invalid". */
export const issueText = (key: string | undefined, t: Translate) =>
  t(isMessageKey(key) ? key : 'FIELD_INVALID');

/**
 * An antd form rule from a contract schema, so the form checks exactly what the server will.
 * The contract's issue messages are catalogue keys.
 */
export const zodRule = (schema: Checkable, t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    throw new Error(issueText(result.error?.issues[0]?.message, t));
  },
});

type RecordCheckable = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
};

/**
 * A rule for one field that checks the whole form against a contract schema, so rules that
 * span fields (a colour a category needs, a price its pricing basis needs) come from the
 * contract too. `toRecord` turns the form's values into what the schema reads.
 */
export const zodFieldRule =
  <Values>(
    schema: RecordCheckable,
    toRecord: (values: Values) => unknown,
    field: string,
    t: Translate,
  ): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(toRecord(getFieldsValue(true) as Values));
      const issue = result.error?.issues.find(({ path }) => path[0] === field);
      if (issue) throw new Error(issueText(issue.message, t));
    },
  });
