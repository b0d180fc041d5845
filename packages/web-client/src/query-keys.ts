/**
 * One query-key factory for every resource (after Medusa's admin dashboard):
 * `all` to invalidate everything of a resource, `lists()` for every page of it, `list(query)`
 * and `detail(id)` below those.
 */
export const queryKeysFactory = <const Resource extends string>(resource: Resource) => {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Record<string, unknown> = {}) => [...all, 'list', query] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
};
