import { isMessageKey } from '@facet/contract';
import type { FormRule } from 'antd';
import type { Translate } from '../i18n/use-i18n';

type Checkable = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/**
 * An antd form rule from a contract schema, so the form checks exactly what the server will.
 * The contract's issue messages are catalogue keys.
 */
export const zodRule = (schema: Checkable, t: Translate): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    const key = result.error?.issues[0]?.message;
    throw new Error(t(isMessageKey(key) ? key : 'FIELD_INVALID'));
  },
});
