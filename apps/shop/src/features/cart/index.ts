export { refreshCart, useAddToCart, useCart } from './api';
export { cartKeys } from './cart-query';
export { AddToCart } from './components/add-to-cart';
export { useCartCount } from './use-cart-count';
