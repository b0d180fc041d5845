import type {
  CancelAccountBody,
  EmailLoginBody,
  EmailRegisterBody,
  GetEmailCodeBody,
  Personal,
  ResetPwdBody,
  SetPersonalBody,
} from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from './session';
import { calls } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

export const accountKeys = queryKeysFactory('account');

// Form mutations are quiet: the forms put field and code errors under their fields.

export function useLogin() {
  return useMutation({
    mutationFn: (body: EmailLoginBody) => calls.post('Relation/EmailLogin', body, { quiet: true }),
    onSuccess: (user, body) => sessionStore.signIn(user, body.RememberMe ?? false),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: EmailRegisterBody) =>
      calls.post('Relation/EmailRegister', body, { quiet: true }),
    // The server gives a new account its default (not remembered) session length.
    onSuccess: (user) => sessionStore.signIn(user, false),
  });
}

export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: GetEmailCodeBody) =>
      calls.post('Relation/GetEmailCode', body, { quiet: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPwdBody) => calls.post('Relation/ResetPwd', body, { quiet: true }),
  });
}

/**
 * The buyer's profile; reloading it also refreshes the stored UserInfo (§4, on launch),
 * chat credentials included — which is how chat logs in again after its Sign expired.
 */
export const personalQuery = (userId: number) => ({
  queryKey: accountKeys.detail(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Personal> => {
    const personal = await calls.get('Relation/GetPersonal', undefined, { signal });
    sessionStore.mergeProfile(personal);
    return personal;
  },
});

export function usePersonal() {
  const user = useSession();
  return useQuery({ ...personalQuery(user?.UserId ?? 0), enabled: user !== null });
}

export function useSetPersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPersonalBody) =>
      calls.post('Relation/SetPersonal', body, { quiet: true }),
    onSuccess: (personal) => {
      const user = sessionStore.get();
      if (user) queryClient.setQueryData(accountKeys.detail(user.UserId), personal);
      sessionStore.mergeProfile(personal);
    },
  });
}

/** Ends the session on the server; the caller forgets it locally whatever the outcome. */
export function useLogout() {
  return useMutation({
    mutationFn: () => calls.post('Relation/LogOut', undefined, { quiet: true }),
  });
}

export function useCancelAccount() {
  return useMutation({
    mutationFn: (body: CancelAccountBody) =>
      calls.post('Relation/CancelAccount', body, { quiet: true }),
  });
}
