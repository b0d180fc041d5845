import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedbackListBody, FeedbackAnswerBody, FeedbackDoneBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { feedbackKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

const WAITING_EVERY_MS = 60_000;

/** The buyers' feedback from Settings → Feedback: read, answered by mail, marked done. */
export const useFeedbackList = (body: AdminFeedbackListBody) =>
  usePageQuery(feedbackKeys, 'Admin/Feedback/List', body);

/** How many wait for a first answer: the menu's badge, asked for again every minute. */
export function useFeedbackWaiting() {
  const body: AdminFeedbackListBody = { PageIndex: 1, PageSize: 1, Status: 'new' };
  return useQuery({
    queryKey: feedbackKeys.list({ waiting: true }),
    queryFn: ({ signal }) => calls.post('Admin/Feedback/List', body, { signal }),
    select: (page) => page.Total,
    refetchInterval: WAITING_EVERY_MS,
  });
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackAnswerBody) => calls.post('Admin/Feedback/Answer', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function useFeedbackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackDoneBody) => calls.post('Admin/Feedback/Done', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
