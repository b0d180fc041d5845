import type { Cart } from '@facet/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { sessionStore, useSession } from '../accounts';
import { calls } from '../../shared/transport/http';
import { queryClient } from '../../shared/transport/query-client';
import { queryKeysFactory } from '@facet/web-client';
import { CART_CALL, CART_QUERY, hasCart } from './cart-call';

// The cart query alone: the tab bar's badge loads it with the first screen, so it stays apart
// from the cart's changes and their price arithmetic (api.ts).

/**
 * One cart query (`['cart']`) for the whole shop: the cart page, the tab-bar badge and the order
 * pages all read it, so whatever changes the cart refreshes every one of them at once.
 */
export const cartKeys = queryKeysFactory('cart');

const cartQuery = (mayAsk: boolean) => ({
  queryKey: cartKeys.all,
  queryFn: ({ signal }: { signal: AbortSignal }) => calls.get(CART_CALL, CART_QUERY, { signal }),
  // A visitor has no cart, and a buyer waiting for approval under BUYER_APPROVAL=browse none
  // yet (the server refuses it): nothing to ask for.
  enabled: mayAsk,
});

/**
 * The cart marked stale, asked for again by whatever shows it (an order placed took its lines):
 * here with the query, so the order pages need none of the cart's changes.
 */
export const refreshCart = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartKeys.all });

/**
 * The cart asked for again now, whether or not a page shows it (§4: the cart list is refreshed
 * after an add's success message). Only for a buyer who has a cart.
 */
export const reloadCart = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...cartQuery(true), staleTime: 0 }).catch(() => undefined);

const useHasCart = () => hasCart(useSession());

/**
 * The cart asked for as the app opens on the cart page, beside the page's code (the route's
 * preload): the HTML may have asked already (first-call.ts), and the page's first render then
 * finds the lines in the cache rather than drawing its loading shape over the shell's.
 */
export function prefetchCart() {
  if (hasCart(sessionStore.get())) void queryClient.prefetchQuery(cartQuery(true));
}

export function useCart() {
  return useQuery(cartQuery(useHasCart()));
}

/** The tab-bar badge: the cart's TotalCount, re-rendering only when that number changes. */
export function useCartTotalCount() {
  return useQuery({
    ...cartQuery(useHasCart()),
    select: (cart: Cart) => cart.TotalCount,
  });
}
