/**
 * The chat connection both apps keep open (docs/api.md): it logs in with the chat
 * credentials, reconnects with back-off when the connection drops, logs in again with fresh
 * credentials when the server refuses them, and pings so a connection that died quietly is
 * noticed. Deliberately free of the contract's schemas: it loads with a buyer's first screen.
 */

/** The frames, as far as the connection needs to know them. */
export type Frame = { Type: string };

export type ChatCredentials = { ImUserId: string; Sign: string };

/** The server refused the credentials: log in to chat again (the contract's IM_CLOSE_UNAUTHORISED). */
export const CLOSE_UNAUTHORISED = 4401;
/** How often the client pings, keeping proxies from closing an idle connection. */
export const PING_INTERVAL_MS = 25_000;
/** Without any frame for this long the connection is dead, even if the socket never said so. */
export const SILENCE_LIMIT_MS = 60_000;
export const RECONNECT_FIRST_MS = 1_000;
/** The longest wait: a phone that lost its network still retries twice a minute. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How much of a wait may be taken off at random. When an instance dies its clients all see the
 * close in the same instant and the balancer sends them to the others: spread over most of the
 * first second rather than its last fifth, they come back sooner and one after another (10,000
 * chat sockets, one instance killed: half back 0.5 s sooner; bench/results/chat.md).
 */
export const RECONNECT_JITTER = 0.9;

/**
 * The wait before reconnection attempt `attempt` (0 for the first): doubling from 1 s up to
 * 30 s, less up to nine tenths at random, so the clients of an instance that went away do not
 * all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const doublings = Math.min(Math.max(0, Math.floor(attempt)), 5);
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** doublings);
  return Math.round(base * (1 - RECONNECT_JITTER * random()));
}

export type ChatSocketStatus =
  | { state: 'connecting' }
  | { state: 'ready' }
  /** Dropped; the next attempt is at `retryAt`. */
  | { state: 'waiting'; retryAt: number }
  /** No credentials to log in with (nobody signed in): waits to be asked again. */
  | { state: 'idle' }
  | { state: 'stopped' };

/** The part of a browser WebSocket this uses, so tests can hand in their own. */
export type SocketLike = {
  readonly readyState: number;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};

const OPEN = 1;

export type ChatSocketOptions<F extends Frame> = {
  /** Opens a socket to `/im` with these credentials (a WebSocket in a browser). */
  open: (credentials: ChatCredentials) => SocketLike;
  /** The user's chat credentials; `fresh` after the server refused the last ones; null: none. */
  credentials: (fresh: boolean) => Promise<ChatCredentials | null> | ChatCredentials | null;
  /** Every frame but pongs; `again` on a `ready` that follows an earlier one (a reconnection). */
  onFrame: (frame: F, again: boolean) => void;
  onStatus: (status: ChatSocketStatus) => void;
  random?: () => number;
};

export function createChatSocket<F extends Frame>(options: ChatSocketOptions<F>) {
  let socket: SocketLike | null = null;
  let ready = false;
  let everReady = false;
  let running = false;
  let connecting = false;
  let attempt = 0;
  let needsFreshCredentials = false;
  /** Fresh credentials were fetched once since the last success: a second 4401 backs off. */
  let refreshedOnce = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastFrameAt = 0;
  /** Bumped by `stop`: a connection attempt begun before it gives up when it resumes. */
  let generation = 0;

  const status = (next: ChatSocketStatus) => options.onStatus(next);

  function send(frame: Frame): boolean {
    if (!ready || socket?.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  /** Forgets the current socket, closing it if it is still up. */
  function drop() {
    clearInterval(pingTimer);
    const current = socket;
    socket = null;
    ready = false;
    if (!current) return;
    current.onmessage = null;
    current.onclose = null;
    if (current.readyState <= OPEN) current.close(1000);
  }

  function retryLater() {
    const delay = reconnectDelay(attempt, options.random);
    attempt += 1;
    status({ state: 'waiting', retryAt: Date.now() + delay });
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, delay);
  }

  function closed(code: number) {
    drop();
    if (!running) return;
    if (code === CLOSE_UNAUTHORISED) {
      needsFreshCredentials = true;
      if (!refreshedOnce) {
        refreshedOnce = true;
        connect();
        return;
      }
    }
    retryLater();
  }

  function startPinging() {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      if (Date.now() - lastFrameAt > SILENCE_LIMIT_MS) {
        closed(1006);
        return;
      }
      send({ Type: 'ping' });
    }, PING_INTERVAL_MS);
  }

  function receive(data: unknown) {
    lastFrameAt = Date.now();
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    if (typeof frame !== 'object' || frame === null) return;
    if (typeof (frame as Frame).Type !== 'string' || (frame as Frame).Type === 'pong') return;
    let again = false;
    if ((frame as Frame).Type === 'ready') {
      ready = true;
      attempt = 0;
      refreshedOnce = false;
      again = everReady;
      everReady = true;
      startPinging();
      status({ state: 'ready' });
    }
    options.onFrame(frame as F, again);
  }

  function openWith(credentials: ChatCredentials | null) {
    if (!credentials) {
      status({ state: 'idle' });
      return;
    }
    needsFreshCredentials = false;
    const opened = options.open(credentials);
    socket = opened;
    lastFrameAt = Date.now();
    opened.onmessage = (event) => {
      if (socket === opened) receive(event.data);
    };
    opened.onclose = (event) => {
      if (socket === opened) closed(event.code);
    };
    opened.onerror = () => undefined;
  }

  /** Credentials at hand open the socket at once; fetched ones when they arrive. */
  function connect() {
    if (!running || connecting || socket) return;
    status({ state: 'connecting' });
    let credentials: ReturnType<typeof options.credentials>;
    try {
      credentials = options.credentials(needsFreshCredentials);
    } catch {
      retryLater();
      return;
    }
    if (!(credentials instanceof Promise)) {
      openWith(credentials);
      return;
    }
    const current = generation;
    connecting = true;
    credentials.then(
      (fetched) => {
        if (current !== generation) return;
        connecting = false;
        openWith(fetched);
      },
      () => {
        if (current !== generation) return;
        connecting = false;
        retryLater();
      },
    );
  }

  return {
    /** Logs in to chat (after login, and at launch with a stored session). */
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    /** Logs out of chat: the connection closes and nothing reconnects. */
    stop() {
      running = false;
      generation += 1;
      connecting = false;
      everReady = false;
      clearTimeout(retryTimer);
      drop();
      status({ state: 'stopped' });
    },
    /** Skips the wait after a failure (the user asked, or the browser is back online). */
    reconnectNow() {
      if (!running || socket || connecting) return;
      clearTimeout(retryTimer);
      attempt = 0;
      connect();
    },
    /** Sends once the server has accepted the credentials; false when it could not go now. */
    send,
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;
