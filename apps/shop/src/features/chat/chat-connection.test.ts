import { IM_CLOSE_UNAUTHORISED } from '@facet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_UNAUTHORISED, SILENCE_LIMIT_MS, type ChatEvent } from './chat-connection';
import { fakeConnection } from './chat-sockets';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat connection', () => {
  it('knows the contract’s close code for refused credentials', () => {
    expect(CLOSE_UNAUTHORISED).toBe(IM_CLOSE_UNAUTHORISED);
  });

  it('logs in with the stored credentials and is ready when the server says so', () => {
    const { connection, last } = fakeConnection();
    connection.start();
    expect(last().credentials).toEqual({ ImUserId: 'im-7', Sign: 'old' });
    expect(connection.getStatus()).toBe('connecting');
    last().frame({ Type: 'ready', Side: 'buyer' });
    expect(connection.getStatus()).toBe('ready');
  });

  it('does not connect without a signed-in buyer', () => {
    const { connection, sockets, signOut } = fakeConnection();
    signOut();
    connection.start();
    expect(sockets).toHaveLength(0);
    expect(connection.getStatus()).toBe('offline');
  });

  it('sends only when ready', () => {
    const { connection, last } = fakeConnection();
    connection.start();
    expect(connection.send({ Type: 'ping' })).toBe(false);
    last().frame({ Type: 'ready', Side: 'buyer' });
    expect(connection.send({ Type: 'ping' })).toBe(true);
    expect(last().sent).toEqual([{ Type: 'ping' }]);
  });

  it('reconnects after 1, 2, 4 s … up to 30 s, and from 1 s again once ready', () => {
    const { connection, sockets, last } = fakeConnection();
    connection.start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = sockets.length;
      last().drop();
      expect(connection.getStatus()).toBe('offline');
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    last().frame({ Type: 'ready', Side: 'buyer' });
    last().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(before + 1);
  });

  it('logs in again with fresh credentials when the server refuses them (4401)', async () => {
    const { connection, sockets, last, refreshCredentials } = fakeConnection();
    connection.start();
    last().frame({ Type: 'error', Code: 'AUTH_FAILED', Message: 'Authorization failed' });
    last().drop(IM_CLOSE_UNAUTHORISED);
    expect(refreshCredentials).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    expect(last().credentials.Sign).toBe('fresh');
  });

  it('stays offline after 4401 when the session is gone (the account was disabled)', async () => {
    const { connection, sockets, last, refreshCredentials, signOut } = fakeConnection();
    connection.start();
    last().frame({ Type: 'ready', Side: 'buyer' });
    // Reloading the profile meets a 401, which signs the buyer out.
    refreshCredentials.mockImplementationOnce(async () => {
      signOut();
      throw new Error('AUTH_REQUIRED');
    });
    last().drop(IM_CLOSE_UNAUTHORISED);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(refreshCredentials).toHaveBeenCalledTimes(1);
    expect(connection.getStatus()).toBe('offline');
  });

  it('retries the same credentials after an ordinary drop', async () => {
    const { connection, last, refreshCredentials } = fakeConnection();
    connection.start();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshCredentials).not.toHaveBeenCalled();
    expect(last().credentials.Sign).toBe('old');
  });

  it('skips the back-off wait when asked to reconnect now', () => {
    const { connection, sockets, last } = fakeConnection();
    connection.start();
    for (let i = 0; i < 4; i++) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    last().drop();
    const before = sockets.length;
    connection.reconnectNow();
    expect(sockets).toHaveLength(before + 1);
  });

  it('tells its listeners the frames, the status and whether a ready is a reconnection', () => {
    const { connection, last } = fakeConnection();
    const events: ChatEvent[] = [];
    connection.listen((event) => events.push(event));
    connection.start();
    last().frame({ Type: 'ready', Side: 'buyer' });
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().frame({ Type: 'ready', Side: 'buyer' });
    expect(events).toEqual([
      { kind: 'status', status: 'connecting' },
      { kind: 'status', status: 'ready' },
      { kind: 'frame', frame: { Type: 'ready', Side: 'buyer' }, again: false },
      { kind: 'status', status: 'offline' },
      { kind: 'status', status: 'connecting' },
      { kind: 'status', status: 'ready' },
      { kind: 'frame', frame: { Type: 'ready', Side: 'buyer' }, again: true },
    ]);
  });

  it('stops on sign-out: closes the socket and does not reconnect', () => {
    const { connection, sockets, last } = fakeConnection();
    const events: ChatEvent[] = [];
    connection.start();
    last().frame({ Type: 'ready', Side: 'buyer' });
    connection.listen((event) => events.push(event));
    connection.stop();
    expect(last().closed).toBe(1000);
    expect(events).toEqual([{ kind: 'status', status: 'offline' }, { kind: 'stopped' }]);
    last().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('pings, and reconnects when the connection falls silent', () => {
    const { connection, sockets, last } = fakeConnection();
    connection.start();
    last().frame({ Type: 'ready', Side: 'buyer' });
    vi.advanceTimersByTime(SILENCE_LIMIT_MS + 30_000);
    expect(sockets.length).toBeGreaterThan(1);
    expect(sockets[0]!.sent).toContainEqual({ Type: 'ping' });
    // The silent socket is closed, not left half-open.
    expect(sockets[0]!.closed).toBe(1000);
  });
});
