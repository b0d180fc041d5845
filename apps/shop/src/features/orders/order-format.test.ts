import { ORDER_STATUSES, ORDER_TAB_NAMES, type Cart, type CartItem } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import {
  buyerActionsOf,
  clerkWords,
  formatElapsed,
  newestFirst,
  orderableLines,
  parseId,
  parseOrderTab,
  parseResultNotice,
  readChosenAddressId,
  settledTab,
  statusTone,
  submitTotals,
  tabOfStatus,
} from './order-format';

const line = (
  CartId: number,
  price: number,
  Quantity: number,
  extra: Partial<CartItem> = {},
): CartItem =>
  ({
    CartId,
    Goods: { Id: CartId, Price: price } as CartItem['Goods'],
    Quantity,
    Selected: true,
    Amount: price * Quantity,
    AddedUnitPrice: price,
    CustomMade: false,
    Problem: null,
    ...extra,
  }) satisfies CartItem;

const cartOf = (...tabs: CartItem[][]): Cart => ({
  DiamondsRecommend: [],
  Statistics: { Count: 0, Amount: 0 },
  StatisticsDetail: tabs.map((Data, index) => ({
    Tab: (['purchase', 'blank', 'custom'] as const)[index]!,
    Data,
  })),
  TotalCount: tabs.flat().length,
});

describe('formatElapsed', () => {
  const at = '2025-03-01T10:00:00.000Z';
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1_000, '00:00:01'],
    [61_000, '00:01:01'],
    [3_600_000 + 2 * 60_000 + 3_000, '01:02:03'],
    [27 * 3_600_000 + 59 * 60_000 + 59_999, '27:59:59'],
  ])('%i ms after submitting reads %s', (elapsed, text) => {
    expect(formatElapsed(at, new Date(Date.parse(at) + elapsed))).toBe(text);
  });

  it('never counts below zero, nor from a missing time', () => {
    expect(formatElapsed(at, new Date(Date.parse(at) - 5_000))).toBe('00:00:00');
    expect(formatElapsed('not a date', new Date())).toBe('00:00:00');
  });
});

describe('what the salesperson wrote, on the order itself', () => {
  const entry = (Action: string, At: string, Note = '', To = 'PendingPayment' as const) => ({
    From: null,
    To,
    Action,
    At,
    By: { Role: 'clerk' as const, Name: 'Demo Clerk' },
    Note,
  });

  it('the latest confirmation note, kept after payment; the abnormal reason only while abnormal', () => {
    const history = [
      entry('submit', '2026-11-27T10:00:00Z'),
      entry('confirm', '2026-11-27T11:00:00Z', 'Pay to HSBC 123-456789-001'),
      entry('markAbnormal', '2026-11-27T12:00:00Z', 'Voucher amount short'),
    ];
    expect(clerkWords({ Status: 'Abnormal', History: history })).toEqual({
      confirmation: 'Pay to HSBC 123-456789-001',
      abnormal: 'Voucher amount short',
    });
    const resolved = [...history, entry('resolve', '2026-11-27T13:00:00Z', 'Papers received')];
    expect(clerkWords({ Status: 'Processing', History: resolved })).toEqual({
      confirmation: 'Pay to HSBC 123-456789-001',
      abnormal: null,
    });
  });

  it('nothing written is nothing shown, and a blank note is nothing', () => {
    const history = [
      entry('submit', '2026-11-27T10:00:00Z'),
      entry('confirm', '2026-11-27T11:00:00Z', '  '),
    ];
    expect(clerkWords({ Status: 'PendingPayment', History: history })).toEqual({
      confirmation: null,
      abnormal: null,
    });
  });
});

