import { useRef, useState, type FocusEvent } from 'react';
import {
  checkField,
  checkFields,
  errorsAfterChange,
  type FieldChecks,
  type FieldErrors,
} from './field-state';
import { placeFormError, type FieldMessage } from './form-errors';

/**
 * The values and errors of a small form, checked as the account pages check them: a field on
 * leaving it once it has been typed in, every field on submit, and a field showing an error
 * again as it is typed in. (antd-mobile's Form does the same with 32 kB of JavaScript more.)
 */
export function useFieldState<V extends object>(initial: V | (() => V), checks: FieldChecks<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  // The fields typed in: only those are checked on leaving, so that passing through an empty
  // field (to the "Send code" button, say) does not call it empty.
  const touched = useRef(new Set<keyof V>());
  // The fields checked at least once: those whose error may follow another field's value.
  const checked = useRef(new Set<keyof V>());
  const names = Object.keys(values) as (keyof V)[];

  const change =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      const next = { ...values, [name]: value };
      touched.current.add(name);
      setValues(next);
      setErrors(errorsAfterChange(errors, checks, values, next, name, checked.current));
    };

  /** Checks `only` (every field by default) and shows their errors; true when all are right. */
  const validate = (only: readonly (keyof V)[] = names) => {
    for (const name of only) checked.current.add(name);
    const found = checkFields(checks, values, only);
    setErrors((shown) => ({ ...shown, ...found }));
    return only.every((name) => !found[name]);
  };

  /** The blur handler of a field's row. */
  const leave = (name: keyof V) => (event: FocusEvent<HTMLElement>) => {
    // Focus moving within the row (to the password's show/hide button, to "Send code") does not
    // leave it.
    if (event.currentTarget.contains(event.relatedTarget) || !touched.current.has(name)) return;
    checked.current.add(name);
    setErrors((shown) => ({ ...shown, [name]: checkField(checks, values, name) }));
  };

  /** Shows the given messages under their fields. */
  const showErrors = (messages: readonly FieldMessage[]) =>
    setErrors((shown) => {
      const next = { ...shown };
      for (const { name, message } of messages) next[name as keyof V] = message;
      return next;
    });

  /**
   * A failed call's error under the field it concerns — the server's field errors, or a code
   * listed in `codeFields` (e.g. CODE_WRONG → 'Code') — or else in a toast.
   */
  const showFailure = (error: unknown, codeFields?: Record<string, string>) =>
    showErrors(placeFormError(error, names as string[], codeFields));

  return { values, errors, change, validate, leave, showErrors, showFailure };
}

export type FieldState<V extends object> = ReturnType<typeof useFieldState<V>>;
