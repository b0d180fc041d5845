import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminNotice, AdminNoticeList, type PublishNoticeBody } from '@facet/contract';
import { request } from './client';
import { queryKeysFactory } from '@facet/web-client';

export const noticeKeys = queryKeysFactory('notices');

export interface NoticePage {
  PageIndex: number;
  PageSize: number;
}

/** One page of the published notices, newest first; the last page stays up meanwhile. */
export function useNoticeList(page: NoticePage) {
  return useQuery({
    queryKey: noticeKeys.list({ ...page }),
    queryFn: ({ signal }) =>
      request(
        `Admin/Notice/List?${new URLSearchParams({
          PageIndex: String(page.PageIndex),
          PageSize: String(page.PageSize),
        })}`,
        { schema: AdminNoticeList, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePublishNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishNoticeBody) =>
      request('Admin/Notice/Publish', { method: 'POST', body, schema: AdminNotice }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request('Admin/Notice/Delete', { method: 'POST', body: { Id: id } }),
    // Gone already (another clerk deleted it) ends the same way: the list without it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
