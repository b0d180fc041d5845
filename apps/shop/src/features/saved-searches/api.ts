import type { SavedSearchSaveBody } from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { goodsScope } from '../catalogue';
import { calls } from '../../shared/transport/http';

/** The buyer's saved searches (API.md, "Trade tools"). */
export const savedSearchKeys = queryKeysFactory('saved-searches');

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.lists(),
    queryFn: ({ signal }) => calls.get('SavedSearch/List', undefined, { signal }),
    // New stones arrive all day: the counts are asked for whenever the list is shown.
    staleTime: 0,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      body: Omit<SavedSearchSaveBody, 'Alert'> & { Alert?: SavedSearchSaveBody['Alert'] },
    ) => calls.post('SavedSearch/Save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/**
 * Opening a search marks its stones as seen; its filters come back to run it. The result lists
 * kept in memory are asked again: the new stones the search announced must be on them.
 */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('SavedSearch/Open', { Id: id }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
        queryClient.invalidateQueries({ queryKey: goodsScope.all }),
      ]),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('SavedSearch/Delete', { Id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
