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
import { unavailableDependency } from '../../platform/health';
import type { ChatHub } from './chat.hub';
import type { ChatService, Sender } from './chat.service';

type Reply = (frame: ServerFrame) => void;

/**
 * The chat socket's protocol (API.md, "Chat"): a frame comes in; the sender is answered (an
 * acknowledgement, a pong, or an error in their language) and every instance hears what
 * changed. A message is stored before it is acknowledged, and published after. The route
 * holds the socket; this holds the steps.
 */
export function chatFrames({ chat, hub }: { chat: ChatService; hub: ChatHub }) {
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

  /** Resolves false when the sender may no longer chat: the route hangs up. */
  async function receive(
    sender: Sender,
    frame: ClientFrame,
    reply: Reply,
    locale: Locale,
  ): Promise<boolean> {
    const { user } = sender;
    if (frame.Type === 'ping') {
      reply({ Type: 'pong' });
      return true;
    }
    if (!(await chat.mayChat(user.id))) {
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
    // Stored first, then acknowledged, then delivered.
    reply({ Type: 'ack', ClientId: frame.ClientId, Id: stored.message.Id });
    if (!stored.duplicate) {
      await hub.publish({ Type: 'message', BuyerId: stored.buyerId, Message: stored.message });
    }
    return true;
  }

  return {
    refuse,

    /**
     * One text frame from `sender`. Never throws for anything a client can send: malformed
     * frames, refused moves and a missing database are answered as error frames; only a fault
     * of ours rejects (the route logs it and answers SERVER_ERROR). Resolves false when the
     * sender's account was disabled or cancelled meanwhile: the connection is over.
     */
    async handle(sender: Sender, text: string, reply: Reply, locale: Locale): Promise<boolean> {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        refuse(reply, locale, 'VALIDATION');
        return true;
      }
      const clientId = clientIdOf(json);
      const parsed = ClientFrame.safeParse(json);
      if (!parsed.success) {
        const key = parsed.error.issues.map((issue) => issue.message).find(isMessageKey);
        refuse(reply, locale, 'VALIDATION', clientId, key);
        return true;
      }
      try {
        return await receive(sender, parsed.data, reply, locale);
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
