/** What is wrong with one field's value, given the whole form's values: a message, or null. */
export type FieldCheck<V, K extends keyof V> = (value: V[K], values: V) => string | null;

/** The checks of a form's fields; a field without one is always right. */
export type FieldChecks<V> = { [K in keyof V]?: FieldCheck<V, K> };

/** The error shown under each field, if any. */
export type FieldErrors<V> = { [K in keyof V]?: string | null };

export function checkField<V, K extends keyof V>(checks: FieldChecks<V>, values: V, name: K) {
  return checks[name]?.(values[name], values) ?? null;
}

/** The errors of `names`, each field's message or null. */
export function checkFields<V>(checks: FieldChecks<V>, values: V, names: readonly (keyof V)[]) {
  const found: FieldErrors<V> = {};
  for (const name of names) found[name] = checkField(checks, values, name);
  return found;
}

/**
 * The errors after `name` changed, turning `before` into `after`. An error on screen follows
 * the typing: it goes as soon as the value is right. A field already checked (on blur or
 * submit) whose verdict depends on the changed one — the confirmation on the password — is
 * checked again. Any other message, such as the server's under the code, stays.
 */
export function errorsAfterChange<V>(
  errors: FieldErrors<V>,
  checks: FieldChecks<V>,
  before: V,
  after: V,
  name: keyof V,
  checked: ReadonlySet<keyof V>,
): FieldErrors<V> {
  const next = { ...errors };
  if (errors[name]) next[name] = checkField(checks, after, name);
  for (const other of checked) {
    if (other === name) continue;
    const verdict = checkField(checks, after, other);
    if (verdict !== checkField(checks, before, other)) next[other] = verdict;
  }
  return next;
}
