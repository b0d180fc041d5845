import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReturnAnswerBody, AdminReturnListBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import {
  auditKeys,
  inventoryKeys,
  orderKeys,
  returnKeys,
  statsKeys,
} from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

const WAITING_EVERY_MS = 60_000;

/** One page of returns, by status; the last page stays up meanwhile. */
export const useReturnList = (body: AdminReturnListBody) =>
  usePageQuery(returnKeys, 'Admin/Returns/List', body);

/** Returns waiting for a clerk (asked for, and arrived): the menu's badge, every minute. */
export function useReturnsWaiting() {
  const body: AdminReturnListBody = { PageIndex: 1, PageSize: 1, Status: 'requested' };
  return useQuery({
    queryKey: returnKeys.list({ waiting: true }),
    queryFn: ({ signal }) => calls.post('Admin/Returns/List', body, { signal }),
    select: (page) => page.Waiting,
    refetchInterval: WAITING_EVERY_MS,
  });
}

/** A clerk authorises, declines, records the arrival of, refunds or escalates a return. */
export function useAnswerReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminReturnAnswerBody) => calls.post('Admin/Returns/Answer', body),
    // Refused or not, the list shows the return as it now stands; a restock puts stones back
    // on sale, an escalation marks the order abnormal, and the dashboard counts returns.
    onSettled: () =>
      Promise.all(
        [returnKeys.all, orderKeys.all, inventoryKeys.all, auditKeys.all, statsKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
