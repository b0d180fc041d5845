import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ContactSettings, type ContactSaveBody } from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

export const contactKeys = queryKeysFactory('contact');

/** The contact record as the form edits it: every language, and who saved it last (admins). */
export function useContactSettings() {
  return useQuery({
    queryKey: contactKeys.all,
    queryFn: ({ signal }) => request('Admin/Contact/Get', { schema: ContactSettings, signal }),
  });
}

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactSaveBody) =>
      request('Admin/Contact/Save', { method: 'POST', body, schema: ContactSettings }),
    onSuccess: (settings) => queryClient.setQueryData(contactKeys.all, settings),
  });
}
