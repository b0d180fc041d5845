import type { OrderAction, OrderKind, OrderStatus } from '@facet/contract';
import type { ConsoleKey } from '../../i18n/catalogue';

/**
 * A tag colour per status: warm while the order waits for the shop, cool while it waits for the
 * buyer or the carrier, green once done, red when something is wrong, grey when it ended.
 */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  PendingConfirmation: 'gold',
  PendingPayment: 'blue',
  Processing: 'orange',
  PendingShipment: 'purple',
  Shipped: 'cyan',
  Received: 'lime',
  Completed: 'green',
  Abnormal: 'red',
  Cancelled: 'default',
};

/** Timeline dots take fewer colours: the end states stand out, every other step is blue. */
export function timelineColorOf(status: OrderStatus): 'blue' | 'green' | 'red' | 'gray' {
  if (status === 'Completed' || status === 'Received') return 'green';
  if (status === 'Abnormal') return 'red';
  if (status === 'Cancelled') return 'gray';
  return 'blue';
}

export const KIND_TEXTS: Record<OrderKind, ConsoleKey> = {
  stock: 'orders.kind.stock',
  custom_made: 'orders.kind.custom_made',
  demand: 'orders.kind.demand',
};

/** What each step of the history was, as the timeline says it. */
const HISTORY_ACTION_TEXTS: Record<OrderAction | 'submit', ConsoleKey> = {
  submit: 'orders.history.submit',
  confirm: 'orders.history.confirm',
  reject: 'orders.history.reject',
  cancel: 'orders.history.cancel',
  markPaid: 'orders.history.markPaid',
  readyToShip: 'orders.history.readyToShip',
  ship: 'orders.history.ship',
  confirmReceipt: 'orders.history.confirmReceipt',
  complete: 'orders.history.complete',
  markAbnormal: 'orders.history.markAbnormal',
  resolve: 'orders.history.resolve',
  closeAbnormal: 'orders.history.closeAbnormal',
};

/** The text of a history step; the wire types the action as any string, so an unknown one is left as it is. */
export const historyActionText = (action: string): ConsoleKey | undefined =>
  Object.hasOwn(HISTORY_ACTION_TEXTS, action)
    ? HISTORY_ACTION_TEXTS[action as keyof typeof HISTORY_ACTION_TEXTS]
    : undefined;

/** A demand order has no price until the clerk quotes it on confirming. */
export const awaitsQuote = (order: { Kind: OrderKind; Status: OrderStatus }) =>
  order.Kind === 'demand' && order.Status === 'PendingConfirmation';
