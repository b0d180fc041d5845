import { AUDIT_KINDS } from '@facet/contract';

/** The catalogue key naming a kind of entry, or null for a kind this console does not know. */
export const kindKey = (kind: string) =>
  (AUDIT_KINDS as readonly string[]).includes(kind) ? `audit.kind.${kind}` : null;

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * What an entry changed, field by field: the fields whose value differs between before and
 * after, in the order the after state lists them (then any the before state alone has).
 */
export function describeChange(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string }[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}
