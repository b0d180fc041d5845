import { describe, expect, it } from 'vitest';
import {
  historyWithMessage,
  historyWithRead,
  inboxWithMessage,
  inboxWithRead,
  mergeMessages,
  newestIdOf,
} from './chat-cache';
import { chatMessage, historyOf, inboxItem, inboxOf } from './chat-fixtures';

const ids = (messages: { Id: number }[]) => messages.map(({ Id }) => Id);

describe('merging the loaded pages of a conversation', () => {
  it('puts them oldest first, each message once, keeping the newer page’s copy', () => {
    const stale = chatMessage(5, { Read: false });
    const fresh = chatMessage(5, { Read: true });
    const merged = mergeMessages([
      [chatMessage(4), fresh, chatMessage(6)],
      [chatMessage(2), chatMessage(3), stale],
    ]);
    expect(ids(merged)).toEqual([2, 3, 4, 5, 6]);
    expect(merged.find(({ Id }) => Id === 5)?.Read).toBe(true);
  });

  it('is empty before anything loads', () => {
    expect(mergeMessages([])).toEqual([]);
  });
});

describe('a stored message reaching a loaded conversation', () => {
  it('joins the newest page in id order', () => {
    const history = historyOf([chatMessage(3), chatMessage(5)], [chatMessage(1), chatMessage(2)]);
    const next = historyWithMessage(history, chatMessage(4));
    expect(ids(next!.pages[0]!.Messages)).toEqual([3, 4, 5]);
    expect(next!.pages[1]).toBe(history.pages[1]);
  });

  it('replaces the copy already loaded instead of adding a second', () => {
    const history = historyOf([chatMessage(3), chatMessage(5)], [chatMessage(1)]);
    const edited = chatMessage(1, { Read: true });
    const next = historyWithMessage(history, edited);
    expect(mergeMessages(next!.pages.map((page) => page.Messages))).toHaveLength(3);
    expect(next!.pages[1]!.Messages[0]).toBe(edited);
  });

  it('leaves one older than every loaded page to the pages still to load', () => {
    const loaded = historyOf([chatMessage(10), chatMessage(11)], [chatMessage(8)]);
    const history = { ...loaded, pages: loaded.pages.map((page) => ({ ...page, HasMore: true })) };
    expect(historyWithMessage(history, chatMessage(2))).toBe(history);
  });

  it('changes nothing in a conversation never loaded', () => {
    expect(historyWithMessage(undefined, chatMessage(1))).toBeUndefined();
  });

  it('names the newest message for the read mark', () => {
    expect(newestIdOf(historyOf([chatMessage(7), chatMessage(9)], [chatMessage(2)]))).toBe(9);
    expect(newestIdOf(undefined)).toBeUndefined();
  });
});

describe('a read mark reaching a loaded conversation', () => {
  const history = historyOf([
    chatMessage(1, { From: 'staff' }),
    chatMessage(2, { From: 'buyer' }),
    chatMessage(3, { From: 'staff' }),
    chatMessage(4, { From: 'staff' }),
  ]);

  it('marks what the other side sent up to the mark as read', () => {
    const next = historyWithRead(history, 3, 'buyer');
    const read = next!.pages[0]!.Messages.map(({ Id, Read }) => [Id, Read]);
    expect(read).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
  });

  it('returns the same pages when nothing changes, so nothing re-renders', () => {
    const once = historyWithRead(history, 4, 'staff');
    expect(historyWithRead(once, 4, 'staff')).toBe(once);
  });
});

describe('the inbox after a stored message', () => {
  const inbox = inboxOf(inboxItem(1), inboxItem(2, { Unread: 2 }), inboxItem(3));

  it('moves the conversation to the top and counts a buyer’s message as unread', () => {
    const next = inboxWithMessage(inbox, chatMessage(900, { ConversationId: 3 }), null)!;
    expect(next.List.map(({ ConversationId }) => ConversationId)).toEqual([3, 1, 2]);
    expect(next.List[0]!.Unread).toBe(1);
    expect(next.List[0]!.LastMessage?.Id).toBe(900);
    expect(next.Unread).toBe(3);
  });

  it('does not count a message in the conversation the clerk is reading', () => {
    const next = inboxWithMessage(inbox, chatMessage(900, { ConversationId: 2 }), 2)!;
    expect(next.List[0]!.ConversationId).toBe(2);
    expect(next.List[0]!.Unread).toBe(2);
    expect(next.Unread).toBe(2);
  });

  it('does not count customer service’s own messages', () => {
    const reply = chatMessage(900, { ConversationId: 3, From: 'staff', SenderName: 'Ann' });
    const next = inboxWithMessage(inbox, reply, null)!;
    expect(next.List[0]!.Unread).toBe(0);
    expect(next.Unread).toBe(2);
  });

  it('counts a message heard twice once', () => {
    const message = chatMessage(900, { ConversationId: 3 });
    const once = inboxWithMessage(inbox, message, null)!;
    expect(inboxWithMessage(once, message, null)).toBe(once);
  });

  it('cannot place a conversation it does not list', () => {
    expect(inboxWithMessage(inbox, chatMessage(900, { ConversationId: 42 }), null)).toBeUndefined();
  });
});

describe('the inbox after a read mark', () => {
  const inbox = inboxOf(inboxItem(1, { Unread: 3 }), inboxItem(2, { Unread: 1 }));

  it('clears a conversation a clerk read to its latest message', () => {
    const next = inboxWithRead(inbox, 1, 100, 'staff')!;
    expect(next.List[0]!.Unread).toBe(0);
    expect(next.Unread).toBe(1);
  });

  it('leaves a partial read to the server', () => {
    expect(inboxWithRead(inbox, 1, 50, 'staff')).toBeUndefined();
  });

  it('moves the buyer’s read mark forward only', () => {
    const next = inboxWithRead(inbox, 2, 150, 'buyer')!;
    expect(next.List[1]!.ReadUpTo).toBe(150);
    expect(inboxWithRead(next, 2, 120, 'buyer')).toBe(next);
  });

  it('ignores a conversation it does not list', () => {
    expect(inboxWithRead(inbox, 9, 1, 'staff')).toBe(inbox);
  });
});
