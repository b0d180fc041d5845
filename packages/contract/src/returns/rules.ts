/**
 * Returns (docs/offers-memo-returns.md): within RETURN_DAYS of receiving an order the buyer asks
 * to send some or all of its stones back; a clerk authorises (an RMA number) or declines, the
 * buyer ships, the clerk records the stones arriving and the refund. Nivoda takes stones back
 * within 45 days; this house's default is 30.
 */
export const RETURN_DAYS_DEFAULT = 30;
export const RETURN_NOTE_MAX = 1000;
export const RETURN_PICTURES_MAX = 9;

export const RETURN_REASONS = ['not_as_described', 'certificate_mismatch', 'damaged', 'other'] as const; // prettier-ignore
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'authorised', 'declined', 'shipped', 'received', 'refunded'] as const; // prettier-ignore
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Returns that still claim their lines: a line is in at most one of them. */
export const OPEN_RETURN_STATUSES = ['requested', 'authorised', 'shipped', 'received', 'refunded'] as const satisfies ReturnStatus[]; // prettier-ignore

export const RETURN_STAFF_ACTIONS = ['authorise', 'decline', 'received', 'refund', 'escalate'] as const; // prettier-ignore
export type ReturnStaffAction = (typeof RETURN_STAFF_ACTIONS)[number];

/**
 * Every move of a return and who makes it. The buyer ships an authorised return; a clerk does
 * the rest. Escalating a declined return marks its order abnormal and leaves the return declined.
 */
export const RETURN_MOVES = {
  authorise: { from: ['requested'], to: 'authorised', by: 'staff' },
  decline: { from: ['requested'], to: 'declined', by: 'staff' },
  ship: { from: ['authorised'], to: 'shipped', by: 'buyer' },
  received: { from: ['shipped'], to: 'received', by: 'staff' },
  refund: { from: ['received'], to: 'refunded', by: 'staff' },
  escalate: { from: ['declined'], to: 'declined', by: 'staff' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus; by: 'buyer' | 'staff' }>; // prettier-ignore
export type ReturnMove = keyof typeof RETURN_MOVES;

export function returnMove(status: ReturnStatus, move: ReturnMove): ReturnStatus | null {
  const step = RETURN_MOVES[move];
  return (step.from as readonly ReturnStatus[]).includes(status) ? step.to : null;
}

/** Whether an order received at `receivedAt` may still be returned at `now`. */
export const isReturnOpen = (receivedAt: Date | string, now: number, days: number) =>
  now - new Date(receivedAt).getTime() <= days * 86_400_000;

/** A refund is at least a cent and at most what the returned lines cost. */
export const isRefundInRange = (refundCents: number, linesCents: number) =>
  refundCents >= 1 && refundCents <= linesCents;

/** The return authorisation number the buyer writes on the parcel. */
export const rmaOf = (returnId: number) => `RMA${String(returnId).padStart(6, '0')}`;
