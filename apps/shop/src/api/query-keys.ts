/**
 * One query-key factory for every resource (STYLE.md §7), so a mutation can invalidate a
 * whole resource (`keys.all`) or one of its lists or items without spelling keys twice.
 */
export function queryKeysFactory<const Scope extends string>(scope: Scope) {
  return {
    all: [scope] as const,
    detail: (id: string | number) => [scope, 'detail', id] as const,
  };
}
