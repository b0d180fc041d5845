import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishNoticeBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { noticeKeys } from '../../shared/transport/query-keys';

export interface NoticePage {
  PageIndex: number;
  PageSize: number;
}

/** One page of the published notices, newest first; the last page stays up meanwhile. */
export function useNoticeList(page: NoticePage) {
  return useQuery({
    queryKey: noticeKeys.list({ ...page }),
    queryFn: ({ signal }) => calls.get('Admin/Notice/List', page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishNoticeBody) => calls.post('Admin/Notice/Publish', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('Admin/Notice/Delete', { Id: id }),
    // Gone already (another clerk deleted it) ends the same way: the list without it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
