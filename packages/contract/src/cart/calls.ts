import type { CallSpec } from '../call-spec';
import {
  Cart,
  CartAddBody,
  CartDeleteBody,
  CartGetListQuery,
  CartSelectAllBody,
  CartUpdateBody,
} from './index';

/** The cart calls of the call table (../calls.ts). */
export const CART_CALLS = {
  'ShoppingCart/GetList': {
    method: 'GET',
    query: CartGetListQuery,
    data: Cart,
    capability: 'cart',
  },
  'ShoppingCart/Add': { method: 'PUT', body: CartAddBody, data: Cart, capability: 'cart' },
  'ShoppingCart/Delete': { method: 'DELETE', body: CartDeleteBody, data: Cart, capability: 'cart' },
  'ShoppingCart/UpdateInfoById': {
    method: 'PUT',
    body: CartUpdateBody,
    data: Cart,
    capability: 'cart',
  },
  'ShoppingCart/SelectAll': {
    method: 'PUT',
    body: CartSelectAllBody,
    data: Cart,
    capability: 'cart',
  },
} as const satisfies Record<string, CallSpec>;
