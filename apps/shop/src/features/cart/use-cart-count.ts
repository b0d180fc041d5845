import { useCartTotalCount } from './cart-query';

/** The cart badge number: the cart's TotalCount (§2), 0 before it arrives or for a visitor. */
export function useCartCount(): number {
  return useCartTotalCount().data ?? 0;
}
