import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

// A refusal (4xx) will not change on retry; network faults and 5xx get one more try.
const worthRetrying = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    // Always ask (see the shop's query client): a call made while the browser believes it is
    // offline would otherwise wait, unsent, for an online event that may never come.
    queries: { retry: worthRetrying, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
