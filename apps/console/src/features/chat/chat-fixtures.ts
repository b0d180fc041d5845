import type { ChatMessage, Inbox, InboxItem } from '@facet/contract';
import type { HistoryPages } from './api';

/** Test data: a message, an inbox entry and loaded history pages, each with what the test sets. */
export const chatMessage = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  Id: id,
  ConversationId: 1,
  ClientId: `client-${id}`,
  From: 'buyer',
  SenderName: 'Mia',
  Text: `message ${id}`,
  Picture: null,
  Stone: null,
  CreatedAt: new Date(Date.UTC(2025, 4, 1, 12, 0, id)).toISOString(),
  Read: false,
  ...overrides,
});

export const inboxItem = (
  conversationId: number,
  overrides: Partial<InboxItem> = {},
): InboxItem => ({
  ConversationId: conversationId,
  Buyer: {
    UserId: conversationId * 10,
    NickName: `Buyer ${conversationId}`,
    Email: `buyer${conversationId}@example.com`,
    HeadPortrait: '',
  },
  LastMessage: chatMessage(conversationId * 100, { ConversationId: conversationId }),
  Unread: 0,
  ReadUpTo: 0,
  ...overrides,
});

export const inboxOf = (...List: InboxItem[]): Inbox => ({
  List,
  Unread: List.reduce((sum, item) => sum + item.Unread, 0),
});

/** Pages newest first, as the infinite query keeps them. */
export const historyOf = (...pages: ChatMessage[][]): HistoryPages => ({
  pages: pages.map((Messages, index) => ({ Messages, HasMore: index < pages.length - 1 })),
  pageParams: pages.map((_, index) => index),
});
