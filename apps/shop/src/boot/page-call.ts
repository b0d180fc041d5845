import { callPath } from '@facet/web-client';
import type { CatalogueFilters } from '../features/catalogue/category-filters';
import { bodyFor, defaultFilters } from '../features/catalogue/filter-state';
import { decodeSort, encodeFilters } from '../features/catalogue/filter-url';
import { DETAIL_CALL, detailBody, stoneIdOf } from '../features/catalogue/detail-call';
import {
  GOODS_PAGE_SIZE,
  QUERY_CALLS,
  isQueryCategory,
  type QueryCategory,
} from '../features/catalogue/query-calls';
import { CART_ADDRESS, hasCart } from '../features/cart/cart-call';
import { CHAT_HISTORY_ADDRESS } from '../features/notices/chat-call';
import { ORDER_LIST_CALL, orderListBody } from '../features/orders/order-call';
import { parseOrderTab } from '../features/orders/order-format';
import type { OpenedPage } from './opened-page';

/**
 * The first call a page makes, which the HTML can make for it: a stone's, a result list's, the
 * cart's, the order list's, the chat's history.
 */
export type PageCallKind = 'stone' | 'list' | 'cart' | 'orders' | 'chat';

/**
 * A first call as the app will send it (a POST with its JSON body, or a GET: no body), and where
 * the shell keeps room for its pictures.
 */
export type PageCall = {
  path: string;
  body: string | null;
  shown: 'data-picture' | 'data-list' | 'data-cart' | 'data-orders' | 'data-chat';
};

/**
 * A result list's filters from its address (`q`), if the app wrote that address: a JSON object
 * of known filters (`names`: the contract's), in order and none empty, as `encodeFilters` writes
 * them; none at all is the category's default. Any other the page reads itself (a link written
 * by hand, an older version's): it may take it otherwise, or not at all.
 */
export function filtersAsWritten(
  category: QueryCategory,
  q: string | null,
  names: readonly string[],
): CatalogueFilters | null {
  if (!q) return defaultFilters(category);
  let filters: unknown;
  try {
    filters = JSON.parse(q);
  } catch {
    return null;
  }
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return null;
  if (!Object.keys(filters).every((name) => names.includes(name))) return null;
  const written = filters as CatalogueFilters;
  return encodeFilters(written) === JSON.stringify(written) ? written : null;
}

/**
 * The call the page at `opened` makes first, written as the page writes it, or null when the
 * HTML should leave it to the page: a stone's details (`?id=`), a result list's first page
 * (`?category=…&q=…&sort=…`, in the buyer's terms: `bodyFor`), the cart (a buyer sent prices
 * only: the cart waits with them, and the server refuses the others), or the first page of the
 * order list's tab (`?tab=`), or the chat's newest messages.
 */
export function pageCall(
  kind: PageCallKind | undefined,
  { search, user }: OpenedPage,
  filterNames: readonly string[],
): PageCall | null {
  if (kind === 'cart') {
    if (!hasCart(user)) return null;
    return {
      path: CART_ADDRESS,
      body: null,
      shown: 'data-cart',
    };
  }
  if (kind === 'chat') {
    return { path: CHAT_HISTORY_ADDRESS, body: null, shown: 'data-chat' };
  }
  if (kind === 'orders') {
    return {
      path: callPath(ORDER_LIST_CALL),
      body: JSON.stringify(orderListBody(parseOrderTab(search.get('tab')), 1)),
      shown: 'data-orders',
    };
  }
  if (kind === 'stone') {
    const id = stoneIdOf(search);
    if (id === null) return null;
    return {
      path: callPath(DETAIL_CALL),
      body: JSON.stringify(detailBody(id)),
      shown: 'data-picture',
    };
  }
  const category = search.get('category');
  if (kind !== 'list' || !isQueryCategory(category)) return null;
  const filters = filtersAsWritten(category, search.get('q'), filterNames);
  if (!filters) return null;
  const page = { PageIndex: 1, PageSize: GOODS_PAGE_SIZE };
  const body = bodyFor(category, filters, page, decodeSort(search.get('sort')), user);
  return {
    path: callPath(QUERY_CALLS[category].call),
    body: JSON.stringify(body),
    shown: 'data-list',
  };
}
