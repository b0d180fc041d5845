import type { ChatMessage } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  chatTimeline,
  lastStaffId,
  mergeMessages,
  withTimeSeparators,
  type OutgoingMessage,
} from './chat-messages';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();

function message(Id: number, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    Id,
    ConversationId: 1,
    ClientId: `client-${Id}`,
    From: 'staff',
    SenderName: 'Mei',
    Text: `message ${Id}`,
    Picture: null,
    Stone: null,
    CreatedAt: at(Id),
    Read: false,
    ...patch,
  };
}

function outgoing(ClientId: string, patch: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    ClientId,
    Text: 'hello',
    FileId: null,
    Picture: null,
    file: null,
    CreatedAt: at(30),
    state: 'sending',
    Id: null,
    error: null,
    ...patch,
  };
}

describe('mergeMessages', () => {
  it('keeps each message once, in Id order, whichever source had it', () => {
    const history = [message(1), message(2), message(3)];
    const live = [message(3), message(5), message(4)];
    expect(mergeMessages(history, live).map((m) => m.Id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts a message read when any copy says so', () => {
    const merged = mergeMessages([message(2, { Read: true })], [message(2, { Read: false })]);
    expect(merged).toEqual([message(2, { Read: true })]);
  });
});

describe('chatTimeline', () => {
  it('shows an outgoing message once the server stored it under the same ClientId', () => {
    const stored = [message(7, { From: 'buyer', ClientId: 'mine' })];
    const timeline = chatTimeline(stored, [outgoing('mine', { state: 'sent', Id: 7 })], 0);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ Id: 7, key: 'c:mine', delivery: 'sent' });
  });

  it('drops an acknowledged message that arrived stored under another ClientId', () => {
    const stored = [message(7, { From: 'buyer', ClientId: '' })];
    expect(chatTimeline(stored, [outgoing('mine', { state: 'sent', Id: 7 })], 0)).toHaveLength(1);
  });

  it('keeps the key of a message from sending to stored, so its bubble is not redrawn', () => {
    const sending = chatTimeline([], [outgoing('mine')], 0);
    const stored = chatTimeline([message(9, { From: 'buyer', ClientId: 'mine' })], [], 0);
    expect(sending[0]!.key).toBe(stored[0]!.key);
  });

  it('places acknowledged messages by Id and those on their way at the end', () => {
    const stored = [message(1), message(4)];
    const outbox = [
      outgoing('queued', { state: 'queued' }),
      outgoing('acked', { state: 'sent', Id: 3 }),
      outgoing('failed', { state: 'failed', error: 'Too fast' }),
    ];
    const timeline = chatTimeline(stored, outbox, 0);
    expect(timeline.map((entry) => entry.key)).toEqual([
      'c:client-1',
      'c:acked',
      'c:client-4',
      'c:queued',
      'c:failed',
    ]);
    expect(timeline.map((entry) => entry.delivery)).toEqual([
      null,
      'sent',
      null,
      'pending',
      'failed',
    ]);
    expect(timeline[4]!.error).toBe('Too fast');
  });

  it('reads the buyer’s messages up to what customer service has read', () => {
    const stored = [
      message(1, { From: 'buyer' }),
      message(2, { From: 'buyer', Read: true }),
      message(5, { From: 'buyer' }),
    ];
    const outbox = [outgoing('acked', { state: 'sent', Id: 6 })];
    expect(chatTimeline(stored, outbox, 1).map((entry) => entry.delivery)).toEqual([
      'read',
      'read',
      'sent',
      'sent',
    ]);
    expect(chatTimeline(stored, outbox, 6).map((entry) => entry.delivery)).toEqual([
      'read',
      'read',
      'read',
      'read',
    ]);
  });
});

describe('withTimeSeparators', () => {
  const entries = (minutes: number[]) =>
    chatTimeline(
      minutes.map((minute, index) => message(index + 1, { CreatedAt: at(minute) })),
      [],
      0,
    );

  it('puts a time before the first message and after every gap of more than 5 minutes', () => {
    const items = withTimeSeparators(entries([0, 2, 7, 13, 18]));
    expect(items.map((item) => (item.kind === 'time' ? 'T' : item.entry.Id))).toEqual([
      'T',
      1,
      2,
      3,
      'T',
      4,
      5,
    ]);
  });

  it('labels a separator with the time of the message after it', () => {
    const items = withTimeSeparators(entries([0, 20]));
    expect(items[2]).toMatchObject({ kind: 'time', at: at(20) });
  });

  it('has nothing to separate in an empty conversation', () => {
    expect(withTimeSeparators([])).toEqual([]);
  });
});

describe('lastStaffId', () => {
  it('is the newest stored message from customer service', () => {
    const timeline = chatTimeline(
      [message(1), message(3), message(4, { From: 'buyer' })],
      [outgoing('x')],
      0,
    );
    expect(lastStaffId(timeline)).toBe(3);
    expect(lastStaffId([])).toBe(0);
  });
});
