import { describe, expect, it } from 'vitest';
import { chatMessage } from './chat-fixtures';
import { awaitingSend, newClientId, outboxAfter, type OutgoingMessage } from './outbox';

const outgoing = (ClientId: string, overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  ClientId,
  ConversationId: 1,
  Text: 'hello',
  picture: null,
  CreatedAt: '2025-05-01T12:00:00.000Z',
  ...overrides,
});

const picture = { file: {} as File, preview: 'blob:preview' };

describe('the outbox', () => {
  it('keeps a message from sending through its acknowledgement until it is stored', () => {
    let outbox = outboxAfter([], { type: 'add', message: outgoing('a') });
    expect(awaitingSend(outbox)).toHaveLength(1);

    outbox = outboxAfter(outbox, { type: 'ack', ClientId: 'a', Id: 41 });
    expect(outbox[0]!.Id).toBe(41);
    expect(awaitingSend(outbox)).toEqual([]);

    outbox = outboxAfter(outbox, {
      type: 'stored',
      message: chatMessage(41, { ClientId: 'a', From: 'staff' }),
    });
    expect(outbox).toEqual([]);
  });

  it('holds a refused message until the clerk tries again or discards it', () => {
    let outbox = outboxAfter([outgoing('a'), outgoing('b')], {
      type: 'fail',
      ClientId: 'a',
      error: 'Too many requests',
    });
    expect(awaitingSend(outbox).map(({ ClientId }) => ClientId)).toEqual(['b']);
    outbox = outboxAfter(outbox, { type: 'retry', ClientId: 'a' });
    expect(awaitingSend(outbox).map(({ ClientId }) => ClientId)).toEqual(['a', 'b']);
    outbox = outboxAfter(outbox, { type: 'discard', ClientId: 'b' });
    expect(outbox.map(({ ClientId }) => ClientId)).toEqual(['a']);
  });

  it('sends a picture only once it is uploaded', () => {
    let outbox = outboxAfter([], { type: 'add', message: outgoing('p', { Text: '', picture }) });
    expect(awaitingSend(outbox)).toEqual([]);
    outbox = outboxAfter(outbox, { type: 'uploaded', ClientId: 'p', FileId: 'f-1' });
    expect(awaitingSend(outbox)[0]!.picture?.FileId).toBe('f-1');
  });

  it('leaves the other messages alone', () => {
    const outbox = [outgoing('a'), outgoing('b')];
    const next = outboxAfter(outbox, { type: 'ack', ClientId: 'b', Id: 7 });
    expect(next[0]).toBe(outbox[0]);
  });
});

describe('client ids', () => {
  it('are what the contract accepts, and differ', () => {
    const made = new Set(Array.from({ length: 200 }, newClientId));
    expect(made.size).toBe(200);
    for (const id of made) expect(id).toMatch(/^[\w-]{1,64}$/);
  });
});
