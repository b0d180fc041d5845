import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('starts at one second and doubles up to thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('stays at the cap however long the network is gone', () => {
    expect(reconnectDelay(1_000)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER)).toBe(RECONNECT_MAX_MS);
  });

  it('treats a nonsensical attempt number as the first', () => {
    expect(reconnectDelay(-3)).toBe(1_000);
  });
});
