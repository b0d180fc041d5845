export { useAddToCart, useCart } from './api';
export { cartKeys, prefetchCart, refreshCart } from './cart-query';
export { AddToCart } from './components/add-to-cart';
export { useCartCount } from './use-cart-count';
