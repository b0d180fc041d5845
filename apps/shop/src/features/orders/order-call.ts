import type { CallInput, CallsBy, OrderTab } from '@facet/contract';

/*
 * What the order list asks for first, in a module of its own: the list's query and the HTML's
 * first-paint script (src/boot) share it, the script without the query or the page.
 */

/** Order cards per page: a little over two phone screens. */
export const ORDER_PAGE_SIZE = 10;

/** The orders a phone's first screen shows (a card is about 160 px high). */
export const FIRST_SCREEN_ORDERS = 5;

export const ORDER_LIST_CALL = 'Order/List' satisfies CallsBy<'POST'>;

/** A page of the orders under a tab of the list ("all" asks for every status). */
export const orderListBody = (
  tab: OrderTab,
  pageIndex: number,
): CallInput<typeof ORDER_LIST_CALL> => ({
  PageIndex: pageIndex,
  PageSize: ORDER_PAGE_SIZE,
  ...(tab === 'all' ? {} : { Status: tab }),
});
