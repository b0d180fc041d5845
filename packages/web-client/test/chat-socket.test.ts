import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IM_CLOSE_UNAUTHORISED } from '@facet/contract';
import {
  CLOSE_UNAUTHORISED,
  RECONNECT_MAX_MS,
  createChatSocket,
  reconnectDelay,
  type ChatSocketStatus,
  type SocketLike,
} from '../src';

describe('reconnectDelay', () => {
  const exact = () => 0;
  it('starts at one second and doubles up to thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, exact))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('stays at the cap however long the network is gone', () => {
    expect(reconnectDelay(1_000, exact)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER, exact)).toBe(RECONNECT_MAX_MS);
  });

  it('treats a nonsensical attempt number as the first', () => {
    expect(reconnectDelay(-3, exact)).toBe(1_000);
  });

  it('takes up to nine tenths off at random, so clients of an instance that went away spread out', () => {
    expect(reconnectDelay(0, () => 1)).toBe(100);
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_MS * 0.55);
  });
});

describe('the chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the contract’s close code for refused credentials', () => {
    expect(CLOSE_UNAUTHORISED).toBe(IM_CLOSE_UNAUTHORISED);
  });

  it('with nobody to log in as, stays idle and opens nothing', () => {
    const statuses: ChatSocketStatus[] = [];
    const open = vi.fn();
    const socket = createChatSocket({
      open,
      credentials: () => null,
      onFrame: () => {},
      onStatus: (status) => statuses.push(status),
    });
    socket.start();
    expect(open).not.toHaveBeenCalled();
    expect(statuses).toEqual([{ state: 'connecting' }, { state: 'idle' }]);
  });

  it('waits for credentials it must fetch, and stays down if stopped meanwhile', async () => {
    let hand: (value: { ImUserId: string; Sign: string }) => void = () => {};
    const open = vi.fn(() => fakeSocket());
    const socket = createChatSocket({
      open,
      credentials: () => new Promise((resolve) => (hand = resolve)),
      onFrame: () => {},
      onStatus: () => {},
    });
    socket.start();
    socket.stop();
    hand({ ImUserId: 'facet_1', Sign: 's' });
    await vi.runAllTimersAsync();
    expect(open).not.toHaveBeenCalled();
  });
});

function fakeSocket(): SocketLike {
  return {
    readyState: 0,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: () => {},
    close: () => {},
  };
}
