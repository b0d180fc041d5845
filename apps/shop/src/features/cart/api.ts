import type {
  Cart,
  CartAddBody,
  CartDeleteBody,
  CartSelectAllBody,
  CartUpdateBody,
} from '@facet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withLine, withoutLines, withTabSelected } from './cart-cache';
import { calls } from '../../shared/transport/http';
import { cartKeys, refreshCart } from './cart-query';

export { cartKeys, reloadCart, useCart, useCartTotalCount } from './cart-query';

/** Every cart change runs in this one queue, so the server sees the taps in the order made. */
const CHANGE = { scope: { id: 'cart' }, mutationKey: [...cartKeys.all, 'change'] } as const;

/**
 * Every change answers with the whole cart. Taps follow each other faster than the server
 * answers, so only the answer to the last change waiting is kept: an earlier one would undo,
 * for a moment, the ticks and quantities shown since.
 */
function useCartChange<Body>(
  send: (body: Body) => Promise<Cart>,
  optimistic?: (cart: Cart, body: Body) => Cart,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...CHANGE,
    mutationFn: send,
    onMutate: async (body) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      queryClient.setQueryData<Cart>(cartKeys.all, (cart) => cart && optimistic(cart, body));
    },
    onSuccess: (cart) => {
      if (queryClient.isMutating({ mutationKey: CHANGE.mutationKey }) <= 1) {
        queryClient.setQueryData(cartKeys.all, cart);
      }
    },
    // What the server holds is no longer what the screen shows: ask for it.
    onError: () => refreshCart(queryClient),
  });
}

/**
 * Adds goods to the cart; its answer, the fresh cart, refreshes the badge and the cart page.
 * The loading and success toasts are the caller's (§4); a refusal (sold, off the market…) is
 * toasted by the client in the buyer's language.
 */
export const useAddToCart = () =>
  useCartChange((body: CartAddBody) => calls.put('ShoppingCart/Add', body));

/** A line's quantity or its tick. */
export const useUpdateCartLine = () =>
  useCartChange(
    (body: CartUpdateBody) => calls.put('ShoppingCart/UpdateInfoById', body),
    (cart, { CartId, Quantity, Selected }) =>
      withLine(cart, CartId, {
        ...(Quantity === undefined ? {} : { Quantity }),
        ...(Selected === undefined ? {} : { Selected }),
      }),
  );

/** "Select all" of one tab, ticked or cleared. */
export const useSelectAllCart = () =>
  useCartChange(
    (body: CartSelectAllBody) => calls.put('ShoppingCart/SelectAll', body),
    (cart, { Tab, Selected }) => withTabSelected(cart, Tab, Selected),
  );

export const useDeleteCartLines = () =>
  useCartChange(
    (body: CartDeleteBody) => calls.delete('ShoppingCart/Delete', body),
    (cart, { CartIds }) => withoutLines(cart, CartIds),
  );
