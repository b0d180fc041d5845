import {
  CHAT_RATE,
  CHAT_RATE_STAFF,
  type ChatBuyerProfile,
  type ChatHistory,
  type ChatMessage,
  type ChatSide,
  type Conversation,
  type Inbox,
  type InboxItem,
  type Locale,
  type MediaRequestKind,
  type RequestMediaBody,
  translate,
} from '@facet/contract';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { memoryCounters } from '../../platform/counters';
import { batchedLookup } from '../../platform/batch';
import { DependencyUnavailable } from '../../platform/health';
import type { AccountsService } from '../accounts/accounts.service';
import type { PushService } from '../push/push.service';
import type { GoodsService } from '../catalogue/goods.service';
import type { OrdersService } from '../orders/orders.service';
import type { FileRef, UploadsService } from '../uploads/uploads.service';
import { chatRepo, type ConversationRow } from './chat.repo';
import { messagesWire } from './chat.wire';

/** A buyer coming back is sent at most this many replies they missed. */
const UNREAD_REPLAY_MAX = 100;
/** One catch-up (while Redis is away) reads at most this many messages. */
const CATCH_UP_MAX = 500;

export type ChatService = ReturnType<typeof chatService>;
export type Stored = { message: ChatMessage; buyerId: number };
export type Sender = {
  user: AuthUser;
  name: string;
  /** A buyer's conversation as their socket opened (its read marks then). */
  conversation?: ConversationRow;
};
export type SendInput = {
  ClientId: string;
  Text?: string;
  FileId?: string;
  ConversationId?: number;
  /** The stone the message is about, and what was asked of it (a media request). */
  GoodsId?: number;
  Request?: MediaRequestKind;
};

export const sideOf = (user: Pick<AuthUser, 'role'>): ChatSide =>
  user.role === 'buyer' ? 'buyer' : 'staff';

