import { needsTimeSeparator, type ChatMessage, type ChatPicture } from '@facet/contract';

/** Where one of the buyer's own messages stands, as the bubble shows it. */
export type Delivery = 'pending' | 'sent' | 'read' | 'failed';

/** A message the buyer wrote that the server has not yet sent back as stored. */
export type OutgoingMessage = {
  /** The buyer's own id for it: a retry resends the same one, so it is stored once. */
  ClientId: string;
  Text: string;
  /** The uploaded picture; null for text, and while the picture is still uploading. */
  FileId: string | null;
  /** What the bubble shows meanwhile: the picture as chosen on this device. */
  Picture: ChatPicture | null;
  /** Kept to upload again when the first upload failed. */
  file: File | null;
  CreatedAt: string;
  state: 'uploading' | 'queued' | 'sending' | 'sent' | 'failed';
  /** The stored id, from the `ack`. */
  Id: number | null;
  /** Why it failed, in the buyer's language, when the server said. */
  error: string | null;
};

/** One bubble of the conversation. */
export type ChatEntry = Omit<ChatMessage, 'Id' | 'ConversationId' | 'Read'> & {
  /** Stable across the message's life (sent, acknowledged, stored), for React keys. */
  key: string;
  Id: number | null;
  /** The buyer's own messages only; null for customer service's. */
  delivery: Delivery | null;
  error: string | null;
};

/** A time label above a message, or the message. */
export type TimelineItem =
  { kind: 'time'; key: string; at: string } | { kind: 'message'; key: string; entry: ChatEntry };

const keyOf = (message: Pick<ChatMessage, 'ClientId' | 'Id'>) =>
  message.ClientId ? `c:${message.ClientId}` : `i:${message.Id}`;

/**
 * Stored messages from every source (history pages, live frames) as one list in order: each
 * once, by Id. A message can only become read, so `Read` from any copy counts.
 */
export function mergeMessages(...sources: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const source of sources) {
    for (const message of source) {
      const known = byId.get(message.Id);
      byId.set(message.Id, known ? { ...message, Read: known.Read || message.Read } : message);
    }
  }
  return [...byId.values()].sort((a, b) => a.Id - b.Id);
}

function deliveryOf(state: OutgoingMessage['state']): Delivery {
  if (state === 'failed') return 'failed';
  return state === 'sent' ? 'sent' : 'pending';
}

/**
 * The conversation as the page shows it: stored messages (deduplicated by Id), then the buyer's
 * messages still on their way — unless the server already stored one under the same ClientId or
 * Id, which then shows once, as stored. Acknowledged messages take their place by Id; those
 * not yet acknowledged follow at the end in the order they were written.
 */
export function chatTimeline(
  stored: ChatMessage[],
  outbox: OutgoingMessage[],
  staffReadUpTo: number,
): ChatEntry[] {
  const messages = mergeMessages(stored);
  const storedIds = new Set(messages.map((message) => message.Id));
  const storedClientIds = new Set(messages.map((message) => message.ClientId).filter(Boolean));

  const entries: ChatEntry[] = messages.map(({ ConversationId: _c, Read, ...message }) => ({
    ...message,
    key: keyOf(message),
    delivery:
      message.From === 'buyer' ? (Read || message.Id <= staffReadUpTo ? 'read' : 'sent') : null,
    error: null,
  }));
  const waiting: ChatEntry[] = [];
  for (const outgoing of outbox) {
    if (storedClientIds.has(outgoing.ClientId)) continue;
    if (outgoing.Id !== null && storedIds.has(outgoing.Id)) continue;
    const read = outgoing.Id !== null && outgoing.Id <= staffReadUpTo;
    const entry: ChatEntry = {
      key: `c:${outgoing.ClientId}`,
      Id: outgoing.Id,
      ClientId: outgoing.ClientId,
      From: 'buyer',
      SenderName: '',
      Text: outgoing.Text,
      Picture: outgoing.Picture,
      Stone: null,
      CreatedAt: outgoing.CreatedAt,
      delivery: read ? 'read' : deliveryOf(outgoing.state),
      error: outgoing.error,
    };
    (outgoing.Id === null ? waiting : entries).push(entry);
  }
  // Stable: entries without an Id keep the order they were written in.
  entries.sort((a, b) => (a.Id ?? Infinity) - (b.Id ?? Infinity));
  return [...entries, ...waiting];
}

/** §9: a time label before the first message and wherever more than 5 minutes pass. */
export function withTimeSeparators(entries: ChatEntry[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: string | null = null;
  for (const entry of entries) {
    if (needsTimeSeparator(previous, entry.CreatedAt)) {
      items.push({ kind: 'time', key: `t:${entry.key}`, at: entry.CreatedAt });
    }
    items.push({ kind: 'message', key: entry.key, entry });
    previous = entry.CreatedAt;
  }
  return items;
}

/** The newest message from customer service, which reading the conversation marks read. */
export function lastStaffId(entries: ChatEntry[]): number {
  let last = 0;
  for (const entry of entries) {
    if (entry.From === 'staff' && entry.Id !== null && entry.Id > last) last = entry.Id;
  }
  return last;
}
