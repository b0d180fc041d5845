import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  bucketStarts,
  countsAsSale,
  ORDER_STATUSES,
  periodDays,
  presetPeriod,
  StatsQuery,
} from '../src';

describe('dashboard periods', () => {
  test.each([
    // 05:30 UTC is 00:30 in New York (EST, UTC−5): already 1 March there.
    ['2026-03-01T05:30:00Z', 'today', '2026-03-01', '2026-03-01'],
    // 03:59 UTC on 1 March is 22:59 on 28 February in New York: still the 28th there.
    ['2026-03-01T03:59:00Z', 'today', '2026-02-28', '2026-02-28'],
    ['2026-03-01T03:59:00Z', '7d', '2026-02-22', '2026-02-28'],
    ['2026-03-15T12:00:00Z', '30d', '2026-02-14', '2026-03-15'],
  ] as const)('at %s, %s is %s to %s (US Eastern days)', (now, preset, From, To) => {
    expect(presetPeriod(preset, new Date(now))).toEqual({ From, To });
  });

  test('a period counts both of its days, across a change to summer time', () => {
    expect(periodDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(periodDays('2026-03-07', '2026-03-09')).toBe(3);
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(periodDays('2026-03-02', '2026-03-01')).toBe(0);
  });

  test('weeks start on Monday; the first week starts on the first day of the period', () => {
    // 2026-03-04 is a Wednesday.
    expect(bucketStarts('2026-03-04', '2026-03-20', 'week')).toEqual(['2026-03-04', '2026-03-09', '2026-03-16']); // prettier-ignore
    expect(bucketStarts('2026-03-09', '2026-03-09', 'week')).toEqual(['2026-03-09']);
    expect(bucketStarts('2026-02-27', '2026-03-02', 'day')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']); // prettier-ignore
  });

  test('every day of a period falls in exactly one bucket, days and weeks alike', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10)); // prettier-ignore
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (from, length) => {
        const to = new Date(Date.parse(from) + (length - 1) * 86_400_000).toISOString().slice(0, 10); // prettier-ignore
        expect(bucketStarts(from, to, 'day')).toHaveLength(length);
        const weeks = bucketStarts(from, to, 'week');
        expect(weeks[0]).toBe(from);
        expect(weeks.length).toBeLessThanOrEqual(Math.ceil(length / 7) + 1);
        for (const start of weeks.slice(1)) expect(new Date(start).getUTCDay()).toBe(1);
      }),
    );
  });
});

describe('the Stats query', () => {
  const issues = (query: unknown) =>
    StatsQuery.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]); // prettier-ignore

  test('takes two days and an interval, a day by default', () => {
    expect(StatsQuery.parse({ From: '2026-03-01', To: '2026-03-31' })).toEqual({ From: '2026-03-01', To: '2026-03-31', Interval: 'day' }); // prettier-ignore
    expect(StatsQuery.parse({ From: '2025-02-01', To: '2026-03-07', Interval: 'week' }).Interval).toBe('week'); // prettier-ignore
  });

  test.each([
    ['an end before the start', { From: '2026-03-02', To: '2026-03-01' }, [['To', 'PERIOD_INVERTED']]],
    ['401 days', { From: '2025-01-01', To: '2026-02-05' }, [['To', 'PERIOD_TOO_LONG']]],
    ['no such day', { From: '2026-02-30', To: '2026-03-01' }, [['From', 'DATE_FORMAT']]],
    ['another date format', { From: '03/01/2026', To: '2026-03-01' }, [['From', 'DATE_FORMAT']]],
    ['an unknown interval', { From: '2026-03-01', To: '2026-03-01', Interval: 'month' }, [['Interval', 'FIELD_INVALID']]],
  ])('refuses %s on its field', (_what, query, expected) => {
    expect(issues(query)).toEqual(expected);
  }); // prettier-ignore

  test('400 days is the longest period', () => {
    expect(StatsQuery.safeParse({ From: '2025-01-01', To: '2026-02-04' }).success).toBe(true);
  });
});

describe('sales', () => {
  test('an order is a sale once confirmed, until cancelled; abnormal ones by where they were', () => {
    expect(ORDER_STATUSES.filter((status) => countsAsSale(status, null))).toEqual([
      'PendingPayment', 'Processing', 'PendingShipment', 'Shipped', 'Received', 'Completed',
    ]); // prettier-ignore
    expect(countsAsSale('Abnormal', 'Shipped')).toBe(true);
    expect(countsAsSale('Abnormal', 'PendingConfirmation')).toBe(false);
    expect(countsAsSale('Cancelled', 'PendingPayment')).toBe(false);
  });
});
