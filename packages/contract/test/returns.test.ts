import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AdminReturnAnswerBody,
  RETURN_MOVES,
  RETURN_STATUSES,
  ReturnRequestBody,
  isRefundInRange,
  isReturnOpen,
  returnMove,
  rmaOf,
  type ReturnMove,
  type ReturnStatus,
} from '../src';

const MOVES = Object.keys(RETURN_MOVES) as ReturnMove[];

describe('returns', () => {
  test('no step out of order: any sequence of moves passes the statuses in their order, and refunded is final', () => {
    const order: ReturnStatus[] = ['requested', 'authorised', 'shipped', 'received', 'refunded'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MOVES), { maxLength: 12 }), (moves) => {
        let status: ReturnStatus = 'requested';
        for (const move of moves) {
          const next = returnMove(status, move);
          if (!next) continue;
          if (next !== 'declined' && status !== 'declined') {
            expect(order.indexOf(next)).toBe(order.indexOf(status) + 1);
          }
          status = next;
        }
        expect(RETURN_STATUSES).toContain(status);
        expect(MOVES.every((m) => returnMove('refunded', m) === null)).toBe(true);
      }),
    );
  });

  test('the buyer ships; a clerk authorises, declines, records arrival, refunds and escalates a declined return', () => {
    expect(RETURN_MOVES.ship.by).toBe('buyer');
    expect(MOVES.filter((m) => RETURN_MOVES[m].by === 'staff')).toEqual(['authorise', 'decline', 'received', 'refund', 'escalate']); // prettier-ignore
    expect(returnMove('declined', 'escalate')).toBe('declined');
    expect(returnMove('authorised', 'escalate')).toBeNull();
  });

  test('the money adds up: a refund is a cent at least and never more than the returned lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (refund, lines) => {
        expect(isRefundInRange(refund, lines)).toBe(refund >= 1 && refund <= lines);
      }),
    );
  }); // prettier-ignore

  test('returns are open for the days after receipt', () => {
    const received = '2026-11-01T10:00:00Z';
    expect(isReturnOpen(received, Date.parse('2026-12-01T10:00:00Z'), 30)).toBe(true);
    expect(isReturnOpen(received, Date.parse('2026-12-01T10:00:01Z'), 30)).toBe(false);
    expect(rmaOf(42)).toBe('RMA000042');
  });

  test('a reason is chosen; "other" says what; a decline says why', () => {
    expect(ReturnRequestBody.safeParse({ OrderId: 1, GoodsIds: [2], Reason: 'other' }).error?.issues[0]).toMatchObject({ path: ['Note'], message: 'RETURN_NOTE_REQUIRED' }); // prettier-ignore
    expect(ReturnRequestBody.safeParse({ OrderId: 1, GoodsIds: [2], Reason: 'damaged' }).success).toBe(true); // prettier-ignore
    expect(AdminReturnAnswerBody.safeParse({ ReturnId: 1, Action: 'decline' }).error?.issues[0]?.path).toEqual(['Note']); // prettier-ignore
    expect(AdminReturnAnswerBody.safeParse({ ReturnId: 1, Action: 'refund' }).error?.issues[0]?.path).toEqual(['RefundUsd']); // prettier-ignore
  });
});
