import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { UserInfo, type AcceptInviteBody, type EmailLoginBody } from '@facet/contract';
import { ApiError, request } from './client';
import { queryKeysFactory } from '@facet/web-client';
import { clearToken, saveToken, useToken } from './token-store';

export const sessionKeys = queryKeysFactory('session');
const meKey = sessionKeys.detail('me');

/** The signed-in clerk or admin; runs only while a token is stored. */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: meKey,
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      try {
        return await request('Admin/Me', { schema: UserInfo, signal });
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
    mutationFn: (body: EmailLoginBody) =>
      request('Admin/Login', { method: 'POST', body, schema: UserInfo }),
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
    mutationFn: (body: AcceptInviteBody) =>
      request('Admin/Staff/AcceptInvite', { method: 'POST', body, schema: UserInfo }),
    onSuccess: (user) => {
      queryClient.setQueryData(meKey, user);
      saveToken(user.ToKen, false);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('Relation/LogOut', { method: 'POST' }),
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
  const user = await request('Admin/Me', { schema: UserInfo });
  queryClient.setQueryData(meKey, user);
  return user;
}

/** The profile already loaded, if any. */
export const loadedMe = (queryClient: QueryClient) => queryClient.getQueryData<UserInfo>(meKey);
