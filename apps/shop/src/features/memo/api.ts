import type { MemoBuyBody, MemoRequestBody, MemoReturnBody } from '@facet/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { goodsScope } from '../catalogue';
import { calls } from '../../shared/transport/http';

/** Memo cards per page of "My memos": memos are few (five stones each at most). */
export const MEMO_PAGE_SIZE = 10;

const memoScope = queryKeysFactory('memo');
export const memoKeys = {
  ...memoScope,
  limit: [...memoScope.all, 'limit'] as const,
  list: [...memoScope.all, 'list'] as const,
};

/**
 * The buyer's memo limit, what their open memos use of it and how many stones one may hold:
 * one memo's page of one, asked for once a single stone's price shows (quiet: a buyer without
 * memo simply does not see the button). Kept for a few minutes, as the limit seldom changes;
 * `fresh` asks again (the sheet that weighs a request against it).
 */
export function useMemoLimit(fresh = false) {
  return useQuery({
    queryKey: memoKeys.limit,
    queryFn: async ({ signal }) => {
      const page = await calls.post('Memo/List', { PageIndex: 1, PageSize: 1 }, { signal, quiet: true }); // prettier-ignore
      return { LimitUsd: page.LimitUsd, UsedUsd: page.UsedUsd, MaxStones: page.MaxStones };
    },
    staleTime: fresh ? 0 : 5 * 60_000,
    retry: false,
  });
}

/** "My memos", newest first, a page at a time; each page carries the limit and what is used. */
export function useMemos() {
  return useInfiniteQuery({
    queryKey: memoKeys.list,
    queryFn: ({ pageParam, signal }) =>
      calls.post('Memo/List', { PageIndex: pageParam, PageSize: MEMO_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
    staleTime: 0,
  });
}

/** What a memo's move changes: the memos and the limit used, and the stones' availability. */
const refreshMemo = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memoKeys.all }),
    queryClient.invalidateQueries({ queryKey: goodsScope.all }),
  ]);

/** Asks for stones on memo. Quiet: the sheet says a refusal above its button. */
export function useRequestMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoRequestBody) => calls.post('Memo/Request', body, { quiet: true }),
    onSuccess: () => refreshMemo(queryClient),
  });
}

/** Buys stones on memo: a confirmed order at the memo's prices (the memo lists it). */
export function useBuyFromMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoBuyBody) => calls.post('Memo/Buy', body),
    onSettled: () => refreshMemo(queryClient),
  });
}

/** Sends stones back, with the parcel's tracking number. Quiet: the sheet places the refusal. */
export function useReturnFromMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemoReturnBody) => calls.post('Memo/Return', body, { quiet: true }),
    onSettled: () => refreshMemo(queryClient),
  });
}
