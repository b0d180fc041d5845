import { describe, expect, it } from 'vitest';
import { chatMessage, historyOf } from './chat-fixtures';
import type { OutgoingMessage } from './outbox';
import {
  deliveryStateOf,
  pictureBox,
  threadEntries,
  withTimeSeparators,
  type ThreadEntry,
  type ThreadItem,
  type ThreadMessage,
} from './thread-view';

const isMessage = (item: ThreadItem): item is ThreadMessage => item.kind !== 'separator';

const outgoing = (ClientId: string, overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  ClientId,
  ConversationId: 1,
  Text: 'on its way',
  picture: null,
  CreatedAt: '2025-05-01T12:10:00.000Z',
  ...overrides,
});

const keys = (entries: { key: string }[]) => entries.map(({ key }) => key);

describe('a thread', () => {
  it('shows the stored messages, then the clerk’s own still on their way', () => {
    const history = historyOf([chatMessage(3), chatMessage(4)], [chatMessage(1), chatMessage(2)]);
    const entries = threadEntries(history, [outgoing('x'), outgoing('y')], 1);
    expect(keys(entries)).toEqual(['m1', 'm2', 'm3', 'm4', 'x', 'y']);
  });

  it('does not show a message twice once its stored copy is here', () => {
    const history = historyOf([chatMessage(5, { ClientId: 'x', From: 'staff' })]);
    const entries = threadEntries(history, [outgoing('x', { Id: 5 })], 1);
    expect(keys(entries)).toEqual(['m5']);
  });

  it('keeps another conversation’s outgoing messages out', () => {
    const entries = threadEntries(undefined, [outgoing('x', { ConversationId: 2 })], 1);
    expect(entries).toEqual([]);
  });
});

describe('time separators', () => {
  const at = (minutes: number) => new Date(Date.UTC(2025, 4, 1, 14, minutes)).toISOString();
  const stored = (id: number, minutes: number): ThreadEntry => ({
    kind: 'stored',
    key: `m${id}`,
    message: chatMessage(id, { CreatedAt: at(minutes) }),
  });

  it('go before the first message and across gaps of more than 5 minutes', () => {
    const items = withTimeSeparators(
      [stored(1, 0), stored(2, 3), stored(3, 8), stored(4, 14)],
      new Date(at(30)),
      'en',
    );
    expect(items.map((item) => item.kind)).toEqual([
      'separator',
      'stored',
      'stored',
      'stored',
      'separator',
      'stored',
    ]);
    expect(items[0]).toMatchObject({ kind: 'separator', label: '10:00' });
  });

  it('run one sender’s messages of one minute together', () => {
    const staff = (id: number, minutes: number, seconds = 0): ThreadEntry => ({
      kind: 'stored',
      key: `m${id}`,
      message: chatMessage(id, {
        From: 'staff',
        SenderName: 'Ann',
        CreatedAt: new Date(Date.UTC(2025, 4, 1, 14, minutes, seconds)).toISOString(),
      }),
    });
    const items = withTimeSeparators(
      [stored(1, 0), staff(2, 0, 10), staff(3, 0, 20), staff(4, 1), stored(5, 1)],
      new Date(at(30)),
      'en',
    ).filter(isMessage);
    expect(items.map((item) => [item.key, item.startsRun, item.endsRun])).toEqual([
      ['m1', true, true],
      ['m2', true, false],
      ['m3', false, true],
      ['m4', false, true],
      ['m5', true, true],
    ]);
  });

  it('say “just now” for what was just sent', () => {
    const [separator] = withTimeSeparators([stored(1, 0)], new Date(at(0)), 'en');
    expect(separator).toMatchObject({ label: 'Just now' });
  });
});

describe('delivery state', () => {
  it('follows a staff message from sending to read', () => {
    expect(deliveryStateOf({ kind: 'outgoing', key: 'a', message: outgoing('a') })).toBe('pending');
    expect(deliveryStateOf({ kind: 'outgoing', key: 'a', message: outgoing('a', { Id: 9 }) })).toBe(
      'sent',
    );
    expect(
      deliveryStateOf({ kind: 'outgoing', key: 'a', message: outgoing('a', { error: 'No' }) }),
    ).toBe('failed');
    expect(deliveryStateOf({ kind: 'stored', key: 'm1', message: chatMessage(1) })).toBe('sent');
    expect(
      deliveryStateOf({ kind: 'stored', key: 'm1', message: chatMessage(1, { Read: true }) }),
    ).toBe('read');
  });
});

describe('picture boxes', () => {
  it('keep the proportions within the longer side', () => {
    expect(pictureBox(1200, 800)).toEqual({ width: 240, height: 160 });
    expect(pictureBox(600, 1200)).toEqual({ width: 120, height: 240 });
    expect(pictureBox(100, 50)).toEqual({ width: 100, height: 50 });
    expect(pictureBox(0, 0, 160)).toEqual({ width: 160, height: 160 });
  });
});
