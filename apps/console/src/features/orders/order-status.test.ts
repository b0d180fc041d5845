import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_STATUSES } from '@facet/contract';
import en from '../../i18n/en.json';
import {
  awaitsQuote,
  historyActionText,
  KIND_TEXTS,
  STATUS_COLORS,
  timelineColorOf,
} from './order-status';

describe('status colours', () => {
  it('tell apart every status a clerk acts on', () => {
    const open = ORDER_STATUSES.filter((s) => s !== 'Cancelled').map((s) => STATUS_COLORS[s]);
    expect(new Set(open).size).toBe(open.length);
  });

  it('mark the problems red and the endings grey or green', () => {
    expect(STATUS_COLORS.Abnormal).toBe('red');
    expect(STATUS_COLORS.Cancelled).toBe('default');
    expect(STATUS_COLORS.Completed).toBe('green');
    expect(timelineColorOf('Abnormal')).toBe('red');
    expect(timelineColorOf('Cancelled')).toBe('gray');
    expect(timelineColorOf('Completed')).toBe('green');
    expect(timelineColorOf('PendingPayment')).toBe('blue');
  });
});

describe('texts', () => {
  it('name every history step, and leave an unknown one as it came', () => {
    for (const action of ['submit', ...ORDER_ACTIONS]) {
      const key = historyActionText(action);
      expect(key && Object.hasOwn(en, key)).toBe(true);
    }
    expect(historyActionText('teleport')).toBeUndefined();
    expect(historyActionText('toString')).toBeUndefined();
  });

  it('name every kind of order', () => {
    for (const key of Object.values(KIND_TEXTS)) expect(Object.hasOwn(en, key)).toBe(true);
  });
});

it('a demand order waits for its quote until confirmed', () => {
  expect(awaitsQuote({ Kind: 'demand', Status: 'PendingConfirmation' })).toBe(true);
  expect(awaitsQuote({ Kind: 'demand', Status: 'PendingPayment' })).toBe(false);
  expect(awaitsQuote({ Kind: 'stock', Status: 'PendingConfirmation' })).toBe(false);
});
