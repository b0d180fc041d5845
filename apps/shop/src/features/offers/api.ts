import type { Offer, OfferGroup, OfferMakeBody, OfferStatus } from '@facet/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { cartKeys } from '../cart';
import { goodsScope } from '../catalogue';
import { withRates } from '../currencies';
import { ApiError } from '../../shared/transport/client';
import { calls } from '../../shared/transport/http';
import { nextOfferPage, OFFER_TABS, type OfferTab } from './offer-terms';

/** Offer cards per page of "My offers": a little over two phone screens. */
export const OFFER_PAGE_SIZE = 10;
/** The waiting offers are few (OFFER_LIMIT, 10 by default): one page holds them all. */
const WAITING_PAGE_SIZE = 100;

const offerScope = queryKeysFactory('offers');
export const offerKeys = {
  ...offerScope,
  waiting: [...offerScope.all, 'waiting'] as const,
  tab: (tab: OfferTab) => [...offerScope.all, 'tab', tab] as const,
};

const offerPage = (
  status: OfferStatus | OfferGroup,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  withRates(
    calls.post('Offer/List', { PageIndex: page, PageSize: size, Status: status }, { signal }),
  );

/** Every offer of a status or group, page after page. */
async function everyOffer(status: OfferStatus | OfferGroup, signal: AbortSignal): Promise<Offer[]> {
  const found: Offer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await offerPage(status, page, WAITING_PAGE_SIZE, signal);
    found.push(...answer.List);
    if (page * answer.PageSize >= answer.Total || answer.List.length === 0) return found;
  }
}

/**
 * The buyer's offers still waiting (open or countered): what a stone's offer sheet looks in for
 * one on that stone. Asked for when the sheet opens, not with every stone.
 */
export function useWaitingOffers() {
  return useQuery({
    queryKey: offerKeys.waiting,
    queryFn: ({ signal }) => everyOffer('waiting', signal),
    // A clerk may have answered since: asked again whenever the sheet opens.
    staleTime: 0,
  });
}

/** One tab of "My offers", newest first, a page at a time: one list call per page. */
export function useOfferTab(tab: OfferTab) {
  return useInfiniteQuery({
    queryKey: offerKeys.tab(tab),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await offerPage(OFFER_TABS[tab], pageParam, OFFER_PAGE_SIZE, signal);
      return { List: answer.List, next: nextOfferPage(answer) };
    },
    initialPageParam: 1,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  });
}

/**
 * Whatever shows an offer, or what an answer to one changes — the stone (held for the buyer
 * once accepted), the cart (the stone at the agreed price) — asks again.
 */
const refreshOffered = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    queryClient.invalidateQueries({ queryKey: goodsScope.all }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);

/**
 * Makes an offer. Quiet: the sheet places the refusal under the price or above the button. One
 * already waiting on the stone (made on another phone, say) is asked for, so the sheet shows it.
 */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferMakeBody) => calls.post('Offer/Make', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
    onError: (error) => {
      if (error instanceof ApiError && error.Code === 'OFFER_OPEN') {
        void queryClient.invalidateQueries({ queryKey: offerKeys.waiting });
      }
    },
  });
}

/** Accepts a clerk's counter: the stone is held for the buyer and carted at that price. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => calls.post('Offer/Accept', { OfferId: offerId }),
    onSettled: () => refreshOffered(queryClient),
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => calls.post('Offer/Withdraw', { OfferId: offerId }),
    onSettled: () => refreshOffered(queryClient),
  });
}

/** An offer that ran out on screen: the lists are asked about again. */
export function useOfferEnded() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: offerKeys.all });
}
