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
  SubmitVerificationBody,
  UserInfo,
  Verification,
} from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore, useSession } from './session';
import { http } from '../../shared/transport/http';
import { useNewsUnreadTotal } from '../notices/news-query';
import { queryKeysFactory } from '@facet/web-client';

const RELATION = '/api/Relation';

const accountKeys = queryKeysFactory('account');

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

/**
 * A buyer waiting for approval (`BUYER_APPROVAL=browse`) hears of it by a notice: while their
 * prices are hidden, every change of the News count reloads the profile, which says whether
 * prices are open now — the cart and the price filters come back without signing in again.
 */
export function useApprovalWatch() {
  const user = useSession();
  const unread = useNewsUnreadTotal().data ?? 0;
  const queryClient = useQueryClient();
  const waitingFor = user?.SeesPrices === false ? user.UserId : null;
  useEffect(() => {
    if (waitingFor === null || unread === 0) return;
    void queryClient
      .fetchQuery({ ...personalQuery(waitingFor), staleTime: 0 })
      .catch(() => undefined);
  }, [queryClient, waitingFor, unread]);
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

/** The buyer's trade verification: what they sent and the staff's answer. */
export function useVerification() {
  const user = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...accountKeys.all, 'verification', user?.UserId ?? 0],
    queryFn: async ({ signal }) => {
      const verification = await http.get<Verification>(`${RELATION}/Verification`, { signal });
      // A decision since sign-in (approved: prices open) reaches the stored session through a
      // profile reload, which carries SeesPrices.
      const stored = sessionStore.get();
      if (stored && stored.Verification !== verification.Status) {
        await queryClient.fetchQuery({ ...personalQuery(stored.UserId), staleTime: 0 });
      }
      return verification;
    },
    enabled: user !== null,
  });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitVerificationBody) =>
      http.post<Verification>(`${RELATION}/SubmitVerification`, body, { quiet: true }),
    onSuccess: (verification) => {
      const user = sessionStore.get();
      if (user) {
        queryClient.setQueryData([...accountKeys.all, 'verification', user.UserId], verification);
      }
      sessionStore.mergeProfile({ Verification: verification.Status });
    },
  });
}
