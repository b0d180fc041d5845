import {
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AddRemarkBody,
  AdminOrder,
  AdminOrderListBody,
  CallInput,
  CallsBy,
  OrderAction,
} from '@facet/contract';
import { ApiError, calls } from '../../shared/transport/client';
import { orderKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

/** The status changes a clerk makes; the buyer's own `confirmReceipt` has no back-office call. */
export type ClerkAction = Exclude<OrderAction, 'confirmReceipt'>;

/** The call each clerk action makes. */
export const ACTION_CALLS = {
  confirm: 'Admin/Orders/Confirm',
  reject: 'Admin/Orders/Reject',
  cancel: 'Admin/Orders/Cancel',
  markPaid: 'Admin/Orders/MarkPaid',
  readyToShip: 'Admin/Orders/ReadyToShip',
  ship: 'Admin/Orders/Ship',
  complete: 'Admin/Orders/Complete',
  markAbnormal: 'Admin/Orders/MarkAbnormal',
  resolve: 'Admin/Orders/Resolve',
  closeAbnormal: 'Admin/Orders/CloseAbnormal',
} as const satisfies Record<ClerkAction, CallsBy<'POST'>>;

type ActionCalls = typeof ACTION_CALLS;

/** An action with the body its call takes. */
export type OrderActionCall = {
  [A in ClerkAction]: { action: A; body: CallInput<ActionCalls[A]> };
}[ClerkAction];

// Generic in the action, so that the call's name and its body are checked as a pair.
const postAction = <A extends ClerkAction>({
  action,
  body,
}: {
  action: A;
  body: CallInput<ActionCalls[A]>;
}) => calls.post(ACTION_CALLS[action], body);

/** The first page of every status at once, only for its counts (the dashboard). */
const COUNTS_QUERY: AdminOrderListBody = { PageIndex: 1, PageSize: 1 };

/** One page of the order queue, with the counts per status; the last page stays up meanwhile. */
export const useOrderQueue = (body: AdminOrderListBody) =>
  usePageQuery(orderKeys, 'Admin/Orders/List', body);

/** Orders per status. */
export function useOrderCounts() {
  return useQuery({
    queryKey: orderKeys.list(COUNTS_QUERY),
    queryFn: ({ signal }) => calls.post('Admin/Orders/List', COUNTS_QUERY, { signal }),
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
        : ({ signal }) => calls.post('Admin/Orders/Detail', { OrderId: id }, { signal }),
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
    mutationFn: (call: OrderActionCall) => postAction(call),
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
    mutationFn: (body: AddRemarkBody) => calls.post('Admin/Orders/AddRemark', body),
    onSuccess: (order) => refreshAfter(queryClient, order),
  });
}
