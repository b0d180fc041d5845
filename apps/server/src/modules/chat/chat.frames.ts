import {
  ClientFrame,
  isMessageKey,
  translate,
  type ErrorCode,
  type Locale,
  type MessageKey,
  type ServerFrame,
} from '@facet/contract';
import { AppError } from '../../platform/errors';
import { unsavableTextPath } from '../../platform/unsavable-text';
import { unavailableDependency } from '../../platform/health';
import type { ChatHub } from './chat.hub';
import type { ChatService, Sender } from './chat.service';

type Reply = (frame: ServerFrame) => void;

/**
 * How often a socket that only pings has its account looked up again, at most. The web
 * clients ping every 25 s, so a socket whose instance missed the hang-up of a disabled or
 * cancelled account (Redis was away) is closed at its next ping; a client pinging faster
 * costs one lookup per 20 s, no more.
 */
export const PING_RECHECK_MS = 20_000;

/** One open socket: who is behind it, and when their account was last found able to chat. */
export type Caller = { sender: Sender; checkedAt: number };

/**
 * The chat socket's protocol (docs/api.md): a frame comes in; the sender is answered (an
 * acknowledgement, a pong, or an error in their language) and every instance hears what
 * changed. A message is stored before it is acknowledged, and published after. The route
 * holds the socket; this holds the steps.
 */
export function chatFrames({
  chat,
  hub,
  pingRecheckMs = PING_RECHECK_MS,
}: {
  chat: ChatService;
  hub: ChatHub;
  /** Tests shorten it; see PING_RECHECK_MS. */
  pingRecheckMs?: number;
}) {
  function refuse(
    reply: Reply,
    locale: Locale,
    code: ErrorCode,
    clientId?: string,
    detail?: MessageKey,
  ) {
    reply({
      Type: 'error',
      Code: code,
      Message: translate(locale, detail ?? code),
      ...(clientId ? { ClientId: clientId } : {}),
    });
  }

  /** Whether the caller's account may still chat, noting when it was last found so. */
  async function mayChat(caller: Caller): Promise<boolean> {
    const now = Date.now();
    if (!(await chat.mayChat(caller.sender.user))) return false;
    caller.checkedAt = now;
    return true;
  }

  /** Resolves false when the sender may no longer chat: the route hangs up. */
  async function receive(
    caller: Caller,
    frame: ClientFrame,
    reply: Reply,
    locale: Locale,
  ): Promise<boolean> {
    const { sender } = caller;
    const { user } = sender;
    if (frame.Type === 'ping') {
      // Pings alone keep a socket open, so they too find a disabled account, now and then.
      if (Date.now() - caller.checkedAt >= pingRecheckMs && !(await pingCheck(caller))) {
        refuse(reply, locale, 'AUTH_FAILED');
        return false;
      }
      reply({ Type: 'pong' });
      return true;
    }
    if (!(await mayChat(caller))) {
      refuse(reply, locale, 'AUTH_FAILED', frame.Type === 'send' ? frame.ClientId : undefined);
      return false;
    }
    if (frame.Type === 'read') {
      const read = await chat.markRead(user, frame.UpTo, frame.ConversationId);
      if (read) {
        await hub.publish({
          Type: 'read',
          BuyerId: read.buyerId,
          ConversationId: read.conversationId,
          UpTo: read.upTo,
          By: read.by,
        });
      }
      return true;
    }
    if (!(await chat.allowSend(user))) {
      refuse(reply, locale, 'RATE_LIMITED', frame.ClientId);
      return true;
    }
    const stored = await chat.send(sender, frame);
    // Stored first, then acknowledged, then delivered. A resend is delivered again: the
    // instance that stored it may have died before publishing it (the client never had its
    // ack), and every instance skips a message it delivered lately (chat.hub's RECENT).
    reply({ Type: 'ack', ClientId: frame.ClientId, Id: stored.message.Id });
    await hub.publish({ Type: 'message', BuyerId: stored.buyerId, Message: stored.message });
    return true;
  }

  /**
   * The lookup behind a ping. With the database away the ping is still answered (the
   * connection is alive; nothing can be sent or read meanwhile) and the next ping looks again.
   */
  async function pingCheck(caller: Caller): Promise<boolean> {
    try {
      return await mayChat(caller);
    } catch (error) {
      if (unavailableDependency(error)) return true;
      throw error;
    }
  }

  return {
    refuse,

    /**
     * One text frame from `caller`'s socket. Never throws for anything a client can send:
     * malformed frames, refused moves and a missing database are answered as error frames; only
     * a fault of ours rejects (the route logs it and answers SERVER_ERROR). Resolves false when
     * the sender's account was disabled or cancelled meanwhile: the connection is over.
     */
    async handle(caller: Caller, text: string, reply: Reply, locale: Locale): Promise<boolean> {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        refuse(reply, locale, 'VALIDATION');
        return true;
      }
      const clientId = clientIdOf(json);
      if (unsavableTextPath(json) !== null) {
        refuse(reply, locale, 'VALIDATION', clientId, 'TEXT_UNSAVABLE');
        return true;
      }
      const parsed = ClientFrame.safeParse(json);
      if (!parsed.success) {
        const key = parsed.error.issues.map((issue) => issue.message).find(isMessageKey);
        refuse(reply, locale, 'VALIDATION', clientId, key);
        return true;
      }
      try {
        return await receive(caller, parsed.data, reply, locale);
      } catch (error) {
        if (error instanceof AppError) {
          refuse(reply, locale, error.code, clientId, error.fields?.[0]?.key);
          return true;
        }
        if (unavailableDependency(error)) {
          refuse(reply, locale, 'SERVICE_UNAVAILABLE', clientId);
          return true;
        }
        refuse(reply, locale, 'SERVER_ERROR');
        throw error;
      }
    },
  };
}

/** The ClientId of a frame, if it has one: a refused send names the message it refuses. */
function clientIdOf(json: unknown): string | undefined {
  return typeof json === 'object' && json && 'ClientId' in json && typeof json.ClientId === 'string'
    ? json.ClientId
    : undefined;
}
