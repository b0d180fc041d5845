import type { ChatMessage } from '@facet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACK_TIMEOUT_MS, createChatConversation } from './chat-conversation';
import { fakeConnection } from './chat-sockets';

const FILE_ID = 'f0e1d2c3-0000-4000-8000-000000000001';

function stored(Id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    Id,
    ConversationId: 1,
    ClientId: `c${Id}`,
    From: 'staff',
    SenderName: 'Mei',
    Text: 'Hello',
    Picture: null,
    Stone: null,
    CreatedAt: '2026-11-23T09:00:00.000Z',
    Read: false,
    ...patch,
  };
}

function setup() {
  const fake = fakeConnection();
  let ids = 0;
  const upload = vi.fn(async () => ({ FileId: FILE_ID, Url: '/files/x' }));
  const conversation = createChatConversation({
    connection: fake.connection,
    upload,
    newClientId: () => `id-${++ids}`,
  });
  fake.connection.start();
  const ready = () => fake.last().frame({ Type: 'ready', Side: 'buyer' });
  return { ...fake, conversation, upload, ready };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sending', () => {
  it('queues while not ready and sends when ready; ack, then the stored message', () => {
    const { conversation, last, ready } = setup();
    conversation.sendText('Is the 1.2 ct oval still available?');
    expect(last().sent).toEqual([]);
    expect(conversation.getState().outbox[0]).toMatchObject({ ClientId: 'id-1', state: 'queued' });

    ready();
    expect(last().sent).toEqual([
      { Type: 'send', ClientId: 'id-1', Text: 'Is the 1.2 ct oval still available?' },
    ]);
    expect(conversation.getState().outbox[0]!.state).toBe('sending');

    last().frame({ Type: 'ack', ClientId: 'id-1', Id: 41 });
    expect(conversation.getState().outbox[0]).toMatchObject({ state: 'sent', Id: 41 });

    last().frame({ Type: 'message', Message: stored(41, { From: 'buyer', ClientId: 'id-1' }) });
    expect(conversation.getState().outbox).toEqual([]);
    expect(conversation.getState().live.map((m) => m.Id)).toEqual([41]);
  });

  it('fails what was in flight when the connection drops; retry resends the same ClientId', () => {
    const { conversation, last, ready } = setup();
    ready();
    conversation.sendText('Hello');
    last().drop();
    expect(conversation.getState()).toMatchObject({ status: 'offline' });
    expect(conversation.getState().outbox[0]!.state).toBe('failed');

    vi.advanceTimersByTime(1_000);
    ready();
    expect(last().sent).toEqual([]);
    conversation.retry('id-1');
    expect(last().sent).toEqual([{ Type: 'send', ClientId: 'id-1', Text: 'Hello' }]);
  });

  it('fails a message the server refused, with its reason', () => {
    const { conversation, last, ready } = setup();
    ready();
    conversation.sendText('spam');
    last().frame({ Type: 'error', Code: 'RATE_LIMITED', Message: 'Too fast', ClientId: 'id-1' });
    expect(conversation.getState().outbox[0]).toMatchObject({ state: 'failed', error: 'Too fast' });
  });

  it('fails a message that is never acknowledged', () => {
    const { conversation, ready } = setup();
    ready();
    conversation.sendText('Hello');
    vi.advanceTimersByTime(ACK_TIMEOUT_MS);
    expect(conversation.getState().outbox[0]!.state).toBe('failed');
  });

  it('uploads a picture first and sends its FileId', async () => {
    const { conversation, last, upload, ready } = setup();
    ready();
    const file = new File(['x'], 'stone.png', { type: 'image/png' });
    conversation.sendPicture(file, { FileId: '', Url: 'blob:stone', Width: 40, Height: 30 });
    expect(conversation.getState().outbox[0]!.state).toBe('uploading');
    await vi.advanceTimersByTimeAsync(0);
    expect(upload).toHaveBeenCalledWith(file);
    expect(last().sent).toEqual([{ Type: 'send', ClientId: 'id-1', FileId: FILE_ID }]);
  });

  it('uploads again on retry when the upload failed', async () => {
    const { conversation, upload, ready } = setup();
    upload.mockRejectedValueOnce(new Error('File too large'));
    ready();
    conversation.sendPicture(new File(['x'], 'a.png'), {
      FileId: '',
      Url: 'blob:a',
      Width: 1,
      Height: 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(conversation.getState().outbox[0]).toMatchObject({
      state: 'failed',
      error: 'File too large',
    });
    conversation.retry('id-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(conversation.getState().outbox[0]!.state).toBe('sending');
  });
});

describe('receiving and reading', () => {
  it('keeps each stored message once', () => {
    const { conversation, last, ready } = setup();
    ready();
    last().frame({ Type: 'message', Message: stored(5) });
    last().frame({ Type: 'message', Message: stored(5) });
    expect(conversation.getState().live).toHaveLength(1);
  });

  it('follows how far customer service has read', () => {
    const { conversation, last, ready } = setup();
    ready();
    last().frame({ Type: 'read', UpTo: 9, ConversationId: 1, By: 'staff' });
    last().frame({ Type: 'read', UpTo: 4, ConversationId: 1, By: 'staff' });
    last().frame({ Type: 'read', UpTo: 20, ConversationId: 1, By: 'buyer' });
    expect(conversation.getState().staffReadUpTo).toBe(9);
  });

  it('sends each read mark once, and again to a new connection', () => {
    const { conversation, last, ready } = setup();
    conversation.markRead(12);
    ready();
    conversation.markRead(12);
    conversation.markRead(10);
    expect(last().sent).toEqual([{ Type: 'read', UpTo: 12 }]);

    last().drop();
    vi.advanceTimersByTime(1_000);
    ready();
    expect(last().sent).toEqual([{ Type: 'read', UpTo: 12 }]);
  });

  it('forgets the conversation when the buyer signs out', () => {
    const { conversation, connection, last, ready } = setup();
    ready();
    last().frame({ Type: 'message', Message: stored(1) });
    conversation.sendText('Bye');
    connection.stop();
    expect(conversation.getState()).toEqual({
      status: 'offline',
      live: [],
      outbox: [],
      staffReadUpTo: 0,
    });
  });
});
