import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminHoldList, HoldAdded } from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

export const holdKeys = queryKeysFactory('holds');

/** Every hold in force, the soonest to end first. */
export function useHoldList() {
  return useQuery({
    queryKey: holdKeys.lists(),
    queryFn: ({ signal }) => request('Admin/Holds/List', { schema: AdminHoldList, signal }),
  });
}

export function useExtendHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) =>
      request('Admin/Holds/Extend', {
        method: 'POST',
        body: { HoldId: holdId },
        schema: HoldAdded,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdKeys.all }),
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holdId: number) =>
      request('Admin/Holds/Release', { method: 'POST', body: { HoldId: holdId } }),
    // Gone already (ended, or another clerk released it) ends the same way: a list without it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: holdKeys.all }),
  });
}
