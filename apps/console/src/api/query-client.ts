import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

// A refusal (4xx) will not change on retry; network faults and 5xx get one more try.
const worthRetrying = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: worthRetrying, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
