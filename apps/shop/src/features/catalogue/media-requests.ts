import type { MediaRequested, RequestMediaBody } from '@facet/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/transport/http';

/** "Request a video", "More pictures", "Ask about this stone": a chat message with the stone. */
export function useRequestMedia() {
  return useMutation({
    mutationFn: (body: RequestMediaBody) =>
      http.post<MediaRequested>('/api/Diamonds/RequestMedia', body),
  });
}
