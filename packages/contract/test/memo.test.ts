import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CATEGORIES,
  MEMO_STAFF_ACTIONS,
  MEMO_STATUSES,
  MemoReturnBody,
  fitsMemoLimit,
  isMemoable,
  isOverdue,
  isSettled,
  memoExposureCents,
  memoMove,
  type MemoLineState,
} from '../src';

const line = fc.record({
  priceCents: fc.integer({ min: 1, max: 1e9 }),
  outcome: fc.constantFrom('out' as const, 'bought' as const, 'returned' as const),
  receivedBack: fc.boolean(),
});

describe('memo', () => {
  test('only single stones go on memo', () => {
    expect(CATEGORIES.filter(isMemoable)).toEqual(
      CATEGORIES.filter((c) => !['parcel', 'rough', 'seed'].includes(c)),
    );
  });

  test('a clerk approves or declines a request, ships an approved memo, records stones back on a shipped one', () => {
    const allowed = MEMO_STATUSES.flatMap((status) =>
      MEMO_STAFF_ACTIONS.filter((action) => memoMove(status, action)).map((a) => `${status}:${a}`),
    );
    expect(allowed).toEqual(['requested:approve', 'requested:decline', 'approved:ship', 'shipped:received']); // prettier-ignore
  });

  test('the money adds up: what a memo puts at risk is the stones out and those not back yet, never more than its total', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEMO_STATUSES), fc.array(line, { minLength: 1, maxLength: 5 }), (status, lines) => {
        const exposure = memoExposureCents(status, lines);
        const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
        expect(exposure).toBeGreaterThanOrEqual(0);
        expect(exposure).toBeLessThanOrEqual(total);
        if (status === 'declined' || status === 'closed') expect(exposure).toBe(0);
        // A settled shipped memo puts nothing at risk, and one with nothing at risk is settled.
        if (status === 'shipped') expect(isSettled(lines)).toBe(exposure === 0);
      }),
    );
  }); // prettier-ignore

  test('a request fits when the open memos and it stay within the limit', () => {
    expect(fitsMemoLimit(10_000_00, 4_000_00, 6_000_00)).toBe(true);
    expect(fitsMemoLimit(10_000_00, 4_000_00, 6_000_01)).toBe(false);
  });

  test('overdue: shipped, past the due date, a stone still out', () => {
    const out: MemoLineState[] = [{ priceCents: 100, outcome: 'out', receivedBack: false }];
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(isOverdue('shipped', '2026-11-29T11:00:00Z', out, now)).toBe(true);
    expect(isOverdue('shipped', '2026-11-29T13:00:00Z', out, now)).toBe(false);
    expect(isOverdue('shipped', '2026-11-29T11:00:00Z', [{ ...out[0]!, outcome: 'bought' }], now)).toBe(false); // prettier-ignore
    expect(isOverdue('approved', '2026-11-29T11:00:00Z', out, now)).toBe(false);
  });

  test('stones are named once each', () => {
    expect(MemoReturnBody.parse({ MemoId: 1, GoodsIds: [3, 3, 4] }).GoodsIds).toEqual([3, 4]);
    expect(MemoReturnBody.safeParse({ MemoId: 1, GoodsIds: [] }).error?.issues[0]?.message).toBe('NOTHING_SELECTED'); // prettier-ignore
  });
});
