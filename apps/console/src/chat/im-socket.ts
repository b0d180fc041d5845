import { IM_CLOSE_UNAUTHORISED, type ClientFrame, type ServerFrame } from '@facet/contract';

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
const PING_EVERY_MS = 25_000;
/** No frame for this long (pongs included) means the connection died without a close. */
const SILENCE_LIMIT_MS = 60_000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): doubling from 1 s up to
 * 30 s, less up to a fifth at random so clerks cut off together do not return together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - 0.2 * random()));
}

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

const OPEN = 1;

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

const isServerFrame = (value: unknown): value is ServerFrame =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { Type?: unknown }).Type === 'string';

/**
 * One chat connection that stays up: it reconnects with exponential back-off, logs in to chat
 * again with fresh credentials when the server says they are no good (close code 4401), and
 * pings so a connection that died quietly is noticed.
 */
export class ImSocket {
  private socket: SocketLike | null = null;
  private ready = false;
  private everReady = false;
  private stopped = true;
  private attempt = 0;
  private needsFreshCredentials = false;
  /** Fresh credentials were fetched once since the last success: a second 4401 backs off. */
  private refreshedOnce = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastFrameAt = 0;
  /** Bumped by `stop`: a connection attempt begun before it gives up when it resumes. */
  private generation = 0;
  private connecting = false;

  constructor(private readonly options: ImSocketOptions) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    this.generation += 1;
    this.connecting = false;
    clearTimeout(this.retryTimer);
    this.drop();
    this.options.onStatus({ state: 'stopped' });
  }

  /** Skips the wait after a failure (the clerk asked, or the browser is back online). */
  reconnectNow() {
    if (this.stopped || this.socket || this.connecting) return;
    clearTimeout(this.retryTimer);
    void this.connect();
  }

  /** Sends when the server has accepted the credentials; `false` otherwise. */
  send(frame: ClientFrame): boolean {
    if (!this.ready || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private async connect() {
    if (this.connecting || this.socket) return;
    const generation = this.generation;
    this.connecting = true;
    this.options.onStatus({ state: 'connecting' });
    let credentials: ImCredentials;
    try {
      credentials = await this.options.credentials(this.needsFreshCredentials);
    } catch {
      if (generation !== this.generation) return;
      this.connecting = false;
      this.retryLater();
      return;
    }
    if (generation !== this.generation) return;
    this.connecting = false;
    this.needsFreshCredentials = false;

    const url = this.options.url(credentials);
    const socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    this.lastFrameAt = Date.now();
    socket.onmessage = (event) => this.receive(event);
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
    socket.onerror = () => undefined;
  }

  private receive(event: MessageEvent) {
    this.lastFrameAt = Date.now();
    let frame: unknown;
    try {
      frame = JSON.parse(String(event.data));
    } catch {
      return;
    }
    if (!isServerFrame(frame) || frame.Type === 'pong') return;
    if (frame.Type === 'ready') {
      this.ready = true;
      this.attempt = 0;
      this.refreshedOnce = false;
      this.startPinging();
      this.options.onStatus({ state: 'online' });
      this.options.onReady(this.everReady);
      this.everReady = true;
      return;
    }
    this.options.onFrame(frame);
  }

  private closed(code: number) {
    this.drop();
    if (this.stopped) return;
    if (code === IM_CLOSE_UNAUTHORISED) {
      this.needsFreshCredentials = true;
      if (!this.refreshedOnce) {
        this.refreshedOnce = true;
        void this.connect();
        return;
      }
    }
    this.retryLater();
  }

  private retryLater() {
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.options.onStatus({ state: 'waiting', retryAt: Date.now() + delay });
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private startPinging() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastFrameAt > SILENCE_LIMIT_MS) {
        this.closed(1006);
        return;
      }
      this.send({ Type: 'ping' });
    }, PING_EVERY_MS);
  }

  /** Forgets the current socket, closing it if it is still up. */
  private drop() {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    if (socket.readyState <= OPEN) socket.close(1000);
  }
}
