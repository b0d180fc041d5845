import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, type AdminOrder } from '@facet/contract';
import {
  ACTION_FORMS,
  actionCallOf,
  carrierOf,
  clerkActionsOf,
  confirmBodyOf,
  confirmTotalsOf,
  formFieldOf,
  priceKey,
} from './order-actions';

type Line = AdminOrder['Lines'][number];

const line = (Id: number, UnitPrice: number, Quantity = 1, unit: Line['StockUnit'] = 'piece') =>
  ({ Id, UnitPrice, Quantity, StockUnit: unit }) as Line;

const stockOrder = {
  Id: 7,
  Kind: 'stock' as const,
  Fee: 85,
  Lines: [line(11, 4200), line(12, 1850.5, 2.5, 'carat'), line(13, 99.99, 3)],
};

const prices = (entries: Record<number, number | null>) =>
  Object.fromEntries(Object.entries(entries).map(([id, price]) => [priceKey(Number(id)), price]));

describe('the confirm body', () => {
  it('sends no lines when no price changed', () => {
    const body = confirmBodyOf(stockOrder, { Prices: prices({ 11: 4200, 12: 1850.5, 13: 99.99 }) });
    expect(body).toEqual({ OrderId: 7, Lines: undefined, Note: undefined });
  });

  it('sends only the lines whose price changed, to the cent', () => {
    const body = confirmBodyOf(stockOrder, {
      Prices: prices({ 11: 4000, 12: 1850.5000001, 13: 89 }),
      Note: '  checked with the supplier ',
    });
    expect(body).toEqual({
      OrderId: 7,
      Lines: [
        { LineId: 11, UnitPrice: 4000 },
        { LineId: 13, UnitPrice: 89 },
      ],
      Note: 'checked with the supplier',
    });
  });

  it('keeps a line’s own price when its field was cleared', () => {
    const body = confirmBodyOf(stockOrder, { Prices: prices({ 11: null, 12: 1900 }) });
    expect(body.Lines).toEqual([{ LineId: 12, UnitPrice: 1900 }]);
  });

  it('quotes a demand order by its amount and sends no lines', () => {
    const demand = { Id: 9, Kind: 'demand' as const, Fee: 0, Lines: [] };
    expect(confirmBodyOf(demand, { Amount: 12500, Note: ' ' })).toEqual({
      OrderId: 9,
      Amount: 12500,
      Note: undefined,
    });
    expect(confirmBodyOf(demand, { Amount: null }).Amount).toBeUndefined();
  });
});

describe('the totals at the prices being confirmed', () => {
  it('counts carats to the cent, as the server does', () => {
    // 4,000 + 1,900 × 2.5 + 89 × 3 = 4,000 + 4,750 + 267
    const totals = confirmTotalsOf(stockOrder, { Prices: prices({ 11: 4000, 12: 1900, 13: 89 }) });
    expect(totals).toEqual({ amount: 9017, total: 9102 });
  });

  it('is the quote plus delivery for a demand order', () => {
    const demand = { Id: 9, Kind: 'demand' as const, Fee: 80, Lines: [] };
    expect(confirmTotalsOf(demand, { Amount: 1000.1 })).toEqual({ amount: 1000.1, total: 1080.1 });
    expect(confirmTotalsOf(demand, {})).toEqual({ amount: 0, total: 80 });
  });
});

describe('action calls', () => {
  it('trims texts and leaves an empty note out', () => {
    expect(actionCallOf('reject', stockOrder, { Reason: ' sold elsewhere ' })).toEqual({
      action: 'reject',
      body: { OrderId: 7, Reason: 'sold elsewhere' },
    });
    expect(actionCallOf('markPaid', stockOrder, { Note: '   ' })).toEqual({
      action: 'markPaid',
      body: { OrderId: 7, Note: undefined },
    });
    expect(
      actionCallOf('ship', stockOrder, {
        Carrier: ' FedEx ',
        TrackingNo: ' 7712 3456 ',
        Note: 'insured',
      }),
    ).toEqual({
      action: 'ship',
      body: { OrderId: 7, Carrier: 'FedEx', TrackingNo: '7712 3456', Note: 'insured' },
    });
  });

  it('has a form for every clerk action of the state machine', () => {
    const clerkActions = Object.keys(ORDER_TRANSITIONS).filter((a) => a !== 'confirmReceipt');
    expect(Object.keys(ACTION_FORMS).sort()).toEqual(clerkActions.sort());
  });

  it('lists the server’s actions next step first, edits and buyer actions left out', () => {
    expect(clerkActionsOf(['cancel', 'addRemark', 'markAbnormal', 'confirm', 'reject'])).toEqual([
      'confirm',
      'markAbnormal',
      'reject',
      'cancel',
    ]);
    expect(clerkActionsOf(['confirmReceipt', 'uploadVouchers'])).toEqual([]);
  });
});

describe('server field errors on the form', () => {
  it('puts a line’s error on the line that was sent at that index', () => {
    const call = actionCallOf('confirm', stockOrder, { Prices: prices({ 13: 50 }) });
    expect(formFieldOf('Lines.0.UnitPrice', call)).toEqual(['Prices', priceKey(13)]);
    expect(formFieldOf('Lines.0.LineId', call)).toEqual(['Prices', priceKey(13)]);
    expect(formFieldOf('Lines.1.UnitPrice', call)).toBeUndefined();
    expect(formFieldOf('Amount', call)).toEqual(['Amount']);
  });

  it('places only fields the action’s form has', () => {
    const ship = actionCallOf('ship', stockOrder, {});
    expect(formFieldOf('TrackingNo', ship)).toEqual(['TrackingNo']);
    expect(formFieldOf('Reason', ship)).toBeUndefined();
    expect(formFieldOf('OrderId', ship)).toBeUndefined();
    const reject = actionCallOf('reject', stockOrder, {});
    expect(formFieldOf('Reason', reject)).toEqual(['Reason']);
    expect(formFieldOf('Lines.0.UnitPrice', reject)).toBeUndefined();
  });
});

describe('the carrier to ship with', () => {
  it('comes from the express service the buyer chose', () => {
    expect(carrierOf({ Id: 2 })).toBe('FedEx');
    expect(carrierOf({ Id: 5 })).toBe('Malca-Amit');
    expect(carrierOf({ Id: 1 })).toBeUndefined();
    expect(carrierOf(null)).toBeUndefined();
  });
});
