import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput, CallsBy } from '@facet/contract';
import { calls } from './client';

/** A capability's key factory (query-keys.ts), of which a page of its list takes `list`. */
interface ListKeys {
  list: (query: Record<string, unknown>) => readonly unknown[];
}

/**
 * One page of a list that a POST call answers (its body: the page, the filters); the last page
 * stays on screen, dimmed, while the next one loads.
 */
export function usePageQuery<N extends CallsBy<'POST'>>(
  keys: ListKeys,
  name: N,
  body: CallInput<N> & Record<string, unknown>,
) {
  return useQuery({
    queryKey: keys.list(body),
    queryFn: ({ signal }) => calls.post(name, body, { signal }),
    placeholderData: keepPreviousData,
  });
}
