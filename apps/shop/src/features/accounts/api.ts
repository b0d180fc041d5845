import type {
  CancelAccountBody,
  EmailCodeSent,
  EmailLoginBody,
  EmailRegisterBody,
  GetEmailCodeBody,
  Personal,
  PersonalWithIm,
  ResetPwdBody,
  SetPersonalBody,
  UserInfo,
} from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from './session';
import { http } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

const RELATION = '/api/Relation';

export const accountKeys = queryKeysFactory('account');

// Form mutations are quiet: the forms put field and code errors under their fields.

export function useLogin() {
  return useMutation({
    mutationFn: (body: EmailLoginBody) =>
      http.post<UserInfo>(`${RELATION}/EmailLogin`, body, { quiet: true }),
    onSuccess: (user, body) => sessionStore.signIn(user, body.RememberMe ?? false),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: EmailRegisterBody) =>
      http.post<UserInfo>(`${RELATION}/EmailRegister`, body, { quiet: true }),
    // The server gives a new account its default (not remembered) session length.
    onSuccess: (user) => sessionStore.signIn(user, false),
  });
}

export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: GetEmailCodeBody) =>
      http.post<EmailCodeSent>(`${RELATION}/GetEmailCode`, body, { quiet: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPwdBody) =>
      http.post<null>(`${RELATION}/ResetPwd`, body, { quiet: true }),
  });
}

/**
 * The buyer's profile; reloading it also refreshes the stored UserInfo (§4, on launch),
 * chat credentials included — which is how chat logs in again after its Sign expired.
 */
export const personalQuery = (userId: number) => ({
  queryKey: accountKeys.detail(userId),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Personal> => {
    const personal = await http.get<PersonalWithIm>(`${RELATION}/GetPersonal`, { signal });
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
      http.post<Personal>(`${RELATION}/SetPersonal`, body, { quiet: true }),
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
    mutationFn: () => http.post<null>(`${RELATION}/LogOut`, undefined, { quiet: true }),
  });
}

export function useCancelAccount() {
  return useMutation({
    mutationFn: (body: CancelAccountBody) =>
      http.post<null>(`${RELATION}/CancelAccount`, body, { quiet: true }),
  });
}
