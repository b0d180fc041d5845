import { describe, expect, test } from 'vitest';
import { standingOf, type OrderStatus } from '../src';

const forSale = { OnMarket: true, Available: true, OnHold: false };
const taken = { OnMarket: true, Available: false, OnHold: false };
const order = (status: OrderStatus, resumeStatus: OrderStatus | null = null) => ({
  status,
  resumeStatus,
});

describe('where a certificate’s stone stands', () => {
  test.each([
    ['on sale', forSale, null, 'on_sale'],
    ['held by a buyer', { ...forSale, OnHold: true }, null, 'on_hold'],
    [
      'on sale again after its order was cancelled',
      forSale,
      order('PendingConfirmation'),
      'on_sale',
    ],
    ['in an order waiting for confirmation', taken, order('PendingConfirmation'), 'in_order'],
    ['in an order waiting for payment', taken, order('PendingPayment'), 'in_order'],
    ['paid for', taken, order('Processing'), 'sold'],
    ['delivered', taken, order('Completed'), 'sold'],
    [
      'in an abnormal order marked before payment',
      taken,
      order('Abnormal', 'PendingPayment'),
      'in_order',
    ],
    ['in an abnormal order marked after shipping', taken, order('Abnormal', 'Shipped'), 'sold'],
    ['sold, then taken off the market', { ...taken, OnMarket: false }, order('Completed'), 'sold'],
    ['taken off the market', { ...forSale, OnMarket: false, Available: false }, null, 'off_market'],
    ['out of stock without an order', taken, null, 'sold'],
  ] as const)('%s: %s', (_, goods, latest, standing) => {
    expect(standingOf(goods, latest)).toBe(standing);
  });
});
