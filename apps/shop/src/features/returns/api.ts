import type { Return, ReturnRequestBody, ReturnShipBody } from '@facet/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { calls } from '../../shared/transport/http';

/** Return cards per page of "My returns". */
export const RETURN_PAGE_SIZE = 10;
/** A buyer's returns are few: an order's are found among every one of theirs, read in pages of this. */
const EVERY_PAGE_SIZE = 100;

const returnScope = queryKeysFactory('returns');
export const returnKeys = {
  ...returnScope,
  list: [...returnScope.all, 'list'] as const,
  every: [...returnScope.all, 'every'] as const,
};

/** "My returns", newest first, a page at a time. */
export function useReturns() {
  return useInfiniteQuery({
    queryKey: returnKeys.list,
    queryFn: ({ pageParam, signal }) =>
      calls.post('Return/List', { PageIndex: pageParam, PageSize: RETURN_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
    staleTime: 0,
  });
}

/**
 * The returns of one order: `Return/List` does not filter by order, so every return of the
 * buyer's is read (a few at most) and the order's kept. Only asked for by an order that may
 * have any (received or completed).
 */
export function useOrderReturns(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.every,
    queryFn: async ({ signal }) => {
      const found: Return[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await calls.post('Return/List', { PageIndex: page, PageSize: EVERY_PAGE_SIZE }, { signal }); // prettier-ignore
        found.push(...answer.List);
        if (page * answer.PageSize >= answer.Total || answer.List.length === 0) return found;
      }
    },
    select: (returns) => returns.filter((item) => item.OrderId === orderId),
    enabled,
    staleTime: 0,
  });
}

/** Asks to return stones of an order. Quiet: the form places the refusal. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => calls.post('Return/Request', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** The parcel's tracking number for an authorised return. Quiet: the sheet places the refusal. */
export function useShipReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnShipBody) => calls.post('Return/Ship', body, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
