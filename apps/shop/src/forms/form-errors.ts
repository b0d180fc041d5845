import type { FormInstance } from 'antd-mobile/es/components/form';
import { ApiError } from '../api/client';
import { toast } from '../components/toast';

/**
 * Puts a failed quiet call's message where the buyer looks: the server's field errors under
 * their fields, a code listed in `codeFields` (e.g. CODE_WRONG → 'Code') under that field,
 * anything else in a toast — unless the client has already reported it.
 */
export function reportFormError(
  form: FormInstance,
  error: unknown,
  codeFields: Record<string, string> = {},
) {
  if (!(error instanceof ApiError)) throw error;
  if (error.reported) return;
  const shown = new Set(Object.keys(form.getFieldsValue() as object));
  const inline = error.Fields.filter((field) => shown.has(field.Path));
  if (inline.length > 0) {
    form.setFields(inline.map((field) => ({ name: field.Path, errors: [field.Message] })));
    return;
  }
  const field = codeFields[error.Code];
  if (field) {
    form.setFields([{ name: field, errors: [error.Message] }]);
    return;
  }
  toast({ content: error.Fields[0]?.Message ?? error.Message });
}
