import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyersListBody, CallInput } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { auditKeys, buyerKeys, memoKeys, tierKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

/** One page of buyers, those waiting for verification first; the last page stays up meanwhile. */
export const useBuyerList = (body: BuyersListBody) =>
  usePageQuery(buyerKeys, 'Admin/Buyers/List', body);

export function useBuyer(userId: number | null) {
  return useQuery({
    queryKey: buyerKeys.detail(userId ?? 0),
    queryFn:
      userId === null
        ? skipToken
        : ({ signal }) => calls.post('Admin/Buyers/Detail', { UserId: userId }, { signal }),
  });
}

/** The calls that change a buyer's standing or notes. */
type BuyerChange =
  | 'Admin/Buyers/Approve'
  | 'Admin/Buyers/Reject'
  | 'Admin/Buyers/Disable'
  | 'Admin/Buyers/SaveNotes';

/** A change to a buyer: the list and the page read again whatever happened. */
function useBuyerChange<N extends BuyerChange>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: buyerKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}

export const useApproveBuyer = () => useBuyerChange('Admin/Buyers/Approve');
export const useRejectBuyer = () => useBuyerChange('Admin/Buyers/Reject');
export const useDisableBuyer = () => useBuyerChange('Admin/Buyers/Disable');
export const useSaveBuyerNotes = () => useBuyerChange('Admin/Buyers/SaveNotes');

/** A buyer's price tier: tiers (their buyer counts), buyers and the trail read again. */
export function useSetTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'Admin/Buyers/SetTier'>) =>
      calls.post('Admin/Buyers/SetTier', body),
    onSettled: () =>
      Promise.all(
        [tierKeys.all, buyerKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A buyer's memo limit in USD (0: none) and what their open memos use of it. Admins only. */
export function useMemoLimit(userId: number) {
  return useQuery({
    queryKey: [...memoKeys.all, 'limit', userId],
    queryFn: ({ signal }) => calls.post('Admin/Buyers/MemoLimit', { UserId: userId }, { signal }),
    select: (limit) => limit.LimitUsd,
  });
}

/** An admin sets a buyer's memo limit (0 ends memo): memos and the trail read again. */
export function useSetMemoLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'Admin/Buyers/SetMemoLimit'>) =>
      calls.post('Admin/Buyers/SetMemoLimit', body),
    onSettled: () =>
      Promise.all(
        [memoKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
