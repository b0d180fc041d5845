import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import websocket from '@fastify/websocket';
import {
  IM_CLOSE_TRY_AGAIN,
  IM_CLOSE_UNAUTHORISED,
  ID_MAX,
  IM_USER_PREFIX,
  parseLocale,
  type ServerFrame,
} from '@facet/contract';
import type { Signer } from '../../platform/signing';
import { currentUser, requireStaff, requireUser, type AuthUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import { AppError } from '../../platform/errors';
import { unavailableDependency } from '../../platform/health';
import type { ChatHub } from './chat.hub';
import { chatFrames, type Caller } from './chat.frames';
import { sideOf, type ChatService, type Sender } from './chat.service';

/** A frame is a short JSON object; anything larger is not one of ours. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Sockets that stop answering pings are dropped after this long. */
const HEARTBEAT_MS = 30_000;

export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  hub: ChatHub;
  signer: Signer;
  /** How often a socket that only pings is looked up again (chat.frames' PING_RECHECK_MS). */
  pingRecheckMs?: number;
}> = async (app, { chat, hub, signer, pingRecheckMs }) => {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const route = callRoutes(app, { tags: ['Back office'] });
  const buyerSide = { tags: ['Chat'], onRequest: requireUser };

  route(
    'Im/Conversation',
    { ...buyerSide, summary: 'The buyer’s conversation with customer service and its unread count' }, // prettier-ignore
    (request) => chat.conversationOf(buyerOnly(currentUser(request))),
  );
  route(
    'Im/History',
    { ...buyerSide, summary: 'Older messages of the buyer’s conversation, oldest first' },
    (request) => chat.history(buyerOnly(currentUser(request)), request.query),
  );
  route(
    'Admin/Im/Inbox',
    { onRequest: requireStaff, summary: 'Every conversation, latest first, with unread counts' },
    (request) => chat.inbox(request.query.Keyword || undefined, request.query.Limit),
  );
  route(
    'Admin/Im/History',
    { onRequest: requireStaff, summary: 'A conversation’s messages, oldest first' },
    (request) => chat.history(currentUser(request), request.query),
  );
  route(
    'Admin/Im/Buyer',
    { onRequest: requireStaff, summary: 'The buyer behind a conversation and their latest orders' },
    (request) => chat.buyerProfile(request.query.ConversationId),
  );
  route(
    'Diamonds/RequestMedia',
    { tags: ['Trade tools'], onRequest: requireUser, summary: 'Asks customer service for a stone’s video, more pictures or details, in the chat' }, // prettier-ignore
    async (request) => {
      const user = buyerOnly(currentUser(request));
      const sender = await chat.senderOf(user.id, user.sessionId);
      if (!sender) throw new AppError('AUTH_REQUIRED');
      const stored = await chat.requestMedia(sender, request.body, request.locale);
      // Stored, then delivered to the clerks' inboxes and the buyer's other devices.
      await hub.publish({ Type: 'message', BuyerId: stored.buyerId, Message: stored.message });
      return { MessageId: stored.message.Id };
    },
  );

  const frames = chatFrames({ chat, hub, pingRecheckMs });

  app.get('/im', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const locale = parseLocale(query.locale);
    const reply = (frame: ServerFrame) => hub.send(socket, frame);
    // Frames that arrive while the credentials are checked wait their turn, in order.
    let queue: Promise<Caller | null> = authenticate(query.ImUserId, query.Sign).then(
      (sender) => sender && { sender, checkedAt: Date.now() },
    );
    let leave = () => {};

    queue = queue.then(
      (caller) => {
        if (!caller) {
          frames.refuse(reply, locale, 'AUTH_FAILED');
          socket.close(IM_CLOSE_UNAUTHORISED, 'unauthorised');
          return null;
        }
        const { user } = caller.sender;
        leave = hub.join(sideOf(user), user, socket);
        hub.send(socket, { Type: 'ready', Side: sideOf(user) });
        const { conversation } = caller.sender;
        if (conversation) {
          void chat.unreadForBuyer(conversation).then((missed) => {
            for (const message of missed) hub.send(socket, { Type: 'message', Message: message });
          }, logFailure);
        }
        return caller;
      },
      (error: unknown) => {
        // The account could not be looked up (the database is away): hang up with "try again
        // later" so the client reconnects with its back-off instead of waiting on a dead socket.
        if (unavailableDependency(error)) {
          frames.refuse(reply, locale, 'SERVICE_UNAVAILABLE');
          socket.close(IM_CLOSE_TRY_AGAIN, 'try again later');
          return null;
        }
        return logFailure(error);
      },
    );

    socket.on('message', (data, isBinary) => {
      queue = queue.then(async (caller) => {
        if (!caller) return null;
        if (isBinary) {
          frames.refuse(reply, locale, 'VALIDATION');
          return caller;
        }
        const goesOn = await frames.handle(caller, String(data), reply, locale).catch(logFailure);
        if (goesOn !== false) return caller;
        // Disabled or cancelled since the socket opened, and this instance missed the hang-up.
        socket.close(IM_CLOSE_UNAUTHORISED, 'signed out');
        return null;
      }, logFailure);
    });

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();

    socket.on('close', () => {
      clearInterval(heartbeat);
      leave();
    });
  });

  function logFailure(error: unknown) {
    app.log.error({ err: error }, 'chat frame failed');
    return null;
  }

  async function authenticate(imUserId: unknown, sign: unknown): Promise<Sender | null> {
    if (typeof imUserId !== 'string' || typeof sign !== 'string') return null;
    if (!imUserId.startsWith(IM_USER_PREFIX)) return null;
    const id = Number(imUserId.slice(IM_USER_PREFIX.length));
    if (!Number.isInteger(id) || id <= 0 || id > ID_MAX) return null;
    // `<sessionId>.<expiry>.<mac>`: the credential of one session (accounts.service).
    const dot = sign.indexOf('.');
    const sessionId = Number(sign.slice(0, dot));
    if (dot < 1 || !Number.isInteger(sessionId) || sessionId <= 0 || sessionId > ID_MAX)
      return null;
    if (!signer.verify('im', `${imUserId}#${sessionId}`, sign.slice(dot + 1))) return null;
    return chat.senderOf(id, sessionId);
  }
};

/** The buyer-facing chat calls are a buyer's: staff use the inbox. */
function buyerOnly(user: AuthUser): AuthUser {
  if (user.role !== 'buyer') throw new AppError('NOT_FOUND');
  return user;
}