describe('the order tabs', () => {
  it('reads a known tab and falls back to all', () => {
    for (const tab of ORDER_TAB_NAMES) expect(parseOrderTab(tab)).toBe(tab);
    expect(parseOrderTab(null)).toBe('all');
    expect(parseOrderTab('PendingPayment')).toBe('all');
    expect(parseOrderTab('toString')).toBe('all');
  });

  it('lists every status but cancelled under one tab besides all', () => {
    expect(tabOfStatus('PendingConfirmation')).toBe('unconfirmed');
    expect(tabOfStatus('PendingPayment')).toBe('unpaid');
    expect(tabOfStatus('Processing')).toBe('inProgress');
    expect(tabOfStatus('PendingShipment')).toBe('toShip');
    expect(tabOfStatus('Shipped')).toBe('unreceived');
    expect(tabOfStatus('Received')).toBe('received');
    expect(tabOfStatus('Completed')).toBe('completed');
    expect(tabOfStatus('Abnormal')).toBe('abnormal');
    expect(tabOfStatus('Cancelled')).toBe('all');
  });

  it('gives every status a tone', () => {
    for (const status of ORDER_STATUSES) expect(statusTone(status)).toBeTruthy();
    expect(statusTone('PendingPayment')).toBe('yourTurn');
    expect(statusTone('Abnormal')).toBe('problem');
  });
});

describe('the lines of a new order', () => {
  it('takes the selected lines that can be ordered, a changed price included, of one tab', () => {
    const cart = cartOf(
      [line(1, 10, 1), line(2, 10, 1, { Selected: false })],
      [
        line(3, 5, 2, { Problem: 'ITEM_SOLD' }),
        line(4, 5, 2),
        line(6, 5, 1, { Problem: 'MIN_BUY_NOT_MET' }),
      ],
      [line(5, 100, 1, { CustomMade: true }), line(7, 9, 1, { Problem: 'PRICE_CHANGED' })],
    );
    expect(orderableLines(cart, 'purchase').map((l) => l.CartId)).toEqual([1]);
    expect(orderableLines(cart, 'blank').map((l) => l.CartId)).toEqual([4]);
    expect(orderableLines(cart, 'custom').map((l) => l.CartId)).toEqual([5, 7]);
  });

  it('settles the tab Settle was pressed on, else the first with lines to order', () => {
    const cart = cartOf([line(1, 10, 1, { Selected: false })], [line(4, 5, 2)], []);
    expect(settledTab(cart, 'purchase')).toBe('purchase');
    expect(settledTab(cart, 'custom')).toBe('custom');
    expect(settledTab(cart, null)).toBe('blank');
    expect(settledTab(cart, 'everything')).toBe('blank');
    expect(settledTab(cartOf([], [], []), null)).toBe('purchase');
  });

  it('adds up goods and delivery in whole cents', () => {
    // 0.1 + 0.2 in floating point is not 0.3; in cents it is.
    const lines = [line(1, 0.1, 1), line(2, 0.2, 1), line(3, 1234.56, 2.345)];
    expect(submitTotals(lines, 85)).toEqual({
      amountCents: 10 + 20 + 289_504,
      feeCents: 8_500,
      totalCents: 10 + 20 + 289_504 + 8_500,
    });
    expect(submitTotals([], 0)).toEqual({ amountCents: 0, feeCents: 0, totalCents: 0 });
  });
});

describe('the progress record', () => {
  it('puts the latest change first and keeps same-instant entries in reverse server order', () => {
    const entries = [
      { At: '2025-03-01T10:00:00Z', id: 'submit' },
      { At: '2025-03-02T09:00:00Z', id: 'confirm' },
      { At: '2025-03-02T09:00:00Z', id: 'remark' },
      { At: '2025-03-01T12:00:00Z', id: 'note' },
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['remark', 'confirm', 'note', 'submit']);
  });
});

describe('the buyer actions', () => {
  it('shows only the buyer actions the server allows, in a fixed order', () => {
    expect(buyerActionsOf(['confirmReceipt', 'addRemark', 'markPaid'])).toEqual([
      'addRemark',
      'confirmReceipt',
    ]);
    expect(buyerActionsOf(['cancel', 'uploadVouchers', 'replaceAddress'])).toEqual([
      'replaceAddress',
      'cancel',
      'uploadVouchers',
    ]);
    expect(buyerActionsOf([])).toEqual([]);
  });
});

describe('page parameters', () => {
  it('reads ids and notices defensively', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('4.2')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseResultNotice('custom_made')).toBe('custom_made');
    expect(parseResultNotice('demand')).toBe('demand');
    expect(parseResultNotice('other')).toBe('in_stock');
  });
});

describe('the chosen address', () => {
  it('reads the id the address list left, or nothing', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(readChosenAddressId(storage('7'))).toBe(7);
    expect(readChosenAddressId(storage(null))).toBeNull();
    expect(readChosenAddressId(storage('undefined'))).toBeNull();
  });
});
