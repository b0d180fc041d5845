import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOfferAnswerBody, AdminOfferListBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { holdKeys, offerKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

const WAITING_EVERY_MS = 60_000;

/** One page of the buyers' offers, by status and order; the last page stays up meanwhile. */
export const useOfferList = (body: AdminOfferListBody) =>
  usePageQuery(offerKeys, 'Admin/Offers/List', body);

/** How many offers wait for a clerk's answer: the menu's badge, asked for again every minute. */
export function useOffersWaiting() {
  const body: AdminOfferListBody = { PageIndex: 1, PageSize: 1, Status: 'open', Sort: 'expiry' };
  return useQuery({
    queryKey: offerKeys.list({ waiting: true }),
    queryFn: ({ signal }) => calls.post('Admin/Offers/List', body, { signal }),
    select: (page) => page.Waiting,
    refetchInterval: WAITING_EVERY_MS,
  });
}

/** Asks again for every list of offers and the badge (an offer's time ran out on screen). */
export function useRefreshOffers() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    [queryClient],
  );
}

/** A clerk accepts, counters or declines an open offer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOfferAnswerBody) => calls.post('Admin/Offers/Answer', body),
    // Refused or not, the list shows the offer as it now stands (another clerk may have
    // answered it); an acceptance also holds the stone for the buyer.
    onSettled: (_answered, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        body.Action === 'accept' && queryClient.invalidateQueries({ queryKey: holdKeys.all }),
      ]),
  });
}
