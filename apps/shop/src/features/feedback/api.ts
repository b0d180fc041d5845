import type { FeedbackBody } from '@facet/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/transport/http';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) =>
      http.post<null>('/api/Relation/Feedback', body, { quiet: true }),
  });
}
