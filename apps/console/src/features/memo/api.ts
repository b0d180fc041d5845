import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMemoAnswerBody, AdminMemoListBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { auditKeys, inventoryKeys, memoKeys, statsKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

const WAITING_EVERY_MS = 60_000;

/** One page of memos, by status or overdue; the last page stays up meanwhile. */
export const useMemoList = (body: AdminMemoListBody) =>
  usePageQuery(memoKeys, 'Admin/Memos/List', body);

/**
 * What waits on the memos for a clerk: requests to answer and shipped memos past their due
 * date. The menu's badge, asked for again every minute.
 */
export function useMemosWaiting() {
  const body: AdminMemoListBody = { PageIndex: 1, PageSize: 1, Status: 'requested' };
  return useQuery({
    queryKey: memoKeys.list({ waiting: true }),
    queryFn: ({ signal }) => calls.post('Admin/Memos/List', body, { signal }),
    select: (page) => ({ requested: page.Requested, overdue: page.Overdue }),
    refetchInterval: WAITING_EVERY_MS,
  });
}

/** A clerk approves, declines, ships a memo or records stones back. */
export function useAnswerMemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMemoAnswerBody) => calls.post('Admin/Memos/Answer', body),
    // Refused or not, the list shows the memo as it now stands (another clerk may have moved
    // it); approving takes stones off the market, receiving puts them back, and the
    // dashboard counts the memos out.
    onSettled: () =>
      Promise.all(
        [memoKeys.all, inventoryKeys.all, auditKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
