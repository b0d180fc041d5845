import {
  formatEastern,
  needsTimeSeparator,
  relativeTime,
  type ChatMessage,
  type Locale,
} from '@facet/contract';
import type { HistoryPages } from './api';
import { mergeMessages } from './chat-cache';
import type { Outbox, OutgoingMessage } from './outbox';

/** Where a staff message stands for the buyer. */
export type DeliveryState = 'pending' | 'failed' | 'sent' | 'read';

export type ThreadEntry =
  | { kind: 'stored'; key: string; message: ChatMessage }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage };

/**
 * A message in the thread as shown: consecutive messages of one sender run together, the
 * sender's name over the first, the time and state under the last (a state that differs, a
 * message still sending or refused, shows on its own).
 */
export type ThreadMessage = ThreadEntry & { startsRun: boolean; endsRun: boolean };

export type ThreadItem = { kind: 'separator'; key: string; label: string } | ThreadMessage;

/**
 * A conversation as the clerk reads it: the stored messages oldest first, then this clerk's
 * messages still on their way (those whose stored copy is already here are not shown twice).
 */
export function threadEntries(
  history: HistoryPages | undefined,
  outbox: Outbox,
  conversationId: number,
): ThreadEntry[] {
  const stored = mergeMessages(history?.pages.map((page) => page.Messages) ?? []);
  const storedClientIds = new Set(stored.map(({ ClientId }) => ClientId));
  return [
    ...stored.map((message): ThreadEntry => ({ kind: 'stored', key: `m${message.Id}`, message })),
    ...outbox
      .filter(
        (message) =>
          message.ConversationId === conversationId && !storedClientIds.has(message.ClientId),
      )
      .map((message): ThreadEntry => ({ kind: 'outgoing', key: message.ClientId, message })),
  ];
}

const senderOf = (entry: ThreadEntry) =>
  entry.kind === 'stored' ? `${entry.message.From}:${entry.message.SenderName}` : 'staff:me';

/** Two messages one after the other that read as one run: same sender, same minute, same state. */
function sameRun(a: ThreadEntry, b: ThreadEntry) {
  return (
    senderOf(a) === senderOf(b) &&
    formatEastern(a.message.CreatedAt, 'YYYY-MM-DD HH:mm') ===
      formatEastern(b.message.CreatedAt, 'YYYY-MM-DD HH:mm') &&
    deliveryStateOf(a) === deliveryStateOf(b)
  );
}

/**
 * The thread with a time line before the first message and between two more than 5 minutes
 * apart (§9), each message knowing whether it starts or ends a run.
 */
export function withTimeSeparators(
  entries: readonly ThreadEntry[],
  now: Date,
  locale: Locale,
): ThreadItem[] {
  const items: ThreadItem[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const next = entries[index + 1];
    const at = entry.message.CreatedAt;
    const separated = needsTimeSeparator(previous?.message.CreatedAt ?? null, at);
    if (separated) {
      items.push({
        kind: 'separator',
        key: `t-${entry.key}`,
        label: relativeTime(at, now, locale),
      });
    }
    const nextSeparated = next !== undefined && needsTimeSeparator(at, next.message.CreatedAt);
    items.push({
      ...entry,
      startsRun: separated || previous === undefined || senderOf(previous) !== senderOf(entry),
      endsRun: next === undefined || nextSeparated || !sameRun(entry, next),
    });
  });
  return items;
}

export function deliveryStateOf(entry: ThreadEntry): DeliveryState {
  if (entry.kind === 'stored') return entry.message.Read ? 'read' : 'sent';
  if (entry.message.error) return 'failed';
  return entry.message.Id === undefined ? 'pending' : 'sent';
}

/** A picture's box in the thread: its own proportions within `max` on the longer side. */
export function pictureBox(width: number, height: number, max = 240) {
  if (width <= 0 || height <= 0) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
