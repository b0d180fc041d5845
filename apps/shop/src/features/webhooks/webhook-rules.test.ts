import { WEBHOOKS_MAX, type Webhook } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { shownUrl, webhooksLeft } from './webhook-rules';

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
