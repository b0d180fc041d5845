import type { ChatMessage, ChatSide, Inbox } from '@facet/contract';
import type { HistoryPages } from './api';

/**
 * How live frames change what the console has loaded: pure functions over the query cache's
 * shapes, so a frame heard twice or out of turn changes nothing twice.
 */

const byId = (a: ChatMessage, b: ChatMessage) => a.Id - b.Id;

/**
 * One conversation's loaded messages, oldest first, each once: pages overlap when a live
 * message was added to the newest page and a later refetch brought it again.
 */
export function mergeMessages(pages: readonly (readonly ChatMessage[])[]): ChatMessage[] {
  const seen = new Map<number, ChatMessage>();
  // Pages run newest first; a newer page's copy of a message is the more recent one.
  for (const page of [...pages].reverse())
    for (const message of page) seen.set(message.Id, message);
  return [...seen.values()].sort(byId);
}

/** A stored message joins the newest page, or replaces the copy already loaded. */
export function historyWithMessage(
  history: HistoryPages | undefined,
  message: ChatMessage,
): HistoryPages | undefined {
  const [newest, ...older] = history?.pages ?? [];
  if (!history || !newest) return history;
  const isLoaded = history.pages.some((page) => page.Messages.some(({ Id }) => Id === message.Id));
  if (isLoaded) {
    return {
      ...history,
      pages: history.pages.map((page) => ({
        ...page,
        Messages: page.Messages.map((loaded) => (loaded.Id === message.Id ? message : loaded)),
      })),
    };
  }
  // Older than everything loaded: it will come with the older pages.
  const oldest = history.pages.at(-1)?.Messages[0];
  if (oldest && message.Id < oldest.Id && history.pages.at(-1)?.HasMore) return history;
  return {
    ...history,
    pages: [{ ...newest, Messages: [...newest.Messages, message].sort(byId) }, ...older],
  };
}

/** The other side has read everything up to `upTo`: the messages `by` did not send. */
export function historyWithRead(
  history: HistoryPages | undefined,
  upTo: number,
  by: ChatSide,
): HistoryPages | undefined {
  if (!history) return history;
  let changed = false;
  const pages = history.pages.map((page) => ({
    ...page,
    Messages: page.Messages.map((message) => {
      if (message.From === by || message.Read || message.Id > upTo) return message;
      changed = true;
      return { ...message, Read: true };
    }),
  }));
  return changed ? { ...history, pages } : history;
}

/**
 * The inbox after a stored message: its conversation moves to the top with the message as its
 * latest, and a buyer's message counts as unread unless the clerk is reading that
 * conversation. `undefined` when the conversation is not in this list (a new buyer, or one the
 * search leaves out): only the server can say where it belongs.
 */
export function inboxWithMessage(
  inbox: Inbox,
  message: ChatMessage,
  reading: number | null,
): Inbox | undefined {
  const item = inbox.List.find(({ ConversationId }) => ConversationId === message.ConversationId);
  if (!item) return undefined;
  // Heard before (a resend, a second device): the inbox already says so.
  if (item.LastMessage && item.LastMessage.Id >= message.Id) return inbox;
  const unread = message.From === 'buyer' && message.ConversationId !== reading ? 1 : 0;
  const moved = { ...item, LastMessage: message, Unread: item.Unread + unread };
  return {
    List: [moved, ...inbox.List.filter((other) => other !== item)],
    Unread: inbox.Unread + unread,
  };
}

/**
 * The inbox after a read: a clerk's read clears the buyer messages it covers (all of them
 * when it reaches the latest; otherwise the server knows how many remain, so `undefined`),
 * a buyer's read moves the conversation's read mark.
 */
export function inboxWithRead(
  inbox: Inbox,
  conversationId: number,
  upTo: number,
  by: ChatSide,
): Inbox | undefined {
  const item = inbox.List.find(({ ConversationId }) => ConversationId === conversationId);
  if (!item) return inbox;
  if (by === 'buyer') {
    if (item.ReadUpTo >= upTo) return inbox;
    return replaceItem(inbox, { ...item, ReadUpTo: upTo }, 0);
  }
  if (item.Unread === 0) return inbox;
  if ((item.LastMessage?.Id ?? 0) > upTo) return undefined;
  return replaceItem(inbox, { ...item, Unread: 0 }, item.Unread);
}

function replaceItem(inbox: Inbox, next: Inbox['List'][number], cleared: number): Inbox {
  return {
    List: inbox.List.map((item) => (item.ConversationId === next.ConversationId ? next : item)),
    Unread: Math.max(0, inbox.Unread - cleared),
  };
}

/** The newest message loaded in a conversation, the mark a read frame sends. */
export const newestIdOf = (history: HistoryPages | undefined) =>
  history?.pages[0]?.Messages.at(-1)?.Id;
