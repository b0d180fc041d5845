import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { auditKeys, buyerKeys, tierKeys } from '../../shared/transport/query-keys';

export function useTiers() {
  return useQuery({
    queryKey: tierKeys.lists(),
    queryFn: ({ signal }) => calls.get('Admin/Tiers/List', undefined, { signal }),
  });
}

/** A change to the tiers: tiers, buyers (their tier names) and the trail read again. */
function useTierChange<N extends 'Admin/Tiers/Save' | 'Admin/Tiers/Delete'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () =>
      Promise.all(
        [tierKeys.all, buyerKeys.all, auditKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveTier = () => useTierChange('Admin/Tiers/Save');
export const useDeleteTier = () => useTierChange('Admin/Tiers/Delete');
