import type { Role } from '../accounts/roles';

/** The statuses of docs/api.md "Orders", in the order an order normally passes them. */
export const ORDER_STATUSES = [
  'PendingConfirmation',
  'PendingPayment',
  'Processing',
  'PendingShipment',
  'Shipped',
  'Received',
  'Completed',
  'Abnormal',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses an order can still leave; `Completed` and `Cancelled` are final. */
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'PendingConfirmation',
  'PendingPayment',
  'Processing',
  'PendingShipment',
  'Shipped',
  'Received',
  'Abnormal',
];

const STAFF: readonly Role[] = ['clerk', 'admin'];
const EVERYONE: readonly Role[] = ['buyer', 'clerk', 'admin'];

/**
 * Every status change there is, who may make it and from where. `resolve` returns an abnormal
 * order to the status it was marked abnormal in; every other action has one target.
 */
export const ORDER_TRANSITIONS = {
  confirm: { from: ['PendingConfirmation'], to: 'PendingPayment', by: STAFF },
  reject: { from: ['PendingConfirmation'], to: 'Cancelled', by: STAFF },
  cancel: { from: ['PendingConfirmation', 'PendingPayment'], to: 'Cancelled', by: EVERYONE },
  markPaid: { from: ['PendingPayment'], to: 'Processing', by: STAFF },
  readyToShip: { from: ['Processing'], to: 'PendingShipment', by: STAFF },
  ship: { from: ['PendingShipment'], to: 'Shipped', by: STAFF },
  confirmReceipt: { from: ['Shipped'], to: 'Received', by: EVERYONE },
  complete: { from: ['Received'], to: 'Completed', by: STAFF },
  markAbnormal: {
    from: ['PendingConfirmation', 'PendingPayment', 'Processing', 'PendingShipment', 'Shipped', 'Received'],
    to: 'Abnormal',
    by: STAFF,
  },
  resolve: { from: ['Abnormal'], to: 'resume', by: STAFF },
  closeAbnormal: { from: ['Abnormal'], to: 'Cancelled', by: STAFF },
} as const satisfies Record<
  string,
  { from: readonly OrderStatus[]; to: OrderStatus | 'resume'; by: readonly Role[] }
>; // prettier-ignore
export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

/** Changes to an order that keep its status, and the statuses that allow them. */
export const ORDER_EDITS = {
  /** Payment vouchers: once the price is confirmed, until a clerk has checked the payment. */
  uploadVouchers: ['PendingPayment'],
  /** The receiving address can change until the parcel leaves. */
  replaceAddress: ['PendingConfirmation', 'PendingPayment', 'Processing', 'PendingShipment'],
  /** Remarks, while the order is open or just completed. */
  addRemark: [...OPEN_STATUSES, 'Completed'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderEdit = keyof typeof ORDER_EDITS;

/**
 * The moves whose text says why (an order refused, cancelled or gone wrong): shown to the
 * buyer as a reason. Every other move's text is a note, as the salesperson's confirmation
 * saying where to pay.
 */
export const REASON_ACTIONS: readonly OrderAction[] = [
  'reject',
  'cancel',
  'markAbnormal',
  'closeAbnormal',
];
export const isReasonAction = (action: string) =>
  (REASON_ACTIONS as readonly string[]).includes(action);

/** The ways an order ends without a sale. */
export const ENDS_WITHOUT_SALE: readonly OrderAction[] = ['reject', 'cancel', 'closeAbnormal'];

/**
 * Whether ending an order this way puts its stock back on the shelf: only when the goods never
 * left (an abnormal order counts where it was marked abnormal).
 */
export function returnsStock(
  action: OrderAction,
  from: OrderStatus,
  resumeTo?: OrderStatus | null,
): boolean {
  if (!ENDS_WITHOUT_SALE.includes(action)) return false;
  const where = from === 'Abnormal' ? resumeTo : from;
  // Before shipping: where the address may still change. Read here, not in a module constant,
  // which a bundle keeps in every script that imports this module (the shop's first-paint one).
  const beforeShipping: readonly OrderStatus[] = ORDER_EDITS.replaceAddress;
  return where != null && beforeShipping.includes(where);
}

/**
 * Where `action` takes an order in `status` when `role` asks, or null when the state machine
 * refuses (the server answers `ORDER_STATE`). `resumeTo` is the status an abnormal order was
 * marked abnormal in.
 */
export function nextStatus(
  status: OrderStatus,
  action: OrderAction,
  role: Role,
  resumeTo?: OrderStatus | null,
): OrderStatus | null {
  const rule = ORDER_TRANSITIONS[action];
  if (!(rule.by as readonly Role[]).includes(role)) return null;
  if (!(rule.from as readonly OrderStatus[]).includes(status)) return null;
  if (rule.to !== 'resume') return rule.to;
  return resumeTo && resumeTo !== 'Abnormal' ? resumeTo : null;
}

export const canEdit = (status: OrderStatus, edit: OrderEdit) =>
  (ORDER_EDITS[edit] as readonly OrderStatus[]).includes(status);

/** The actions `role` may take on an order in `status` (buttons to show). */
export const actionsFor = (status: OrderStatus, role: Role, resumeTo?: OrderStatus | null) =>
  ORDER_ACTIONS.filter((action) => nextStatus(status, action, role, resumeTo) !== null);

/** The tabs of the order list (§4 wording), each a set of statuses; `all` is every order. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  unconfirmed: ['PendingConfirmation'],
  unpaid: ['PendingPayment'],
  inProgress: ['Processing'],
  toShip: ['PendingShipment'],
  unreceived: ['Shipped'],
  received: ['Received'],
  completed: ['Completed'],
  abnormal: ['Abnormal'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];
