import type { RequestMediaBody } from '@facet/contract';
import { useMutation } from '@tanstack/react-query';
import { calls } from '../../shared/transport/http';

/** "Request a video", "More pictures", "Ask about this stone": a chat message with the stone. */
export function useRequestMedia() {
  return useMutation({
    mutationFn: (body: RequestMediaBody) => calls.post('Diamonds/RequestMedia', body),
  });
}
