import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import {
  IM_CLOSE_UNAUTHORISED,
  type ChatMessage,
  type ChatSide,
  type ServerFrame,
} from '@facet/contract';
import type { AuthUser } from '../../platform/auth';
import type { PubSub } from '../../platform/pubsub';

/** What one instance tells every instance (itself included) after storing something. */
export type ChatEvent =
  | { Type: 'message'; BuyerId: number; Message: ChatMessage }
  | { Type: 'read'; BuyerId: number; ConversationId: number; UpTo: number; By: ChatSide };
/**
 * Sessions ended: every instance hangs up on their sockets — one session's (`SessionId`, signed
 * out) or every session of the account (disabled, cancelled, a new password).
 */
type SignedOut = { Type: 'signedOut'; UserId: number; SessionId?: number };

/** Stored messages after an id, oldest first: how an instance catches up without pub/sub. */
export type CatchUp = (afterId: number) => Promise<Extract<ChatEvent, { Type: 'message' }>[]>;

const CHANNEL = 'im';
/**
 * Hang-ups travel apart from the chat events: an instance of an older release (a rolling
 * upgrade) hears only `im`, and would take an unknown event there for a read receipt.
 */
const SIGNED_OUT_CHANNEL = 'im:signedOut';
/** While pub/sub is away, the database is asked for other instances' messages this often. */
const CATCH_UP_MS = 2_000;
/** After pub/sub is back: time for the subscription to be renewed before the last catch-up. */
const SETTLE_MS = 1_000;
/**
 * How long a frame for many sockets waits for the next ones: every clerk hears every message, so
 * at a busy minute each clerk's socket is written hundreds of times a second, and each write is a
 * system call. Frames that meet in this window go out to a socket in one write, in order.
 */
const FAN_OUT_MS = 5;

/** The frames waiting for their socket, sent together every `FAN_OUT_MS`. */
function outbox() {
  const waiting = new Map<WebSocket, Buffer[]>();
  let timer: NodeJS.Timeout | null = null;

  function flush() {
    timer = null;
    for (const [socket, frames] of waiting) {
      if (socket.readyState !== socket.OPEN) continue;
      // The connection under the WebSocket (ws keeps it as `_socket`): held back while the
      // frames are written, so they leave in one write.
      const connection = (socket as unknown as { _socket?: Socket })._socket;
      connection?.cork();
      for (const frame of frames) socket.send(frame, { binary: false });
      connection?.uncork();
    }
    waiting.clear();
  }

  return {
    /** Sends `frame` (JSON, encoded once for every socket) within `FAN_OUT_MS`. */
    queue(socket: WebSocket, frame: Buffer) {
      const frames = waiting.get(socket);
      if (frames) frames.push(frame);
      else waiting.set(socket, [frame]);
      timer ??= setTimeout(flush, FAN_OUT_MS);
    },
  };
}

/**
 * Message ids delivered lately, so neither a catch-up nor a client's resend after reconnecting
 * (chat.frames delivers those again) delivers a message twice: two minutes at 500 messages/s.
 */
const RECENT = 60_000;
/** A catch-up looks this many ids behind the newest one heard: publications still on the way. */
const LOOK_BACK = 200;

/**
 * This instance's open chat sockets, and delivery of chat events to them. Events travel
 * through the pub/sub even on one instance, so one path delivers in every deployment. While
 * Redis is away, an instance delivers its own events to its own sockets and reads the other
 * instances' messages from the database every two seconds, until Redis is back.
 */
