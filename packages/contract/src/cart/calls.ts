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
    scope: 'orders',
  },
  'ShoppingCart/Add': {
    method: 'PUT',
    body: CartAddBody,
    data: Cart,
    capability: 'cart',
    scope: 'orders',
  },
  'ShoppingCart/Delete': {
    method: 'DELETE',
    body: CartDeleteBody,
    data: Cart,
    capability: 'cart',
    scope: 'orders',
  },
  'ShoppingCart/UpdateInfoById': {
    method: 'PUT',
    body: CartUpdateBody,
    data: Cart,
    capability: 'cart',
    scope: 'orders',
  },
  'ShoppingCart/SelectAll': {
    method: 'PUT',
    body: CartSelectAllBody,
    data: Cart,
    capability: 'cart',
    scope: 'orders',
  },
} as const satisfies Record<string, CallSpec>;
