import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IM_CLOSE_UNAUTHORISED, type ServerFrame } from '@facet/contract';
import {
  ImSocket,
  reconnectDelay,
  RECONNECT_MAX_MS,
  type ImCredentials,
  type ImStatus,
  type SocketLike,
} from './im-socket';

describe('the reconnection back-off', () => {
  it('doubles from 1 s to at most 30 s', () => {
    const exact = () => 0;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, exact))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('takes up to nine tenths off at random, never more', () => {
    expect(reconnectDelay(0, () => 1)).toBe(100);
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_MS * 0.55);
  });
});

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = 3;
  }

  /** The server's side of the exchange. */
  frame(frame: ServerFrame) {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  closeFromServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

describe('the chat connection', () => {
  let sockets: FakeSocket[];
  let statuses: ImStatus['state'][];
  let frames: ServerFrame[];
  let readies: boolean[];
  let credentials: ReturnType<typeof vi.fn<(fresh: boolean) => Promise<ImCredentials>>>;
  let im: ImSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    statuses = [];
    frames = [];
    readies = [];
    let issued = 0;
    credentials = vi.fn(async () => ({ ImUserId: 'staff-7', Sign: `sign-${++issued}` }));
    im = new ImSocket({
      url: ({ ImUserId, Sign }) => `ws://test/im?ImUserId=${ImUserId}&Sign=${Sign}`,
      credentials,
      onFrame: (frame) => frames.push(frame),
      onReady: (again) => readies.push(again),
      onStatus: (status) => statuses.push(status.state),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 0,
    });
  });

  afterEach(() => {
    im.stop();
    vi.useRealTimers();
  });

  const connected = async () => {
    await vi.advanceTimersByTimeAsync(0);
    return sockets.at(-1)!;
  };

  it('is online once the server says ready, and hands on other frames', async () => {
    im.start();
    const socket = await connected();
    expect(statuses).toEqual(['connecting']);
    expect(im.send({ Type: 'ping' })).toBe(false);

    socket.frame({ Type: 'ready', Side: 'staff' });
    expect(statuses.at(-1)).toBe('online');
    expect(readies).toEqual([false]);
    socket.frame({ Type: 'ack', ClientId: 'c1', Id: 3 });
    socket.frame({ Type: 'pong' });
    expect(frames).toEqual([{ Type: 'ack', ClientId: 'c1', Id: 3 }]);
    expect(im.send({ Type: 'read', UpTo: 3, ConversationId: 1 })).toBe(true);
    expect(socket.sent).toEqual([{ Type: 'read', UpTo: 3, ConversationId: 1 }]);
  });

  it('reconnects after 1 s, 2 s, 4 s… and starts over once it is back', async () => {
    im.start();
    (await connected()).closeFromServer(1006);
    expect(statuses.at(-1)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);

    sockets[1]!.closeFromServer(1006);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.frame({ Type: 'ready', Side: 'staff' });
    expect(readies).toEqual([false]);
    sockets[2]!.closeFromServer(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(4);
    sockets[3]!.frame({ Type: 'ready', Side: 'staff' });
    expect(readies).toEqual([false, true]);
  });

  it('logs in again with fresh credentials at once after 4401, then backs off', async () => {
    im.start();
    (await connected()).closeFromServer(IM_CLOSE_UNAUTHORISED);
    await vi.advanceTimersByTimeAsync(0);
    expect(credentials.mock.calls.map(([fresh]) => fresh)).toEqual([false, true]);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toContain('Sign=sign-2');

    // The fresh ones are refused too: no tight loop, the usual wait.
    sockets[1]!.closeFromServer(IM_CLOSE_UNAUTHORISED);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(3);
    expect(credentials.mock.calls.at(-1)).toEqual([true]);
  });

  it('waits and tries again when the credentials cannot be had', async () => {
    credentials.mockRejectedValueOnce(new Error('offline'));
    im.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
    expect(statuses.at(-1)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when asked, instead of waiting', async () => {
    im.start();
    (await connected()).closeFromServer(1006);
    im.reconnectNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
  });

  it('gives up a connection that has gone silent', async () => {
    im.start();
    (await connected()).frame({ Type: 'ready', Side: 'staff' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(sockets[0]!.sent).toEqual([{ Type: 'ping' }]);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(statuses.at(-1)).toBe('waiting');
  });

  it('stays down once stopped, even with an attempt under way', async () => {
    im.start();
    im.stop();
    im.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    im.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('stopped');
  });
});
