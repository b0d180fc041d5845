import { and, asc, count, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { ChatSide, MediaRequestKind } from '@facet/contract';
import { anyOf, type DbOrTx, prepared } from '../../platform/db';
import { chatMessages, conversations } from './chat.table';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** A message about to be stored: who sent it where, under which ClientId. */
export type NewMessage = {
  conversationId: number;
  senderId: number;
  side: ChatSide;
  clientId: string;
  text: string;
  fileId: string | null;
  goodsId?: number | null;
  requestKind?: MediaRequestKind | null;
};

// Asked by every buyer's chat socket that (re)connects; the sockets that ask together (thousands
// when an instance fails over) share one statement, prepared once on each connection.
const conversationsOfBuyersStatement = prepared((db) =>
  db
    .select()
    .from(conversations)
    .where(anyOf(conversations.buyerId, 'buyerIds'))
    .prepare('conversations_of_buyers'),
);

/** The chat's queries: conversations, their messages and both sides' read marks. */
export const chatRepo = (db: DbOrTx) => ({
  /** Which of these uploads a message carries. */
  async filesReferenced(ids: string[]): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: chatMessages.fileId })
      .from(chatMessages)
      .where(inArray(chatMessages.fileId, ids));
    return rows.flatMap((row) => (row.id ? [row.id] : []));
  },

  /** How many messages a buyer's conversation holds, and when the last was written. */
  async activityOf(buyerId: number) {
    const [row] = await db
      .select({ n: count(chatMessages.id), lastAt: max(chatMessages.createdAt) })
      .from(conversations)
      .innerJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
      .where(eq(conversations.buyerId, buyerId));
    return { Messages: row?.n ?? 0, LastAt: row?.lastAt?.toISOString() ?? null };
  },

  async conversationOfBuyer(buyerId: number): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.buyerId, buyerId));
    return row;
  },

  /** The conversations of these buyers, by buyer (a buyer who never chatted has none). */
  async conversationsOfBuyers(buyerIds: number[]) {
    const rows = await conversationsOfBuyersStatement(db).execute({ buyerIds });
    return new Map(rows.map((row) => [row.buyerId, row]));
  },

  async createConversation(buyerId: number) {
    await db.insert(conversations).values({ buyerId }).onConflictDoNothing();
  },

  async conversationById(id: number): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  },

  conversationsByIds(ids: number[]): Promise<ConversationRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return db.select().from(conversations).where(inArray(conversations.id, ids));
  },

  messagesByIds(ids: number[]): Promise<MessageRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
  },

  /** Newest first, before `before` when given: one page of history plus one to tell more. */
  olderMessages(conversationId: number, before: number | undefined, limit: number) {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          before ? lt(chatMessages.id, before) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  },

  /** One side's messages after a read mark, oldest first. */
  messagesAfterMark(conversationId: number, from: ChatSide, mark: number, limit: number) {
    return db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.side, from),
          gt(chatMessages.id, mark),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  },

  async countAfterMark(conversationId: number, from: ChatSide, mark: number) {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.side, from),
          gt(chatMessages.id, mark),
        ),
      );
    return row?.n ?? 0;
  },

  /** Buyers' messages no clerk has read, per conversation, or across all when none given. */
  async unreadByBuyers(conversationIds?: number[]) {
    const scoped = conversationIds && inArray(chatMessages.conversationId, conversationIds);
    return db
      .select({ conversationId: chatMessages.conversationId, n: count() })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(
        and(
          scoped,
          eq(chatMessages.side, 'buyer'),
          gt(chatMessages.id, conversations.staffReadUpTo),
        ),
      )
      .groupBy(chatMessages.conversationId);
  },

  /** Every message after an id, oldest first, with the buyer its conversation belongs to. */
  async messagesAfter(afterId: number, limit: number) {
    return db
      .select({ message: chatMessages, buyerId: conversations.buyerId })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(gt(chatMessages.id, afterId))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  },

  /**
   * Stores a message once per (sender, ClientId) and moves the conversation on, in one
   * statement: the sender has read up to their own message. Nothing when it is a resend.
   */
  async insertMessage(message: NewMessage): Promise<{ id: number; createdAt: Date } | null> {
    const result = (await db.execute(sql`
      with inserted as (
        insert into ${chatMessages} (conversation_id, sender_id, side, client_id, text, file_id, goods_id, request_kind)
        values (${message.conversationId}, ${message.senderId}, ${message.side}, ${message.clientId}, ${message.text}, ${message.fileId}::uuid, ${message.goodsId ?? null}::integer, ${message.requestKind ?? null}::text)
        on conflict (sender_id, client_id) do nothing
        returning id, created_at
      ), touched as (
        update ${conversations} c set
          last_message_id = greatest(c.last_message_id, i.id),
          updated_at = greatest(c.updated_at, i.created_at),
          buyer_read_up_to = case when ${message.side}::text = 'buyer'
            then greatest(c.buyer_read_up_to, i.id) else c.buyer_read_up_to end,
          staff_read_up_to = case when ${message.side}::text = 'staff'
            then greatest(c.staff_read_up_to, i.id) else c.staff_read_up_to end
        from inserted i where c.id = ${message.conversationId}
        returning c.id
      )
      select id, created_at from inserted`)) as unknown as {
      rows: { id: number; created_at: Date | string }[];
    };
    const row = result.rows[0];
    return row ? { id: row.id, createdAt: new Date(row.created_at) } : null;
  },

  async messageOf(senderId: number, clientId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
    return row;
  },

  /** Moves one side's read mark forward, never back, never past the last message. */
  async markRead(conversationId: number, side: ChatSide, upTo: number) {
    const column = side === 'buyer' ? conversations.buyerReadUpTo : conversations.staffReadUpTo;
    const capped = sql`least(${upTo}, ${conversations.lastMessageId})`;
    const [updated] = await db
      .update(conversations)
      .set(side === 'buyer' ? { buyerReadUpTo: capped } : { staffReadUpTo: capped })
      .where(and(eq(conversations.id, conversationId), lt(column, capped)))
      .returning();
    return updated;
  },

  async deleteConversationOf(buyerId: number) {
    await db.delete(conversations).where(eq(conversations.buyerId, buyerId));
  },

  /** Conversations with messages, latest first, of these buyers when given. */
  inbox(buyerIds: number[] | undefined, limit: number) {
    return db
      .select()
      .from(conversations)
      .where(
        and(
          gt(conversations.lastMessageId, 0),
          buyerIds ? inArray(conversations.buyerId, buyerIds) : undefined,
        ),
      )
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(limit);
  },
});

export type ChatRepo = ReturnType<typeof chatRepo>;
