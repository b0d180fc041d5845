import WebSocket from 'ws';
import type { ServerFrame, UserInfo } from '@facet/contract';

type Frame = ServerFrame;

/**
 * A chat client for tests: connects to `/im`, keeps every frame it receives, and waits for
 * the next frame that matches.
 */
export async function imClient(
  baseUrl: string,
  credentials: Pick<UserInfo, 'ImUserId' | 'Sign'>,
  { locale = 'en', waitReady = true }: { locale?: string; waitReady?: boolean } = {},
) {
  const url = new URL('/im', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('ImUserId', credentials.ImUserId);
  url.searchParams.set('Sign', credentials.Sign);
  url.searchParams.set('locale', locale);
  const socket = new WebSocket(url);
  const frames: Frame[] = [];
  const waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const client = {
    socket,
    frames,
    closed,
    get closeCode() {
      return closeCode;
    },
    /** The first frame (already received or still to come) matching, within `ms`. */
    next<T extends Frame['Type']>(
      type: T,
      match: (frame: Extract<Frame, { Type: T }>) => boolean = () => true,
      ms = 5000,
    ): Promise<Extract<Frame, { Type: T }>> {
      const test = (f: Frame) => f.Type === type && match(f as Extract<Frame, { Type: T }>);
      const seen = frames.find(test);
      if (seen) return Promise.resolve(seen as Extract<Frame, { Type: T }>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames)}`)),
          ms,
        );
        waiters.push({
          match: test,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f as Extract<Frame, { Type: T }>);
          },
        });
      });
    },
    send(frame: unknown) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    /** Sends a text and waits for its acknowledgement. */
    async say(text: string, extra: Record<string, unknown> = {}) {
      const ClientId = `c${Math.random().toString(36).slice(2)}`;
      client.send({ Type: 'send', ClientId, Text: text, ...extra });
      const ack = await client.next('ack', (a) => a.ClientId === ClientId);
      return { ClientId, Id: ack.Id };
    },
    close() {
      socket.close();
      return closed;
    },
  };
  if (waitReady) await client.next('ready');
  return client;
}

export type ImClient = Awaited<ReturnType<typeof imClient>>;
