/**
 * Text PostgreSQL cannot keep: a NUL character (refused by `text` columns) or half of a UTF-16
 * surrogate pair (no character at all). Found before a request reaches a service, so it is a
 * 400 on its field rather than a database error.
 */
// eslint-disable-next-line no-control-regex
const UNSAVABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string in `value` that cannot be saved, or null. */
export function unsavableTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSAVABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsavableTextPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (UNSAVABLE.test(key)) return keyPath;
      const found = unsavableTextPath(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}
