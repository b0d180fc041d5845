import { WEBHOOKS_MAX, type Webhook } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  CHOOSABLE_EVENTS,
  endpointState,
  eventsInOrder,
  shownUrl,
  toggleEvent,
  webhooksLeft,
} from './webhook-rules';

const webhook = (Id: number, changes: Partial<Webhook> = {}): Webhook => ({
  Id,
  Url: `https://erp.example.com/hooks/${Id}`,
  Events: ['order.status_changed'],
  Enabled: true,
  CreatedAt: '2026-01-01T00:00:00Z',
  DisabledReason: null,
  FailingSince: null,
  LastDelivery: null,
  ...changes,
});

describe('choosing events', () => {
  it('offers every event Facet sends, and not the one it does not send yet', () => {
    expect(CHOOSABLE_EVENTS).toEqual([
      'order.status_changed',
      'stone.sold',
      'offer.answered',
      'saved_search.matched',
      'memo.due',
    ]);
  });

  it('ticks an event on and off, keeping the listed order', () => {
    expect(toggleEvent(['memo.due'], 'stone.sold')).toEqual(['stone.sold', 'memo.due']);
    expect(toggleEvent(['stone.sold', 'memo.due'], 'stone.sold')).toEqual(['memo.due']);
    expect(toggleEvent([], 'offer.answered')).toEqual(['offer.answered']);
  });

  it('keeps an event the form does not offer when another is ticked', () => {
    expect(toggleEvent(['hold.expiring'], 'stone.sold')).toEqual(['stone.sold', 'hold.expiring']);
  });

  it('lists events in the contract’s order', () => {
    expect(eventsInOrder(['memo.due', 'order.status_changed'])).toEqual([
      'order.status_changed',
      'memo.due',
    ]);
  });
});

describe('how an endpoint stands', () => {
  it.each([
    [{ Enabled: true, FailingSince: null }, 'on'],
    [{ Enabled: true, FailingSince: '2026-01-02T00:00:00Z' }, 'failing'],
    [{ Enabled: false, FailingSince: '2026-01-02T00:00:00Z' }, 'off'],
    [{ Enabled: false, FailingSince: null }, 'off'],
  ] as const)('%o is %s', (fields, state) => {
    expect(endpointState(fields)).toBe(state);
  });
});

describe('the room left for endpoints', () => {
  it('counts every endpoint, on or off, against the limit', () => {
    const some = Array.from({ length: WEBHOOKS_MAX - 1 }, (_, i) => webhook(i));
    expect(webhooksLeft(some)).toBe(1);
    expect(webhooksLeft([...some, webhook(99, { Enabled: false })])).toBe(0);
    expect(webhooksLeft([])).toBe(WEBHOOKS_MAX);
  });
});

describe('an address as shown', () => {
  it.each([
    ['https://erp.example.com/hooks/facet', 'erp.example.com/hooks/facet'],
    ['http://127.0.0.1:8080/hook', '127.0.0.1:8080/hook'],
    ['HTTPS://example.com/', 'example.com'],
  ])('%s → %s', (url, shown) => {
    expect(shownUrl(url)).toBe(shown);
  });
});