export const chatService = ({
  db,
  counters,
  uploads,
  accounts,
  orders,
  goods,
  push,
}: Pick<Deps, 'db' | 'counters'> & {
  uploads: Pick<UploadsService, 'describe' | 'removeOwned' | 'requireOwned'>;
  goods: Pick<GoodsService, 'goodsByIds'>;
  accounts: Pick<AccountsService, 'people' | 'idsMatching' | 'sessionIsLive' | 'livePerson'>;
  orders: Pick<OrdersService, 'recentOfBuyer'>;
  push: Pick<PushService, 'chatReplied'>;
}) => {
  /** The sending limit of this instance alone, for while Redis is away. */
  const localCounters = memoryCounters();
  const repo = chatRepo(db);
  const toWire = messagesWire({ repo, accounts, uploads, goods });
  /** Buyers' conversations asked for together (sockets opening at once), in one statement. */
  const existingConversation = batchedLookup(repo.conversationsOfBuyers);

  /** The buyer's conversation, created on first use. */
  async function conversationOfBuyer(buyerId: number): Promise<ConversationRow> {
    const existing = await existingConversation(buyerId);
    if (existing) return existing;
    await repo.createConversation(buyerId);
    return (await repo.conversationOfBuyer(buyerId))!;
  }

  async function conversationById(id: number): Promise<ConversationRow> {
    const row = await repo.conversationById(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The conversation a caller may act on: a buyer's own; any one for staff. */
  async function conversationFor(user: AuthUser, conversationId?: number) {
    if (user.role === 'buyer') return conversationOfBuyer(user.id);
    if (conversationId === undefined) {
      throw new AppError('VALIDATION', [{ path: 'ConversationId', key: 'FIELD_REQUIRED' }]);
    }
    return conversationById(conversationId);
  }

  async function history(
    conversation: ConversationRow,
    before: number | undefined,
    limit: number,
  ): Promise<ChatHistory> {
    const rows = await repo.olderMessages(conversation.id, before, limit + 1);
    const hasMore = rows.length > limit;
    const page = rows.slice(0, limit).reverse();
    return { Messages: await toWire(page, conversation), HasMore: hasMore };
  }

  async function lastMessage(conversation: ConversationRow) {
    if (conversation.lastMessageId === 0) return null;
    const rows = await repo.messagesByIds([conversation.lastMessageId]);
    return (await toWire(rows, conversation))[0] ?? null;
  }

  /** Messages from `from` in a conversation after the other side's read mark. */
  async function unreadCount(conversation: ConversationRow, from: ChatSide) {
    const mark = from === 'staff' ? conversation.buyerReadUpTo : conversation.staffReadUpTo;
    return repo.countAfterMark(conversation.id, from, mark);
  }

  /** Buyers' messages no clerk has read yet, across every conversation: the menu badge. */
  async function unreadByBuyers() {
    return (await repo.unreadByBuyers()).reduce((sum, row) => sum + row.n, 0);
  }

  /**
   * Whether the user is still within their sending limit (and counts this send). While
   * Redis is away the limit is kept per instance, so the chat goes on.
   */
  async function allowSend(user: AuthUser) {
    const rate = user.role === 'buyer' ? CHAT_RATE : CHAT_RATE_STAFF;
    const key = `im:send:${user.id}`;
    const sent = await counters
      .hit(key, rate.windowSeconds)
      .catch((error: unknown) =>
        error instanceof DependencyUnavailable
          ? localCounters.hit(key, rate.windowSeconds)
          : Promise.reject(error),
      );
    return sent <= rate.messages;
  }

  /**
   * Stores a message once per (sender, ClientId) — a resend returns the stored message —
   * and moves the conversation on, in one statement. The sender has read their
   * conversation up to their own message; the other side cannot have read it yet.
   */
  async function send(sender: Sender, input: SendInput): Promise<Stored> {
    const { user } = sender;
    const target = sender.conversation ?? (await conversationFor(user, input.ConversationId));
    const side = sideOf(user);
    const text = input.Text?.trim() ?? '';
    if (input.FileId) await uploads.requireOwned(user.id, [input.FileId], 'chat', 'FileId');

    const row = await repo.insertMessage({
      conversationId: target.id,
      senderId: user.id,
      side,
      clientId: input.ClientId,
      text,
      fileId: input.FileId ?? null,
      goodsId: input.GoodsId ?? null,
      requestKind: input.Request ?? null,
    });
    if (row && side === 'staff') {
      // Told on the buyer's phone too, without holding the reply up; a queue that cannot be
      // written loses only the push.
      push.chatReplied(target.buyerId, text).catch(() => undefined);
    }
    if (!row || input.FileId || input.GoodsId) {
      // A resend (or a picture, whose size and link come from its file): as stored.
      const stored = await repo.messageOf(user.id, input.ClientId);
      const [message] = await toWire([stored!]);
      return { message: message!, buyerId: target.buyerId };
    }
    return {
      message: {
        Id: row.id,
        ConversationId: target.id,
        ClientId: input.ClientId,
        From: side,
        SenderName: sender.name,
        Text: text,
        Picture: null,
        Stone: null,
        CreatedAt: row.createdAt.toISOString(),
        Read: false,
      },
      buyerId: target.buyerId,
    };
  }

  return {
    /** Which of these uploads this module still keeps (uploads.service sweeps the rest). */
    filesReferenced: (refs: FileRef[]) => repo.filesReferenced(refs.map((ref) => ref.id)),
    async conversationOf(user: AuthUser): Promise<Conversation> {
      const conversation = await conversationOfBuyer(user.id);
      const [unread, last] = await Promise.all([
        unreadCount(conversation, 'staff'),
        lastMessage(conversation),
      ]);
      return {
        ConversationId: conversation.id,
        Unread: unread,
        ReadUpTo: conversation.staffReadUpTo,
        LastMessage: last,
      };
    },

    /** Customer service's messages the buyer has not read; 0 before they ever chatted. */
    async unreadOfBuyer(buyerId: number): Promise<number> {
      const conversation = await repo.conversationOfBuyer(buyerId);
      return conversation ? unreadCount(conversation, 'staff') : 0;
    },

    async history(
      user: AuthUser,
      query: { Before?: number; Limit: number; ConversationId?: number },
    ) {
      const conversation = await conversationFor(user, query.ConversationId);
      return history(conversation, query.Before, query.Limit);
    },

    /**
     * What a buyer missed while away: customer service's messages they have not read, after
     * the mark of their conversation as their socket opened (`senderOf` read it).
     */
    async unreadForBuyer(conversation: ConversationRow): Promise<ChatMessage[]> {
      // Nothing was written after the buyer's mark: nothing to look for (most who come back).
      if (conversation.lastMessageId <= conversation.buyerReadUpTo) return [];
      const rows = await repo.messagesAfterMark(
        conversation.id,
        'staff',
        conversation.buyerReadUpTo,
        UNREAD_REPLAY_MAX,
      );
      return toWire(rows, conversation);
    },

    allowSend,

    /** Every stored message after `afterId`, oldest first, with the buyer it belongs to. */
    async eventsAfter(afterId: number) {
      const rows = await repo.messagesAfter(afterId, CATCH_UP_MAX);
      const messages = await toWire(rows.map((r) => r.message));
      return messages.map((message, i) => ({
        Type: 'message' as const,
        BuyerId: rows[i]!.buyerId,
        Message: message,
      }));
    },

    /**
     * Who is behind a chat connection: an active account's role and name and, for a buyer,
     * their conversation; null for an unknown, cancelled or disabled account.
     */
    async senderOf(userId: number, sessionId: number): Promise<Sender | null> {
      const person = await accounts.livePerson(userId, sessionId);
      if (!person) return null;
      const user: AuthUser = { id: userId, role: person.role, sessionId };
      const name = person.name;
      if (user.role !== 'buyer') return { user, name };
      const conversation = await conversationOfBuyer(user.id);
      return { user, name, conversation };
    },

    /**
     * Whether the session behind an open socket may still chat: one lookup before each send or
     * read, and before a ping now and then (PING_RECHECK_MS), so a socket that outlived its
     * session (signed out, disabled; its instance missed the hang-up while Redis was away) is
     * refused.
     */
    mayChat: (user: AuthUser) => accounts.sessionIsLive(user.id, user.sessionId),

    send,

    /**
     * "Request video", "More pictures" or "Ask about this stone" on a stone's details: a message
     * from the buyer, in their words and language, carrying the stone's card to customer
     * service. Limited like any message the buyer sends.
     */
    async requestMedia(sender: Sender, body: RequestMediaBody, locale: Locale): Promise<Stored> {
      const [stone] = await goods.goodsByIds([body.GoodsId]);
      if (!stone) throw new AppError('NOT_FOUND');
      if (!(await allowSend(sender.user))) throw new AppError('RATE_LIMITED');
      const asked = translate(locale, `MEDIA_REQUEST_${body.Kind}`);
      return send(sender, {
        ClientId: `request-${randomUUID()}`,
        Text: body.Note ? `${asked}\n${body.Note}` : asked,
        GoodsId: stone.id,
        Request: body.Kind,
      });
    },

    /** Moves the caller's read mark forward (never back, never past the last message). */
    async markRead(user: AuthUser, upTo: number, conversationId?: number) {
      const conversation = await conversationFor(user, conversationId);
      const side = sideOf(user);
      const updated = await repo.markRead(conversation.id, side, upTo);
      if (!updated) return null;
      return {
        buyerId: updated.buyerId,
        conversationId: updated.id,
        upTo: side === 'buyer' ? updated.buyerReadUpTo : updated.staffReadUpTo,
        by: side,
      };
    },

    /** A cancelled account's conversation goes, its pictures with it. */
    async eraseBuyer(buyerId: number) {
      await repo.deleteConversationOf(buyerId);
      await uploads.removeOwned(buyerId, 'chat');
    },

    // ---- back office ----

    async inbox(keyword: string | undefined, limit: number): Promise<Inbox> {
      const matching = keyword ? await accounts.idsMatching(keyword) : undefined;
      if (matching?.length === 0) return { List: [], Unread: await unreadByBuyers() };
      const conversationRows = await repo.inbox(matching, limit);
      const buyers = await accounts.people(conversationRows.map((c) => c.buyerId));
      const rows = conversationRows.flatMap((conversation) => {
        const buyer = buyers.get(conversation.buyerId);
        return buyer ? [{ conversation, buyer }] : [];
      });
      const lastIds = rows.map((r) => r.conversation.lastMessageId);
      const [lastRows, unreadRows, total] = await Promise.all([
        repo.messagesByIds(lastIds),
        rows.length ? repo.unreadByBuyers(rows.map((r) => r.conversation.id)) : [],
        unreadByBuyers(),
      ]);
      const lastWire = await toWire(lastRows);
      const lastOf = new Map(lastWire.map((m) => [m.ConversationId, m]));
      const unreadOf = new Map(unreadRows.map((r) => [r.conversationId, r.n]));
      const List: InboxItem[] = rows.map(({ conversation, buyer }) => ({
        ConversationId: conversation.id,
        Buyer: {
          UserId: buyer.id,
          NickName: buyer.nickName,
          Email: buyer.email,
          HeadPortrait: buyer.headPortrait,
        },
        LastMessage: lastOf.get(conversation.id) ?? null,
        Unread: unreadOf.get(conversation.id) ?? 0,
        ReadUpTo: conversation.buyerReadUpTo,
      }));
      return { List, Unread: total };
    },

    /** A buyer's chat at a glance (the back office's buyer page). */
    activityOf: (buyerId: number) => repo.activityOf(buyerId),

    async buyerProfile(conversationId: number): Promise<ChatBuyerProfile> {
      const conversation = await conversationById(conversationId);
      const [people, recent] = await Promise.all([
        accounts.people([conversation.buyerId]),
        orders.recentOfBuyer(conversation.buyerId, 5),
      ]);
      const buyer = people.get(conversation.buyerId);
      if (!buyer) throw new AppError('NOT_FOUND');
      return {
        ConversationId: conversation.id,
        Buyer: {
          UserId: buyer.id,
          NickName: buyer.nickName,
          Email: buyer.email,
          HeadPortrait: buyer.headPortrait,
          Surname: buyer.surname,
          Name: buyer.realName,
          AreaCode: buyer.areaCode,
          Phone: buyer.phone,
          RegisteredAt: buyer.registeredAt.toISOString(),
        },
        RecentOrders: recent,
      };
    },
  };
};
