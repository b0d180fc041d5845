import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminFeedback,
  AdminFeedbackPage,
  type AdminFeedbackListBody,
  type FeedbackAnswerBody,
  type FeedbackDoneBody,
} from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

/** The buyers' feedback from Settings → Feedback: read, answered by mail, marked done. */
export const feedbackKeys = queryKeysFactory('feedback');

const WAITING_EVERY_MS = 60_000;

export function useFeedbackList(body: AdminFeedbackListBody) {
  return useQuery({
    queryKey: feedbackKeys.list(body),
    queryFn: ({ signal }) =>
      request('Admin/Feedback/List', { method: 'POST', body, schema: AdminFeedbackPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many wait for a first answer: the menu's badge, asked for again every minute. */
export function useFeedbackWaiting() {
  const body: AdminFeedbackListBody = { PageIndex: 1, PageSize: 1, Status: 'new' };
  return useQuery({
    queryKey: feedbackKeys.list({ waiting: true }),
    queryFn: ({ signal }) =>
      request('Admin/Feedback/List', { method: 'POST', body, schema: AdminFeedbackPage, signal }),
    select: (page) => page.Total,
    refetchInterval: WAITING_EVERY_MS,
  });
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackAnswerBody) =>
      request('Admin/Feedback/Answer', { method: 'POST', body, schema: AdminFeedback }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function useFeedbackDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackDoneBody) =>
      request('Admin/Feedback/Done', { method: 'POST', body, schema: AdminFeedback }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
