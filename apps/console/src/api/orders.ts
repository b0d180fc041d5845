import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AdminOrder,
  AdminOrderPage,
  type AddRemarkBody,
  type AdminOrderListBody,
  type ConfirmOrderBody,
  type OrderAction,
  type OrderNoteBody,
  type OrderReasonBody,
  type ShipOrderBody,
} from '@facet/contract';
import { ApiError, request } from './client';
import { queryKeysFactory } from '@facet/web-client';

export const orderKeys = queryKeysFactory('orders');

/** The status changes a clerk makes; the buyer's own `confirmReceipt` has no back-office path. */
export type ClerkAction = Exclude<OrderAction, 'confirmReceipt'>;

/** Each clerk action's path under /api/Admin/Orders/. */
export const ACTION_PATHS: Record<ClerkAction, string> = {
  confirm: 'Confirm',
  reject: 'Reject',
  cancel: 'Cancel',
  markPaid: 'MarkPaid',
  readyToShip: 'ReadyToShip',
  ship: 'Ship',
  complete: 'Complete',
  markAbnormal: 'MarkAbnormal',
  resolve: 'Resolve',
  closeAbnormal: 'CloseAbnormal',
};

/** An action with the body its path takes. */
export type OrderActionCall =
  | { action: 'confirm'; body: ConfirmOrderBody }
  | { action: 'ship'; body: ShipOrderBody }
  | { action: 'reject' | 'cancel' | 'markAbnormal' | 'closeAbnormal'; body: OrderReasonBody }
  | { action: 'markPaid' | 'readyToShip' | 'complete' | 'resolve'; body: OrderNoteBody };

/** The first page of every status at once, only for its counts (the dashboard). */
const COUNTS_QUERY: AdminOrderListBody = { PageIndex: 1, PageSize: 1 };

const listOrders = (body: AdminOrderListBody, signal?: AbortSignal) =>
  request('Admin/Orders/List', { method: 'POST', body, schema: AdminOrderPage, signal });

/** One page of the order queue, with the counts per status; the last page stays up meanwhile. */
export function useOrderQueue(body: AdminOrderListBody) {
  return useQuery({
    queryKey: orderKeys.list(body),
    queryFn: ({ signal }) => listOrders(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** Orders per status. */
export function useOrderCounts() {
  return useQuery({
    queryKey: orderKeys.list(COUNTS_QUERY),
    queryFn: ({ signal }) => listOrders(COUNTS_QUERY, signal),
    select: (page) => page.Counts,
  });
}

/** One order in full; nothing is fetched for an address that names no order. */
export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 'none'),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            request('Admin/Orders/Detail', {
              method: 'POST',
              body: { OrderId: id },
              schema: AdminOrder,
              signal,
            }),
  });
}

/** The answer is the order as it now is; every queue page and count is out of date. */
function refreshAfter(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData(orderKeys.detail(order.Id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: OrderActionCall) =>
      request(`Admin/Orders/${ACTION_PATHS[action]}`, { method: 'POST', body, schema: AdminOrder }),
    onSuccess: (order) => refreshAfter(queryClient, order),
    onError: (error, { body }) => {
      // Someone else moved the order first: show it as it now is, with the actions it now has.
      if (error instanceof ApiError && error.code === 'ORDER_STATE') {
        return queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
      if (error instanceof ApiError && error.status === 404) {
        return queryClient.invalidateQueries({ queryKey: orderKeys.detail(body.OrderId) });
      }
    },
  });
}

export function useAddOrderRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRemarkBody) =>
      request('Admin/Orders/AddRemark', { method: 'POST', body, schema: AdminOrder }),
    onSuccess: (order) => refreshAfter(queryClient, order),
  });
}
