import type { ApiKeyCreateBody } from '@facet/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { calls } from '../../shared/transport/http';

/** Calls per page of the audit of key use. */
export const KEY_USES_PAGE_SIZE = 10;

const apiKeyScope = queryKeysFactory('api-keys');
export const apiKeyKeys = {
  ...apiKeyScope,
  keys: [...apiKeyScope.all, 'keys'] as const,
  /** One key's calls, or every key's (`all`). */
  uses: (keyId: number | 'all') => [...apiKeyScope.all, 'uses', keyId] as const,
};

/** The buyer's keys, live and revoked (the page orders them, api-key-rules.ts). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.keys,
    queryFn: ({ signal }) => calls.get('ApiKey/List', undefined, { signal }),
    staleTime: 0,
  });
}

/** The latest calls made with the buyer's keys, newest first, a page at a time. */
export function useApiKeyUses(keyId: number | 'all') {
  return useInfiniteQuery({
    queryKey: apiKeyKeys.uses(keyId),
    queryFn: ({ pageParam, signal }) =>
      calls.post(
        'ApiKey/Uses',
        {
          ...(keyId === 'all' ? {} : { Id: keyId }),
          PageIndex: pageParam,
          PageSize: KEY_USES_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
    staleTime: 0,
  });
}

/** Makes a key; the answer carries the key itself, once. Quiet: the form places refusals. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) => calls.post('ApiKey/Create', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.keys }),
  });
}

/** Revokes a key: it is refused from the very next call. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('ApiKey/Revoke', { Id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.keys }),
  });
}
