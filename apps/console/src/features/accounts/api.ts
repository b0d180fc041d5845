import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AcceptInviteBody, EmailLoginBody, UserInfo } from '@facet/contract';
import { ApiError, calls } from '../../shared/transport/client';
import { sessionKeys } from '../../shared/transport/query-keys';
import { clearToken, saveToken, useToken } from '../../shared/transport/token-store';

const meKey = sessionKeys.detail('me');

/** The signed-in clerk or admin; runs only while a token is stored. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meKey,
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      try {
        return await calls.get('Admin/Me', undefined, { signal });
      } catch (error) {
        // A token that is not staff's (a buyer's) gets 404 here: it is no console session.
        if (error instanceof ApiError && error.status === 404) clearToken();
        throw error;
      }
    },
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailLoginBody) => calls.post('Admin/Login', body),
    onSuccess: (user, { RememberMe }) => {
      queryClient.setQueryData(meKey, user);
      saveToken(user.ToKen, RememberMe === true);
    },
  });
}

/** Takes up an invitation: the new clerk's password and name, and they are signed in. */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInviteBody) => calls.post('Admin/Staff/AcceptInvite', body),
    onSuccess: (user) => {
      queryClient.setQueryData(meKey, user);
      saveToken(user.ToKen, false);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calls.post('Relation/LogOut'),
    // The session ends here whatever the server answered: a dead network must not trap a clerk.
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}

/**
 * The clerk's profile from the server, stored as the session's: it brings fresh chat
 * credentials (ImUserId and Sign) when the chat server refused the old ones.
 */
export async function refreshMe(queryClient: QueryClient) {
  const user = await calls.get('Admin/Me');
  queryClient.setQueryData(meKey, user);
  return user;
}

/** The profile already loaded, if any. */
export const loadedMe = (queryClient: QueryClient) => queryClient.getQueryData<UserInfo>(meKey);
