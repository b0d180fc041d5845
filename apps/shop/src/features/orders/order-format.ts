import {
  CART_TABS,
  ORDER_TAB_NAMES,
  ORDER_TABS,
  orderTotals,
  toCents,
  type Cart,
  type CartItem,
  type CartTab,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderTab,
} from '@facet/contract';

/**
 * The waiting timer of the result page (§4): hours, minutes and seconds since `since`, as
 * `HH:MM:SS`. Hours keep counting past a day; a clock set behind the server's shows zero.
 */
export function formatElapsed(since: Date | string, now: Date): string {
  const start = new Date(since).getTime();
  const elapsed = Number.isFinite(start) ? Math.max(0, now.getTime() - start) : 0;
  const seconds = Math.floor(elapsed / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The `?tab=` of the order list; anything unknown shows every order. */
export const parseOrderTab = (value: string | null): OrderTab =>
  (ORDER_TAB_NAMES as readonly (string | null)[]).includes(value) ? (value as OrderTab) : 'all';

/** The tab that lists an order in `status` besides "all"; cancelled orders are only there. */
export const tabOfStatus = (status: OrderStatus): OrderTab =>
  ORDER_TAB_NAMES.find(
    (tab) => tab !== 'all' && (ORDER_TABS[tab] as readonly OrderStatus[]).includes(status),
  ) ?? 'all';

/** How a status reads at a glance: the buyer's turn, the salesperson's, moving, done, trouble. */
export type StatusTone = 'waiting' | 'yourTurn' | 'moving' | 'done' | 'problem' | 'closed';

const TONES: Record<OrderStatus, StatusTone> = {
  PendingConfirmation: 'waiting',
  PendingPayment: 'yourTurn',
  Processing: 'moving',
  PendingShipment: 'moving',
  Shipped: 'yourTurn',
  Received: 'done',
  Completed: 'done',
  Abnormal: 'problem',
  Cancelled: 'closed',
};
export const statusTone = (status: OrderStatus): StatusTone => TONES[status];

/**
 * The cart lines the settlement bar of `tab` counted: selected, and with no problem that would
 * stop the order. A changed price is no such problem: the line is ordered at today's price.
 */
export const orderableLines = (cart: Cart, tab: CartTab): CartItem[] =>
  (cart.StatisticsDetail.find((detail) => detail.Tab === tab)?.Data ?? []).filter(
    (line) => line.Selected && (line.Problem === null || line.Problem === 'PRICE_CHANGED'),
  );

/**
 * The cart tab an order is settled from: the one "Settle" was pressed on (`?tab=`), else —
 * opened by its address — the first tab with lines to order. One tab at a time, as the cart
 * shows them: an order never takes lines the buyer could not see.
 */
export const settledTab = (cart: Cart, asked: string | null): CartTab =>
  CART_TABS.find((tab) => tab === asked) ??
  CART_TABS.find((tab) => orderableLines(cart, tab).length > 0) ??
  'purchase';

/**
 * What the buyer is about to pay, in cents, from today's unit prices. The server prices the
 * order again when it takes it; this is the figure the buyer agrees to look at, not a quote.
 */
export const submitTotals = (lines: readonly CartItem[], feeDollars: number) =>
  orderTotals(
    lines.map((line) => ({ unitPriceCents: toCents(line.Goods.Price), quantity: line.Quantity })),
    toCents(feeDollars),
  );

/**
 * What the salesperson wrote that the buyer must read on the order itself: the note given on
 * confirming (where and how to pay), and the reason the order is abnormal while it is. Each
 * the latest of its kind; null when nothing was written.
 */
export function clerkWords(order: { Status: OrderStatus; History: readonly OrderHistoryEntry[] }) {
  const latest = (action: string) =>
    newestFirst(order.History).find((entry) => entry.Action === action && entry.Note.trim())
      ?.Note ?? null;
  return {
    confirmation: latest('confirm'),
    abnormal: order.Status === 'Abnormal' ? latest('markAbnormal') : null,
  };
}

/** The progress record reads newest first, like a parcel's tracking: where it stands on top. */
export const newestFirst = <T extends Pick<OrderHistoryEntry, 'At'>>(entries: readonly T[]): T[] =>
  entries
    .map((entry, index) => ({ entry, index, at: new Date(entry.At).getTime() }))
    // Entries written in the same instant keep the server's order, reversed.
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ entry }) => entry);

/** The buyer's buttons on an order, left to right: the main step last, under the thumb. */
export const BUYER_ACTIONS = [
  'addRemark',
  'replaceAddress',
  'cancel',
  'uploadVouchers',
  'confirmReceipt',
] as const;
export type BuyerAction = (typeof BUYER_ACTIONS)[number];

/** Of what the server lets the caller do now (`Order.Actions`), the buttons the shop shows. */
export const buyerActionsOf = (actions: readonly string[]): BuyerAction[] =>
  BUYER_ACTIONS.filter((action) => actions.includes(action));

/** How the result page words the wait: stock goods, goods to be grown, a picture to quote. */
export const RESULT_NOTICES = ['in_stock', 'custom_made', 'demand'] as const;
export type ResultNotice = (typeof RESULT_NOTICES)[number];
export const parseResultNotice = (value: string | null): ResultNotice =>
  (RESULT_NOTICES as readonly (string | null)[]).includes(value)
    ? (value as ResultNotice)
    : 'in_stock';

/** A positive whole id from a `?id=` parameter, or null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The address the buyer picked for the order being submitted: the address list, opened with
 * `?select=1`, leaves its id here and goes back. The tab's session forgets it.
 */
export const CHOSEN_ADDRESS_KEY = 'facet.submitOrder.addressId';

export const readChosenAddressId = (storage: Pick<Storage, 'getItem'>): number | null =>
  parseId(storage.getItem(CHOSEN_ADDRESS_KEY));
