import { describe, expect, test } from 'vitest';
import { textOf } from './catalogue';

describe('texts that count', () => {
  test.each([
    ['en', 1, '1 stock line'],
    ['en', 2, '2 stock lines'],
    ['en', 12_480, '12,480 stock lines'],
    ['zh-CN', 1, '共 1 条库存'],
    ['zh-TW', 3, '共 3 筆庫存'],
  ] as const)('%s, %d', (locale, count, text) => {
    expect(textOf(locale, 'inventory.table.total', { count })).toBe(text);
  });

  test('each form names what it counts', () => {
    expect(textOf('en', 'buyers.chatSummary', { count: 1, time: '2026-11-27 16:02' })).toBe(
      '1 message, last 2026-11-27 16:02 ET',
    );
    expect(textOf('en', 'notices.readsCount', { count: 0 })).toBe('0 buyers');
    expect(textOf('en', 'orders.unit.pieces', { count: 1 })).toBe('1 pc');
  });
});
