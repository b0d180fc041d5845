import type { ClientFrame, ServerFrame } from '@facet/contract';
import { createChatSocket, type SocketLike as SharedSocket } from '@facet/web-client';

export { reconnectDelay, RECONNECT_MAX_MS } from '@facet/web-client';

export interface ImCredentials {
  ImUserId: string;
  Sign: string;
}

export type ImStatus =
  | { state: 'connecting' }
  | { state: 'online' }
  | { state: 'waiting'; retryAt: number }
  | { state: 'stopped' };

/** The part of a browser WebSocket this uses, so tests can hand in their own. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ImSocketOptions {
  /** Where to connect with these credentials. */
  url: (credentials: ImCredentials) => string;
  /** The clerk's chat credentials; `fresh` after the server refused the last ones (4401). */
  credentials: (fresh: boolean) => Promise<ImCredentials>;
  onFrame: (frame: ServerFrame) => void;
  /** The server accepted the credentials; `again` when an earlier connection had too. */
  onReady: (again: boolean) => void;
  onStatus: (status: ImStatus) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

/**
 * The clerk's chat connection: the reconnecting socket both apps share (web-client), told in
 * the console's terms — `ready` as its own callback, statuses with the time of the next try.
 */
export class ImSocket {
  private readonly socket: ReturnType<typeof createChatSocket<ServerFrame>>;

  constructor(options: ImSocketOptions) {
    this.socket = createChatSocket<ServerFrame>({
      open: (credentials) => {
        const url = options.url(credentials);
        return (options.createSocket?.(url) ?? new WebSocket(url)) as unknown as SharedSocket;
      },
      credentials: (fresh) => options.credentials(fresh),
      onFrame: (frame, again) =>
        frame.Type === 'ready' ? options.onReady(again) : options.onFrame(frame),
      onStatus: (status) =>
        options.onStatus(
          status.state === 'ready'
            ? { state: 'online' }
            : status.state === 'idle'
              ? { state: 'stopped' }
              : status,
        ),
      random: options.random,
    });
  }

  start() {
    this.socket.start();
  }

  stop() {
    this.socket.stop();
  }

  /** Skips the wait after a failure (the clerk asked, or the browser is back online). */
  reconnectNow() {
    this.socket.reconnectNow();
  }

  /** Sends when the server has accepted the credentials; `false` otherwise. */
  send(frame: ClientFrame): boolean {
    return this.socket.send(frame);
  }
}
