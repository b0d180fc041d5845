import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsQuery } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { statsKeys } from '../../shared/transport/query-keys';

/** Every figure of the manager's dashboard for a period (US Eastern days, both included). */
export function useStats(query: StatsQuery) {
  return useQuery({
    queryKey: statsKeys.list(query),
    queryFn: ({ signal }) => calls.get('Admin/Stats', query, { signal }),
    // A new period keeps the last one's charts on screen until its figures arrive.
    placeholderData: keepPreviousData,
  });
}
