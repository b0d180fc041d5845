import type { ClientFrame, ServerFrame } from '@facet/contract';
import {
  createChatSocket,
  type ChatCredentials,
  type ChatSocketStatus,
  type SocketLike,
} from '@facet/web-client';

export {
  CLOSE_UNAUTHORISED,
  PING_INTERVAL_MS,
  SILENCE_LIMIT_MS,
  type ChatCredentials,
} from '@facet/web-client';

/** §4 "chat readiness": connecting (socket opening, credentials being checked), ready, offline. */
export type ChatStatus = 'connecting' | 'ready' | 'offline';

/** The part of a WebSocket the connection uses, so tests can hand in a fake. */
export type ChatSocket = SocketLike;

export type ChatConnectionDeps = {
  connect: (credentials: ChatCredentials) => ChatSocket;
  /** The signed-in buyer's stored chat credentials; null when nobody is signed in. */
  credentials: () => ChatCredentials | null;
  /** Fetches fresh credentials after the server refused the stored ones (close 4401). */
  refreshCredentials: () => Promise<unknown>;
  /** The back-off's randomness (tests fix it). */
  random?: () => number;
};

/** What the connection tells its listeners: every server frame, and each change of status. */
export type ChatEvent =
  | { kind: 'frame'; frame: ServerFrame; again: boolean }
  | { kind: 'status'; status: ChatStatus }
  /** The buyer signed out: whatever was kept of the conversation goes. */
  | { kind: 'stopped' };

const shopStatus = (status: ChatSocketStatus): ChatStatus =>
  status.state === 'connecting' ? 'connecting' : status.state === 'ready' ? 'ready' : 'offline';

/**
 * The buyer's one connection to customer service (§4): the reconnecting chat socket both apps
 * share (web-client), told in the shop's terms — three statuses and one stream of events.
 * What is said over it is its listeners' business.
 */
export function createChatConnection(deps: ChatConnectionDeps) {
  let status: ChatStatus = 'offline';
  const listeners = new Set<(event: ChatEvent) => void>();
  const emit = (event: ChatEvent) => listeners.forEach((listener) => listener(event));

  const socket = createChatSocket<ServerFrame>({
    open: deps.connect,
    credentials: (fresh) =>
      fresh
        ? deps
            .refreshCredentials()
            .catch(() => undefined)
            .then(() => deps.credentials())
        : deps.credentials(),
    onFrame: (frame, again) => emit({ kind: 'frame', frame, again }),
    onStatus: (next) => {
      const mapped = shopStatus(next);
      if (mapped !== status) {
        status = mapped;
        emit({ kind: 'status', status });
      }
      if (next.state === 'stopped') emit({ kind: 'stopped' });
    },
    random: deps.random,
  });

  return {
    getStatus: () => status,
    listen(listener: (event: ChatEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Sends a frame when ready; false when it could not go now. */
    send: (frame: ClientFrame) => socket.send(frame),
    /** Logs in to chat (§4: after login, and on launch with a stored session). */
    start: () => socket.start(),
    /** Logs out of chat (the buyer signed out). */
    stop: () => socket.stop(),
    /** Skips the back-off wait: the network came back, or the buyer is looking at the chat. */
    reconnectNow: () => socket.reconnectNow(),
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;
