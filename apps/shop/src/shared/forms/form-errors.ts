import type { FormInstance } from 'antd-mobile/es/components/form';
import { ApiError } from '../transport/client';
import { toast } from '../ui/toast';

/** A field and the error to show under it. */
export type FieldMessage = { name: string; message: string };

/**
 * Where a failed quiet call's message goes: the server's field errors under those of `shown`
 * fields, a code listed in `codeFields` (e.g. CODE_WRONG → 'Code') under that field — both
 * returned for the caller to show — and anything else in a toast, unless the client has
 * already reported it.
 */
export function placeFormError(
  error: unknown,
  shown: readonly string[],
  codeFields: Record<string, string> = {},
): FieldMessage[] {
  if (!(error instanceof ApiError)) throw error;
  if (error.reported) return [];
  const inline = error.Fields.filter((field) => shown.includes(field.Path));
  if (inline.length > 0)
    return inline.map((field) => ({ name: field.Path, message: field.Message }));
  const field = codeFields[error.Code];
  if (field) return [{ name: field, message: error.Message }];
  toast({ content: error.Fields[0]?.Message ?? error.Message });
  return [];
}

/** `placeFormError` for an antd-mobile Form: the field errors go under its fields. */
export function reportFormError(
  form: FormInstance,
  error: unknown,
  codeFields: Record<string, string> = {},
) {
  const shown = Object.keys(form.getFieldsValue() as object);
  const fields = placeFormError(error, shown, codeFields);
  if (fields.length > 0) {
    form.setFields(fields.map(({ name, message }) => ({ name, errors: [message] })));
  }
}
