import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSaveBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { contactKeys } from '../../shared/transport/query-keys';

/** The contact record as the form edits it: every language, and who saved it last (admins). */
export function useContactSettings() {
  return useQuery({
    queryKey: contactKeys.all,
    queryFn: ({ signal }) => calls.get('Admin/Contact/Get', undefined, { signal }),
  });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactSaveBody) => calls.post('Admin/Contact/Save', body),
    onSuccess: (settings) => queryClient.setQueryData(contactKeys.all, settings),
  });
}
