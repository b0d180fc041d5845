import type { Return, ReturnRequestBody, ReturnShipBody } from '@facet/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { calls } from '../../shared/transport/http';

/** Return cards per page of "My returns". */
export const RETURN_PAGE_SIZE = 10;
/** An order's returns are few (a stone is in at most one that stands): one page holds them. */
const ORDER_PAGE_SIZE = 100;

const returnScope = queryKeysFactory('returns');
export const returnKeys = {
  ...returnScope,
  list: [...returnScope.all, 'list'] as const,
  ofOrder: (orderId: number) => [...returnScope.all, 'order', orderId] as const,
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

/** The returns of one order, newest first. Only asked for by an order that may have any. */
export function useOrderReturns(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: async ({ signal }): Promise<Return[]> =>
      (await calls.post('Return/List', { OrderId: orderId, PageIndex: 1, PageSize: ORDER_PAGE_SIZE }, { signal })).List, // prettier-ignore
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
