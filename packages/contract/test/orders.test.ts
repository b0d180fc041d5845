import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  ADDRESSES_MAX,
  AddOrderBody,
  AddressInput,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TABS,
  ORDER_TRANSITIONS,
  actionsFor,
  canEdit,
  cartTabOf,
  internationalPhone,
  isQuantityValid,
  isReasonAction,
  lineCents,
  nextStatus,
  orderTotals,
  returnsStock,
  type OrderAction,
  type OrderStatus,
} from '../src';

/** The whole machine, written out by hand: [from, action, role, to]. */
const ALLOWED: (readonly [OrderStatus, OrderAction, 'buyer' | 'staff', OrderStatus])[] = [
  ['PendingConfirmation', 'confirm', 'staff', 'PendingPayment'],
  ['PendingConfirmation', 'reject', 'staff', 'Cancelled'],
  ['PendingConfirmation', 'cancel', 'buyer', 'Cancelled'],
  ['PendingConfirmation', 'cancel', 'staff', 'Cancelled'],
  ['PendingPayment', 'cancel', 'buyer', 'Cancelled'],
  ['PendingPayment', 'cancel', 'staff', 'Cancelled'],
  ['PendingPayment', 'markPaid', 'staff', 'Processing'],
  ['Processing', 'readyToShip', 'staff', 'PendingShipment'],
  ['PendingShipment', 'ship', 'staff', 'Shipped'],
  ['Shipped', 'confirmReceipt', 'buyer', 'Received'],
  ['Shipped', 'confirmReceipt', 'staff', 'Received'],
  ['Received', 'complete', 'staff', 'Completed'],
  ...(
    [
      'PendingConfirmation',
      'PendingPayment',
      'Processing',
      'PendingShipment',
      'Shipped',
      'Received',
    ] as const
  ).map((from) => [from, 'markAbnormal', 'staff', 'Abnormal'] as const),
  ['Abnormal', 'closeAbnormal', 'staff', 'Cancelled'],
];

describe('order state machine', () => {
  test('allows exactly the listed transitions, for exactly the listed roles', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        if (action === 'resolve') continue;
        for (const role of ['buyer', 'clerk', 'admin'] as const) {
          const side = role === 'buyer' ? 'buyer' : 'staff';
          const expected =
            ALLOWED.find(([f, a, r]) => f === status && a === action && r === side)?.[3] ?? null;
          expect(nextStatus(status, action, role), `${status} ${action} by ${role}`).toBe(expected);
        }
      }
    }
  });

  test('resolving returns an abnormal order to where it was, and only from Abnormal', () => {
    expect(nextStatus('Abnormal', 'resolve', 'clerk', 'Processing')).toBe('Processing');
    expect(nextStatus('Abnormal', 'resolve', 'clerk', 'Shipped')).toBe('Shipped');
    expect(nextStatus('Abnormal', 'resolve', 'clerk', null)).toBeNull();
    expect(nextStatus('Abnormal', 'resolve', 'buyer', 'Processing')).toBeNull();
    expect(nextStatus('Processing', 'resolve', 'clerk', 'Processing')).toBeNull();
  });

  test('Completed and Cancelled are final', () => {
    for (const status of ['Completed', 'Cancelled'] as const) {
      for (const role of ['buyer', 'clerk'] as const) {
        expect(actionsFor(status, role, 'Processing')).toEqual([]);
      }
    }
  });

  test('a buyer can only cancel before paying and confirm receipt', () => {
    const buyerActions = new Set(
      ORDER_STATUSES.flatMap((status) => actionsFor(status, 'buyer', 'Processing')),
    );
    expect([...buyerActions].sort()).toEqual(['cancel', 'confirmReceipt']);
    expect(ORDER_TRANSITIONS.cancel.from).not.toContain('Processing');
  });

  test('stock goes back when an order ends before its goods left, exactly then', () => {
    expect(returnsStock('cancel', 'PendingPayment')).toBe(true);
    expect(returnsStock('reject', 'PendingConfirmation')).toBe(true);
    expect(returnsStock('closeAbnormal', 'Abnormal', 'Processing')).toBe(true);
    expect(returnsStock('closeAbnormal', 'Abnormal', 'Shipped')).toBe(false);
    expect(returnsStock('complete', 'Received')).toBe(false);
    expect(returnsStock('markAbnormal', 'PendingPayment')).toBe(false);
  });

  test('what a clerk writes reads as a reason when the order stops or goes wrong, else a note', () => {
    expect(ORDER_ACTIONS.filter(isReasonAction)).toEqual([
      'reject',
      'cancel',
      'markAbnormal',
      'closeAbnormal',
    ]);
    expect(isReasonAction('submit')).toBe(false);
  });

  test('vouchers only while unpaid; the address only before shipping', () => {
    expect(ORDER_STATUSES.filter((s) => canEdit(s, 'uploadVouchers'))).toEqual(['PendingPayment']);
    expect(canEdit('PendingShipment', 'replaceAddress')).toBe(true);
    expect(canEdit('Shipped', 'replaceAddress')).toBe(false);
    expect(canEdit('Cancelled', 'addRemark')).toBe(false);
  });

  test('a received order has its own tab; completed lists only completed orders', () => {
    expect(ORDER_TABS.received).toEqual(['Received']);
    expect(ORDER_TABS.completed).toEqual(['Completed']);
  });

  test('every status but Cancelled sits in exactly one tab besides "all"', () => {
    for (const status of ORDER_STATUSES) {
      const tabs = Object.entries(ORDER_TABS).filter(
        ([tab, statuses]) => tab !== 'all' && (statuses as readonly string[]).includes(status),
      );
      expect(tabs.length, status).toBe(status === 'Cancelled' ? 0 : 1);
    }
  });
});

