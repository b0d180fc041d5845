import type {
  AddDemandOrderBody,
  AddOrderBody,
  AddRemarkBody,
  CancelOrderBody,
  Order,
  OrderPage,
  OrderTab,
  ReplaceAddressBody,
  UploadVouchersBody,
} from '@facet/contract';
import {
  infiniteQueryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useLocale } from '../../i18n/i18n';
import { refreshCart } from '../cart';
import { calls } from '../../shared/transport/http';
import { queryClient } from '../../shared/transport/query-client';
import { sessionStore } from '../accounts';
import { ORDER_LIST_CALL, orderListBody } from './order-call';
import { parseOrderTab } from './order-format';
import { queryKeysFactory } from '@facet/web-client';

const orderScope = queryKeysFactory('orders');
export const orderKeys = {
  ...orderScope,
  lists: [...orderScope.all, 'list'] as const,
  list: (tab: OrderTab) => [...orderScope.all, 'list', tab] as const,
  // Carrier names arrive translated (the `locale` header), so each language caches its own.
  logistics: (locale: string) => [...orderScope.all, 'logistics', locale] as const,
};

// ---- what an order is made from: the cart, addresses (their own features' calls), carriers ----

/** Self pickup and the carriers, with their fees. Changes with a release, not by the minute. */
export function useLogistics() {
  const locale = useLocale();
  return useQuery({
    queryKey: orderKeys.logistics(locale),
    queryFn: ({ signal }) => calls.post('Order/LogisticsList', undefined, { signal }),
    staleTime: 60 * 60_000,
  });
}

// ---- orders ----

type Paged = Pick<OrderPage, 'PageIndex' | 'PageSize' | 'Total'>;
const nextPageOf = (page: Paged) =>
  page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined;

const orderListQuery = (tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      calls.post(ORDER_LIST_CALL, orderListBody(tab, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useOrderList = (tab: OrderTab) => useInfiniteQuery(orderListQuery(tab));

/**
 * The list's first page asked for as the app opens on the order list, beside the page's code
 * (the route's preload): the HTML may have asked already (first-call.ts), and the page's first
 * render then finds the orders in the cache rather than drawing its loading shape.
 */
export function prefetchOrderList(search: URLSearchParams) {
  if (!sessionStore.get()) return;
  void queryClient.prefetchInfiniteQuery(orderListQuery(parseOrderTab(search.get('tab'))));
}

/** One order. Quiet: "not yours or gone" (NOT_FOUND) is a state the page shows, not a toast. */
export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    // No order named: nothing to ask for.
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => calls.post('Order/Detail', { OrderId: id }, { signal, quiet: true }),
  });
}

/** A new order takes its lines out of the cart and starts at the top of the order lists. */
function afterNewOrder(queryClient: QueryClient) {
  void refreshCart(queryClient);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
}

/** Quiet: stock and address refusals are explained on the page, not in a passing toast. */
export function useAddOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOrderBody) => calls.post('Order/AddOrder', body, { quiet: true }),
    onSuccess: () => afterNewOrder(queryClient),
  });
}

export function useAddDemandOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDemandOrderBody) =>
      calls.post('Order/AddDemandOrder', body, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.lists }),
  });
}

/** The buyer's changes to an order; each answers with the whole order as it now stands. */
const ORDER_CHANGES = {
  addRemark: (body: AddRemarkBody) => calls.post('Order/AddReMark', body, { quiet: true }),
  uploadVouchers: (body: UploadVouchersBody) =>
    calls.post('Order/UploadPaymentVouchers', body, { quiet: true }),
  replaceAddress: (body: ReplaceAddressBody) =>
    calls.post('Order/ReplaceReceiveAddress', body, { quiet: true }),
  confirmReceipt: (body: { OrderId: number }) =>
    calls.post('Order/ConfirmReceipt', body, { quiet: true }),
  cancel: (body: CancelOrderBody) => calls.post('Order/Cancel', body, { quiet: true }),
};
type OrderChange = keyof typeof ORDER_CHANGES;

export function useChangeOrder<Change extends OrderChange>(change: Change) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ORDER_CHANGES[change] as (
      body: Parameters<(typeof ORDER_CHANGES)[Change]>[0],
    ) => Promise<Order>,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.Id), order);
      // A status change moves the order between tabs; an edit may change its card.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
    },
  });
}
