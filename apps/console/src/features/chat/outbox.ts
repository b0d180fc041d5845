import type { ChatMessage } from '@facet/contract';

/**
 * The clerk's messages on their way: shown at once, sent whenever the socket is ready (again
 * after a reconnection, under the same ClientId, so the server stores each once) and dropped
 * when the stored message comes back.
 */
export interface OutgoingMessage {
  ClientId: string;
  ConversationId: number;
  Text: string;
  /** A picture: the file until it is uploaded, then its id; `preview` shows it meanwhile. */
  picture: { file: File; preview: string; FileId?: string } | null;
  CreatedAt: string;
  /** The stored message's id, once acknowledged. */
  Id?: number;
  /** Why the server or the upload refused it; the clerk may try again. */
  error?: string;
}

export type Outbox = readonly OutgoingMessage[];

export type OutboxEvent =
  | { type: 'add'; message: OutgoingMessage }
  | { type: 'uploaded'; ClientId: string; FileId: string }
  | { type: 'ack'; ClientId: string; Id: number }
  | { type: 'fail'; ClientId: string; error: string }
  | { type: 'retry'; ClientId: string }
  | { type: 'stored'; message: ChatMessage }
  | { type: 'discard'; ClientId: string };

const update = (outbox: Outbox, clientId: string, change: Partial<OutgoingMessage>): Outbox =>
  outbox.map((message) => (message.ClientId === clientId ? { ...message, ...change } : message));

export function outboxAfter(outbox: Outbox, event: OutboxEvent): Outbox {
  switch (event.type) {
    case 'add':
      return [...outbox, event.message];
    case 'uploaded':
      return outbox.map((message) =>
        message.ClientId === event.ClientId && message.picture
          ? { ...message, picture: { ...message.picture, FileId: event.FileId } }
          : message,
      );
    case 'ack':
      return update(outbox, event.ClientId, { Id: event.Id, error: undefined });
    case 'fail':
      return update(outbox, event.ClientId, { error: event.error });
    case 'retry':
      return update(outbox, event.ClientId, { error: undefined });
    case 'stored':
      return outbox.filter(({ ClientId }) => ClientId !== event.message.ClientId);
    case 'discard':
      return outbox.filter(({ ClientId }) => ClientId !== event.ClientId);
  }
}

/** What still has to go over the socket: neither acknowledged nor refused, upload finished. */
export const awaitingSend = (outbox: Outbox) =>
  outbox.filter(
    ({ Id, error, picture }) => Id === undefined && !error && (!picture || picture.FileId),
  );

/** A ClientId as the contract wants it: 1–64 of `[A-Za-z0-9_-]`, unique enough per clerk. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
  return `c${Date.now().toString(36)}-${random}`;
}