describe('cart and order totals, in cents', () => {
  test('a stone is its price; a parcel is price per carat × carats, rounded half up', () => {
    expect(lineCents(1_234_567, 1)).toBe(1_234_567);
    expect(lineCents(45_000, 2.5)).toBe(112_500);
    // 333.33 $/ct × 0.015 ct = 4.99995 $ → 5.00 $
    expect(lineCents(33_333, 0.015)).toBe(500);
    expect(lineCents(12_345, 3)).toBe(37_035);
  });

  test('an order adds its lines and its delivery fee', () => {
    expect(
      orderTotals(
        [
          { unitPriceCents: 250_000, quantity: 1 },
          { unitPriceCents: 9_999, quantity: 1.25 },
        ],
        8_500,
      ),
    ).toEqual({ amountCents: 262_499, feeCents: 8_500, totalCents: 270_999 });
  });

  test('the total is the sum of line amounts, whatever the lines (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
            quantity: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, fee) => {
          const totals = orderTotals(lines, fee);
          const sum = lines.reduce((s, l) => s + lineCents(l.unitPriceCents, l.quantity), 0);
          expect(Number.isInteger(totals.totalCents)).toBe(true);
          expect(totals.totalCents).toBe(sum + fee);
        },
      ),
    );
  });

  test('quantities: whole pieces, carats in hundredths', () => {
    expect(isQuantityValid(1, 'piece')).toBe(true);
    expect(isQuantityValid(0, 'piece')).toBe(false);
    expect(isQuantityValid(1.5, 'piece')).toBe(false);
    expect(isQuantityValid(0.01, 'carat')).toBe(true);
    expect(isQuantityValid(2.35, 'carat')).toBe(true);
    expect(isQuantityValid(2.355, 'carat')).toBe(false);
    expect(isQuantityValid(Number.NaN, 'carat')).toBe(false);
  });

  test('cart tabs: rough and seeds under blank/seed, grown-to-order under custom', () => {
    expect(cartTabOf('natural-white', false)).toBe('purchase');
    expect(cartTabOf('parcel', false)).toBe('purchase');
    expect(cartTabOf('rough', false)).toBe('blank');
    expect(cartTabOf('seed', false)).toBe('blank');
    expect(cartTabOf('seed', true)).toBe('custom');
    expect(cartTabOf('lab-white', true)).toBe('custom');
  });
});

describe('address and order rules', () => {
  const address = {
    Surname: 'Chan',
    Name: 'Mei',
    Mobile: '+852 9123 4567',
    Address: '8 Queen’s Road Central',
    City: 'Hong Kong',
    Country: 'Hong Kong',
  };

  test('a complete address passes; a phone needs its area code', () => {
    expect(AddressInput.safeParse(address).success).toBe(true);
    const noArea = AddressInput.safeParse({ ...address, Mobile: '91234567' });
    expect(noArea.error?.issues[0]).toMatchObject({
      path: ['Mobile'],
      message: 'PHONE_WITH_AREA_CODE',
    });
  });

  test('in China a mainland number needs no +86: it is kept with it', () => {
    const shenzhen = { ...address, City: 'Shenzhen', Country: 'China', Mobile: '138 0013 8000' };
    expect(AddressInput.safeParse(shenzhen).success).toBe(true);
    for (const country of ['China', ' mainland  China ', 'PRC', 'CN', '中国', '中國', '中国大陆']) {
      expect(internationalPhone('13800138000', country), country).toBe('+86 138 0013 8000');
    }
    expect(internationalPhone('0755-2345 6789', 'China')).toBe('+86 75523456789');
    // With its calling code, any number is kept as typed, whatever the country.
    expect(internationalPhone('+852 9123 4567', 'China')).toBe('+852 9123 4567');
    // Not a mainland number, or not in China: the area code is needed.
    for (const [number, country] of [
      ['12800138000', 'China'],
      ['1380013800', 'China'],
      ['91234567', 'China'],
      ['13800138000', 'Hong Kong'],
      ['13800138000', 'Taiwan'],
      ['13800138000', ''],
    ]) {
      expect(internationalPhone(number!, country!), `${number} in ${country}`).toBeNull();
    }
    const landline = AddressInput.safeParse({ ...shenzhen, Mobile: '', Phone: '91234567' });
    expect(landline.error?.issues).toEqual([
      expect.objectContaining({ path: ['Phone'], message: 'PHONE_WITH_AREA_CODE' }),
    ]);
  });

  test('mobile or phone is required, and surname, name, address, city, country', () => {
    const result = AddressInput.safeParse({ Mobile: '' });
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      Surname: 'FIELD_REQUIRED',
      Name: 'FIELD_REQUIRED',
      Address: 'FIELD_REQUIRED',
      City: 'FIELD_REQUIRED',
      Country: 'FIELD_REQUIRED',
    });
    const noPhone = AddressInput.safeParse({ ...address, Mobile: '' });
    expect(noPhone.error?.issues[0]).toMatchObject({ path: ['Mobile'], message: 'PHONE_REQUIRED' });
    expect(ADDRESSES_MAX).toBe(50);
  });

  test('express delivery needs a carrier; nothing selected is refused', () => {
    const express = AddOrderBody.safeParse({ CartIds: [1], ReceivingMethod: 'express' });
    expect(express.error?.issues[0]).toMatchObject({
      path: ['LogisticsId'],
      message: 'LOGISTICS_REQUIRED',
    });
    const none = AddOrderBody.safeParse({ CartIds: [], ReceivingMethod: 'pickup' });
    expect(none.error?.issues[0]?.message).toBe('NOTHING_SELECTED');
  });
});
