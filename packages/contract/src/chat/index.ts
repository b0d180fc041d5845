import { z } from '../zod';
import { Id, QueryId, ReadMark } from '../ids';
import {
  CHAT_HISTORY_LIMIT_DEFAULT,
  CHAT_HISTORY_LIMIT_MAX,
  CHAT_INPUT_MAX,
  CHAT_SIDES,
  CHAT_TEXT_MAX,
  MEDIA_REQUEST_KINDS,
  type ChatSide,
} from './rules';

export * from './rules';

const id = QueryId;

export const ChatPicture = z.object({
  FileId: z.string(),
  Url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type ChatPicture = z.infer<typeof ChatPicture>;

/** The stone a chat message is about: a card in the conversation that opens its details. */
export const ChatStone = z.object({
  GoodsId: z.number().int(),
  StockNo: z.string(),
  /** "1.01 ct G VS1 · F123" */
  Title: z.string(),
  Picture: z.string().nullable(),
  /** What the buyer asked for, when the message is a media request. */
  Request: z.enum(MEDIA_REQUEST_KINDS).nullable(),
});
export type ChatStone = z.infer<typeof ChatStone>;

export const RequestMediaBody = z.strictObject({
  GoodsId: Id,
  Kind: z.enum(MEDIA_REQUEST_KINDS, 'FIELD_INVALID'),
  Note: z.string('FIELD_INVALID').trim().max(CHAT_INPUT_MAX, 'FIELD_TOO_LONG').optional(),
});
export type RequestMediaBody = z.infer<typeof RequestMediaBody>;
export const MediaRequested = z.object({ MessageId: z.number().int() });
export type MediaRequested = z.infer<typeof MediaRequested>;

export const ChatMessage = z.object({
  Id: z.number().int(),
  ConversationId: z.number().int(),
  ClientId: z.string(),
  From: z.enum(CHAT_SIDES),
  /** The clerk's name for staff messages, the buyer's nickname for theirs. */
  SenderName: z.string(),
  Text: z.string(),
  Picture: ChatPicture.nullable(),
  Stone: ChatStone.nullable(),
  CreatedAt: z.string(),
  /** Whether the other side has read it. */
  Read: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Conversation = z.object({
  ConversationId: z.number().int(),
  /** Messages from customer service the buyer has not read. */
  Unread: z.number().int(),
  /** The newest message the other side has read (0 for none). */
  ReadUpTo: z.number().int(),
  LastMessage: ChatMessage.nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

export const HistoryQuery = z.strictObject({
  Before: id.optional(),
  Limit: z.coerce
    .number('FIELD_INVALID')
    .int('FIELD_INVALID')
    .min(1, 'FIELD_INVALID')
    .max(CHAT_HISTORY_LIMIT_MAX, 'PAGE_SIZE_MAX')
    .default(CHAT_HISTORY_LIMIT_DEFAULT),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

export const AdminHistoryQuery = HistoryQuery.extend({ ConversationId: id }).strict();

/** Oldest first; `HasMore` when older messages remain before the first one. */
export const ChatHistory = z.object({
  Messages: z.array(ChatMessage),
  HasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof ChatHistory>;

// ---- back office ----

export const ChatBuyer = z.object({
  UserId: z.number().int(),
  NickName: z.string(),
  Email: z.string(),
  HeadPortrait: z.string(),
});
export type ChatBuyer = z.infer<typeof ChatBuyer>;

export const InboxItem = z.object({
  ConversationId: z.number().int(),
  Buyer: ChatBuyer,
  LastMessage: ChatMessage.nullable(),
  /** Buyer messages no clerk has read yet. */
  Unread: z.number().int(),
  /** The newest message the buyer has read. */
  ReadUpTo: z.number().int(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxQuery = z.strictObject({
  Keyword: z.string().trim().max(100, 'FIELD_TOO_LONG').optional(),
  Limit: z.coerce.number('FIELD_INVALID').int('FIELD_INVALID').min(1).max(200).default(100),
});
export const Inbox = z.object({ List: z.array(InboxItem), Unread: z.number().int() });
export type Inbox = z.infer<typeof Inbox>;

export const ConversationQuery = z.strictObject({ ConversationId: id });

export const ChatBuyerProfile = z.object({
  ConversationId: z.number().int(),
  Buyer: ChatBuyer.extend({
    Surname: z.string(),
    Name: z.string(),
    AreaCode: z.string(),
    Phone: z.string(),
    RegisteredAt: z.string(),
  }),
  RecentOrders: z.array(
    z.object({
      OrderId: z.number().int(),
      OrderNo: z.string(),
      Status: z.string(),
      Total: z.number(),
      CreatedAt: z.string(),
    }),
  ),
});
export type ChatBuyerProfile = z.infer<typeof ChatBuyerProfile>;

// ---- WebSocket frames (`/im?ImUserId=…&Sign=…`) ----

const ClientId = z.string('FIELD_REQUIRED').regex(/^[\w-]{1,64}$/, 'FIELD_INVALID');

export const SendFrame = z
  .strictObject({
    Type: z.literal('send'),
    ClientId,
    Text: z.string('FIELD_INVALID').max(CHAT_TEXT_MAX, 'FIELD_TOO_LONG').optional(),
    FileId: z.uuid('FIELD_INVALID').optional(),
    /** Staff only: which buyer's conversation the reply belongs to. */
    ConversationId: Id.optional(),
  })
  .refine((frame) => Boolean(frame.Text?.trim()) || frame.FileId !== undefined, {
    message: 'FIELD_REQUIRED',
    path: ['Text'],
  });
export type SendFrame = z.infer<typeof SendFrame>;

export const ReadFrame = z.strictObject({
  Type: z.literal('read'),
  UpTo: ReadMark,
  ConversationId: Id.optional(),
});
export type ReadFrame = z.infer<typeof ReadFrame>;

export const PingFrame = z.strictObject({ Type: z.literal('ping') });

export const ClientFrame = z.union([SendFrame, ReadFrame, PingFrame]);
export type ClientFrame = z.infer<typeof ClientFrame>;

export type ServerFrame =
  | { Type: 'ready'; Side: ChatSide }
  | { Type: 'message'; Message: ChatMessage }
  | { Type: 'ack'; ClientId: string; Id: number }
  | { Type: 'read'; UpTo: number; ConversationId: number; By: ChatSide }
  | { Type: 'pong' }
  | { Type: 'error'; Code: string; Message: string; ClientId?: string };
