import { describe, expect, test } from 'vitest';
import { dueStanding, fitsLimit, limitLeft, lineMoves } from './memo-terms';

describe('memo terms', () => {
  test('what is left of the limit is counted in cents and never below nothing', () => {
    expect(limitLeft({ LimitUsd: 20_000, UsedUsd: 6_000.1 })).toBe(13_999.9);
    expect(limitLeft({ LimitUsd: 1_000, UsedUsd: 1_500 })).toBe(0);
  });

  test('a stone fits the limit up to the cent', () => {
    const limit = { LimitUsd: 10_000, UsedUsd: 2_500.5 };
    expect(fitsLimit(limit, 7_499.5)).toBe(true);
    expect(fitsLimit(limit, 7_499.51)).toBe(false);
  });

  test.each([
    ['requested', 'out', false, false],
    ['approved', 'out', true, false],
    ['shipped', 'out', true, true],
    ['shipped', 'bought', false, false],
    ['shipped', 'returned', false, false],
    ['closed', 'out', false, false],
    ['declined', 'out', false, false],
  ] as const)('a %s memo, a stone %s: buy %s, send back %s', (status, outcome, buy, sendBack) => {
    expect(lineMoves({ Status: status }, { Outcome: outcome })).toEqual({ buy, sendBack });
  });

  test('the due date: days left rounded up, the last day, overdue, nothing once settled', () => {
    const now = Date.parse('2026-11-29T09:00:00Z');
    const out = [{ Outcome: 'out' as const }, { Outcome: 'bought' as const }];
    const memo = (dueAt: string | null, status = 'shipped' as const, overdue = false) => ({
      Status: status,
      DueAt: dueAt,
      Overdue: overdue,
      Lines: out,
    });
    expect(dueStanding(memo('2026-12-09T09:00:00Z'), now)).toEqual({ kind: 'days', days: 10 });
    expect(dueStanding(memo('2026-12-01T10:00:00Z'), now)).toEqual({ kind: 'days', days: 3 });
    expect(dueStanding(memo('2026-11-29T20:00:00Z'), now)).toEqual({ kind: 'today' });
    expect(dueStanding(memo('2026-11-28T09:00:00Z'), now)).toEqual({ kind: 'overdue' });
    expect(dueStanding(memo('2026-12-09T09:00:00Z', 'shipped', true), now)).toEqual({ kind: 'overdue' }); // prettier-ignore
    expect(dueStanding({ Status: 'approved', DueAt: null, Overdue: false, Lines: out }, now)).toEqual({ kind: 'none' }); // prettier-ignore
    // Every stone bought or sent back: nothing is due any more.
    const settled = { ...memo('2026-12-09T09:00:00Z'), Lines: [{ Outcome: 'returned' as const }] };
    expect(dueStanding(settled, now)).toEqual({ kind: 'none' });
  });
});
