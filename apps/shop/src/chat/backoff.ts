/** The first wait before reconnecting to chat, doubled after each failed attempt. */
export const RECONNECT_FIRST_MS = 1_000;
/** The longest wait: a phone that lost its network still retries twice a minute. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt number `attempt` (0 for the first after a drop):
 * 1 s, 2 s, 4 s … up to 30 s. The count starts again once the server says `ready`.
 */
export function reconnectDelay(attempt: number): number {
  const doublings = Math.max(0, Math.floor(attempt));
  // 2^5 s already passes the cap; larger exponents would only grow towards Infinity.
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(doublings, 5));
}
