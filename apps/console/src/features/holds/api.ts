import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '../../shared/transport/client';
import { holdKeys } from '../../shared/transport/query-keys';

/** Every hold in force, the soonest to end first. */
export function useHoldList() {
  return useQuery({
    queryKey: holdKeys.lists(),
    queryFn: ({ signal }) => calls.get('Admin/Holds/List', undefined, { signal }),
  });
}

export function useExtendHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) => calls.post('Admin/Holds/Extend', { HoldId: holdId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdKeys.all }),
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) => calls.post('Admin/Holds/Release', { HoldId: holdId }),
    // Gone already (ended, or another clerk released it) ends the same way: a list without it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdKeys.all }),
  });
}
