import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENTS_CHOOSABLE,
  toggleWebhookEvent,
  webhookEventsInOrder,
  webhookState,
} from './rules';

describe('choosing events', () => {
  it('offers every event Facet sends', () => {
    expect(WEBHOOK_EVENTS_CHOOSABLE).toEqual([
      'order.status_changed',
      'stone.sold',
      'hold.expiring',
      'offer.answered',
      'saved_search.matched',
      'memo.due',
    ]);
  });

  it('ticks an event on and off, keeping the listed order', () => {
    expect(toggleWebhookEvent(['memo.due'], 'stone.sold')).toEqual(['stone.sold', 'memo.due']);
    expect(toggleWebhookEvent(['stone.sold', 'memo.due'], 'stone.sold')).toEqual(['memo.due']);
    expect(toggleWebhookEvent([], 'offer.answered')).toEqual(['offer.answered']);
  });

  it('keeps an event the form does not offer when another is ticked', () => {
    expect(toggleWebhookEvent(['hold.expiring'], 'stone.sold')).toEqual([
      'stone.sold',
      'hold.expiring',
    ]);
  });

  it('lists events in the contract’s order', () => {
    expect(webhookEventsInOrder(['memo.due', 'order.status_changed'])).toEqual([
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
    expect(webhookState(fields)).toBe(state);
  });
});
