import type { ClientFrame, ServerFrame } from '@facet/contract';
import { reconnectDelay } from './backoff';

/** §4 "chat readiness": connecting (socket opening, credentials being checked), ready, offline. */
export type ChatStatus = 'connecting' | 'ready' | 'offline';

export type ChatCredentials = { ImUserId: string; Sign: string };

/** The part of a WebSocket the connection uses, so tests can hand in a fake. */
export type ChatSocket = {
  send(data: string): void;
  close(code?: number): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** A failed connection closes too: the close alone decides what comes next. */
  onclose: ((event: { code: number }) => void) | null;
};

export type ChatConnectionDeps = {
  connect: (credentials: ChatCredentials) => ChatSocket;
  /** The signed-in buyer's stored chat credentials; null when nobody is signed in. */
  credentials: () => ChatCredentials | null;
  /** Fetches fresh credentials after the server refused the stored ones (close 4401). */
  refreshCredentials: () => Promise<unknown>;
};

/** What the connection tells its listeners: every server frame, and each change of status. */
export type ChatEvent =
  | { kind: 'frame'; frame: ServerFrame; again: boolean }
  | { kind: 'status'; status: ChatStatus }
  /** The buyer signed out: whatever was kept of the conversation goes. */
  | { kind: 'stopped' };

/**
 * The close code of refused credentials: the contract's IM_CLOSE_UNAUTHORISED, spelled out
 * because importing it would bring the contract's schema library (24 kB) to every first screen
 * of a signed-in buyer. A unit test holds the two equal.
 */
export const CLOSE_UNAUTHORISED = 4401;
/** How often the client pings, keeping proxies from closing an idle connection. */
export const PING_INTERVAL_MS = 25_000;
/** Without any frame for this long the connection is dead, even if the socket never said so. */
export const SILENCE_LIMIT_MS = 60_000;

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return typeof frame === 'object' && frame !== null && 'Type' in frame
      ? (frame as ServerFrame)
      : null;
  } catch {
    return null;
  }
}

/**
 * The buyer's one connection to customer service (§4): it logs in with the chat credentials,
 * reconnects with back-off when the connection drops, and logs in again with fresh credentials
 * when the server refuses them. What is said over it is its listeners' business.
 */
export function createChatConnection(deps: ChatConnectionDeps) {
  let status: ChatStatus = 'offline';
  const listeners = new Set<(event: ChatEvent) => void>();

  let running = false;
  let socket: ChatSocket | null = null;
  let attempt = 0;
  /** Whether this login was ready before: a `ready` after a drop is a reconnection. */
  let readyBefore = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let lastFrameAt = 0;

  const emit = (event: ChatEvent) => listeners.forEach((listener) => listener(event));

  function setStatus(next: ChatStatus) {
    if (next === status) return;
    status = next;
    emit({ kind: 'status', status });
  }

  function receive(frame: ServerFrame) {
    lastFrameAt = Date.now();
    const again = frame.Type === 'ready' && readyBefore;
    if (frame.Type === 'ready') {
      attempt = 0;
      readyBefore = true;
      setStatus('ready');
    }
    emit({ kind: 'frame', frame, again });
  }

  function open() {
    clearTimeout(reconnectTimer);
    if (!running || socket) return;
    const credentials = deps.credentials();
    if (!credentials) {
      setStatus('offline');
      return;
    }
    setStatus('connecting');
    const current = deps.connect(credentials);
    socket = current;
    lastFrameAt = Date.now();
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame && socket === current) receive(frame);
    };
    current.onclose = (event) => {
      if (socket === current) dropped(event.code);
    };
    clearInterval(heartbeat);
    heartbeat = setInterval(() => {
      if (socket !== current) return;
      if (Date.now() - lastFrameAt > SILENCE_LIMIT_MS) {
        current.close();
        dropped(1006);
      } else {
        send({ Type: 'ping' });
      }
    }, PING_INTERVAL_MS);
  }

  function dropped(code: number) {
    socket = null;
    clearInterval(heartbeat);
    setStatus('offline');
    if (!running) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    if (code === CLOSE_UNAUTHORISED) {
      // Refused credentials are not retried as they are: log in to chat again with fresh ones.
      void deps
        .refreshCredentials()
        .catch(() => undefined)
        .then(() => schedule(delay));
    } else {
      schedule(delay);
    }
  }

  function schedule(delay: number) {
    clearTimeout(reconnectTimer);
    if (running && !socket) reconnectTimer = setTimeout(open, delay);
  }

  /** Sends a frame when ready; false when it could not go now. */
  function send(frame: ClientFrame): boolean {
    if (!socket || status !== 'ready') return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function reconnectNow() {
    if (!running || socket) return;
    attempt = 0;
    open();
  }

  return {
    getStatus: () => status,
    listen(listener: (event: ChatEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send,
    /** Logs in to chat (§4: after login, and on launch with a stored session). */
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      open();
    },
    /** Logs out of chat (the buyer signed out). */
    stop() {
      running = false;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      const current = socket;
      socket = null;
      current?.close(1000);
      readyBefore = false;
      setStatus('offline');
      emit({ kind: 'stopped' });
    },
    /** Skips the back-off wait: the network came back, or the buyer is looking at the chat. */
    reconnectNow,
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;
