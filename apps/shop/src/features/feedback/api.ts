import type { FeedbackBody } from '@facet/contract';
import { useMutation } from '@tanstack/react-query';
import { calls } from '../../shared/transport/http';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => calls.post('Relation/Feedback', body, { quiet: true }),
  });
}
