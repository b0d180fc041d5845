import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client already toasted a failure; a silent retry would only repeat it.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Always ask: the request client settles every call (answer, refusal, network error or
      // timeout). In the default "online" mode a call made while the browser believes it is
      // offline waits, unsent, for an online event that may never come — a spinner forever.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
