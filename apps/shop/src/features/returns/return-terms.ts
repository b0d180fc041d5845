import {
  RETURN_DAYS_DEFAULT,
  type Order,
  type OrderHistoryEntry,
  type Return,
} from '@facet/contract';

const DAY_MS = 86_400_000;

/** When the order was received: the last time its history recorded it `Received`, or null. */
export const receivedAt = (history: readonly Pick<OrderHistoryEntry, 'To' | 'At'>[]) =>
  history.findLast((entry) => entry.To === 'Received')?.At ?? null;

/**
 * Until when the order's stones may be asked back, or null when they may not (now or ever):
 * only an order received, or completed after it, within RETURN_DAYS of receipt (the server
 * holds the same rule and refuses with RETURN_CLOSED).
 */
export function returnOpenUntil(
  order: Pick<Order, 'Status'> & { History: readonly Pick<OrderHistoryEntry, 'To' | 'At'>[] },
  now: number,
) {
  if (order.Status !== 'Received' && order.Status !== 'Completed') return null;
  const received = receivedAt(order.History);
  if (received === null) return null;
  const until = Date.parse(received) + RETURN_DAYS_DEFAULT * DAY_MS;
  return until >= now ? new Date(until).toISOString() : null;
}

/** The stones of an order already in a return that still claims them (not declined). */
export const claimedGoods = (returns: readonly Pick<Return, 'Status' | 'Lines'>[]) =>
  new Set(
    returns
      .filter((item) => item.Status !== 'declined')
      .flatMap((item) => item.Lines.map((line) => line.GoodsId)),
  );
