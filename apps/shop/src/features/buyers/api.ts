import type { SubmitVerificationBody } from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys, personalQuery, sessionStore, useSession } from '../accounts';
import { useNewsUnreadTotal } from '../notices';
import { calls } from '../../shared/transport/http';

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

/** The buyer's trade verification: what they sent and the staff's answer. */
export function useVerification() {
  const user = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...accountKeys.all, 'verification', user?.UserId ?? 0],
    queryFn: async ({ signal }) => {
      const verification = await calls.get('Relation/Verification', undefined, { signal });
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
      calls.post('Relation/SubmitVerification', body, { quiet: true }),
    onSuccess: (verification) => {
      const user = sessionStore.get();
      if (user) {
        queryClient.setQueryData([...accountKeys.all, 'verification', user.UserId], verification);
      }
      sessionStore.mergeProfile({ Verification: verification.Status });
    },
  });
}