export async function chatHub(
  pubsub: PubSub,
  {
    catchUp,
    onError = () => {},
    onDelivered = () => {},
  }: {
    catchUp: CatchUp;
    onError?: (error: unknown) => void;
    /** How many of this instance's sockets a message was sent to (for /metrics). */
    onDelivered?: (sockets: number) => void;
  },
) {
  // Sockets by user, per side: a buyer hears their own conversation, every clerk hears all.
  const buyers = new Map<number, Set<WebSocket>>();
  const staff = new Map<number, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, number>();
  const everySocket = () => [...buyers.values(), ...staff.values()].flatMap((set) => [...set]);
  const recent = new Set<number>();
  let newestHeard = 0;
  let catchingUp: { cursor: number; timer: NodeJS.Timeout } | null = null;

  const send = (socket: WebSocket, frame: ServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  const fanOut = outbox();

  const remember = (id: number) => {
    recent.add(id);
    if (recent.size > RECENT) recent.delete(recent.values().next().value!);
    newestHeard = Math.max(newestHeard, id);
  };

  const deliver = (event: ChatEvent | SignedOut) => {
    if (event.Type === 'signedOut') {
      const own = [...(buyers.get(event.UserId) ?? []), ...(staff.get(event.UserId) ?? [])];
      for (const socket of own) {
        if (event.SessionId !== undefined && sessionOf.get(socket) !== event.SessionId) continue;
        socket.close(IM_CLOSE_UNAUTHORISED, 'signed out');
      }
      return;
    }
    if (event.Type === 'message') {
      if (recent.has(event.Message.Id)) return;
      remember(event.Message.Id);
    }
    const frame: ServerFrame =
      event.Type === 'message'
        ? { Type: 'message', Message: event.Message }
        : { Type: 'read', ConversationId: event.ConversationId, UpTo: event.UpTo, By: event.By };
    const payload = Buffer.from(JSON.stringify(frame));
    let sent = 0;
    for (const socket of [
      ...(buyers.get(event.BuyerId) ?? []),
      ...[...staff.values()].flatMap((set) => [...set]),
    ]) {
      if (socket.readyState !== socket.OPEN) continue;
      fanOut.queue(socket, payload);
      sent += 1;
    }
    if (event.Type === 'message' && sent > 0) onDelivered(sent);
  };

  async function catchUpOnce() {
    if (!catchingUp) return;
    const events = await catchUp(catchingUp.cursor);
    for (const event of events) deliver(event);
    const last = events.at(-1)?.Message.Id;
    if (last !== undefined) catchingUp.cursor = Math.max(catchingUp.cursor, last - LOOK_BACK);
  }

  function startCatchingUp() {
    if (catchingUp) return;
    const timer = setInterval(() => void catchUpOnce().catch(onError), CATCH_UP_MS);
    timer.unref();
    catchingUp = { cursor: Math.max(0, newestHeard - LOOK_BACK), timer };
  }

  function stopCatchingUp() {
    const settle = setTimeout(() => {
      // Redis went away again meanwhile: keep catching up.
      if (!pubsub.health.isUp() || !catchingUp) return;
      void catchUpOnce()
        .catch(onError)
        .finally(() => {
          if (!catchingUp || !pubsub.health.isUp()) return;
          clearInterval(catchingUp.timer);
          catchingUp = null;
        });
    }, SETTLE_MS);
    settle.unref();
  }

  // Side by side: with Redis away at start each subscription waits its moment at once.
  const [unsubscribeEvents, unsubscribeSignedOut] = await Promise.all([
    pubsub.subscribe(CHANNEL, (event) => deliver(event as ChatEvent)),
    pubsub.subscribe(SIGNED_OUT_CHANNEL, (event) => deliver(event as SignedOut)),
  ]);
  const stopWatching = pubsub.health.onChange((up) => (up ? stopCatchingUp() : startCatchingUp()));
  if (!pubsub.health.isUp()) startCatchingUp();

  return {
    send,
    join(side: ChatSide, { id: userId, sessionId }: AuthUser, socket: WebSocket) {
      const sockets = side === 'staff' ? staff : buyers;
      sessionOf.set(socket, sessionId);
      let set = sockets.get(userId);
      if (!set) sockets.set(userId, (set = new Set()));
      set.add(socket);
      return () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      };
    },
    /** Tells every instance; while Redis is away, this instance's own sockets still hear it. */
    async publish(event: ChatEvent) {
      try {
        await pubsub.publish(CHANNEL, event);
      } catch {
        deliver(event);
        startCatchingUp();
      }
    },
    /**
     * Hangs up on the user's sockets on every instance (4401: the clients find their session
     * gone and sign out). While Redis is away only this instance's sockets close and the
     * failure is thrown for the log; the other instances refuse the user's next send or read,
     * and a ping once the socket's last look-up is 20 s old (chat.frames' PING_RECHECK_MS).
     */
    async signOut(userId: number, sessionId?: number) {
      const event: SignedOut = { Type: 'signedOut', UserId: userId, SessionId: sessionId };
      try {
        await pubsub.publish(SIGNED_OUT_CHANNEL, event);
      } catch (error) {
        deliver(event);
        throw error;
      }
    },
    connections: () => everySocket().length,
    /** Open sockets by side (for /metrics). */
    openSockets: () => ({
      buyers: [...buyers.values()].reduce((sum, set) => sum + set.size, 0),
      staff: [...staff.values()].reduce((sum, set) => sum + set.size, 0),
    }),
    /** Closes every socket with `code`; clients reconnect (to another instance) by themselves. */
    closeAll(code: number, reason: string) {
      for (const socket of everySocket()) socket.close(code, reason);
    },
    async close() {
      stopWatching();
      if (catchingUp) clearInterval(catchingUp.timer);
      catchingUp = null;
      await Promise.all([unsubscribeEvents(), unsubscribeSignedOut()]);
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof chatHub>>;
