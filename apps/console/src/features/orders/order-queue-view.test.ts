import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@facet/contract';
import {
  countOf,
  DEFAULT_TAB,
  QUEUE_TABS,
  listBodyOf,
  paramsOf,
  queueLink,
  viewFromParams,
  type QueueView,
} from './order-queue-view';

const view = (search: string) => viewFromParams(new URLSearchParams(search));

describe('the order queue in the address', () => {
  it('opens on the orders waiting for confirmation', () => {
    expect(view('')).toEqual({
      tab: 'PendingConfirmation',
      keyword: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(paramsOf(view('')).toString()).toBe('');
  });

  it('round-trips the tab, the keyword, the page and its size', () => {
    const full: QueueView = { tab: 'all', keyword: 'F2025', page: 3, pageSize: 50 };
    expect(view(paramsOf(full).toString())).toEqual(full);
    const shipped: QueueView = { tab: 'Shipped', page: 1, pageSize: 20 };
    expect(view(paramsOf(shipped).toString())).toEqual({ ...shipped, keyword: undefined });
  });

  it('ignores what the contract would refuse', () => {
    expect(view('Status=Lost&Page=-2&Size=33&Keyword=%20%20')).toEqual({
      tab: 'PendingConfirmation',
      keyword: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(view(`Keyword=${'x'.repeat(65)}`).keyword).toBeUndefined();
  });

  it('asks the server for one status, or every one for the all tab', () => {
    expect(listBodyOf({ tab: 'Abnormal', keyword: 'NW01', page: 2, pageSize: 50 })).toEqual({
      PageIndex: 2,
      PageSize: 50,
      Status: 'Abnormal',
      Keyword: 'NW01',
    });
    expect(listBodyOf({ tab: 'all', page: 1, pageSize: 20 }).Status).toBeUndefined();
  });

  it('links to a tab', () => {
    expect(queueLink('PendingConfirmation')).toBe('/orders');
    expect(queueLink('PendingPayment')).toBe('/orders?Status=PendingPayment');
  });
});

describe('tab counts', () => {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s, i) => [s, i])) as Record<
    (typeof ORDER_STATUSES)[number],
    number
  >;

  it('are the status count, and every order for all', () => {
    expect(countOf(counts, 'PendingPayment')).toBe(1);
    expect(countOf(counts, 'all')).toBe(36);
    expect(countOf(undefined, 'all')).toBeUndefined();
  });
});

describe('the tabs', () => {
  it('hold every status once, the clerk’s first job first and all last', () => {
    expect(QUEUE_TABS[0]).toBe(DEFAULT_TAB);
    expect(QUEUE_TABS.at(-1)).toBe('all');
    expect([...QUEUE_TABS].sort()).toEqual([...ORDER_STATUSES, 'all'].sort());
  });
});
