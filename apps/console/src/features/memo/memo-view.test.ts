import { describe, expect, test } from 'vitest';
import type { AdminMemo, MemoLine } from '@facet/contract';
import {
  actionsOf,
  awaitedBack,
  dueAtIfShipped,
  dueLeftOf,
  listBodyOf,
  paramsOf,
  viewFromParams,
} from './memo-view';

const line = (GoodsId: number, Outcome: MemoLine['Outcome'], ReceivedAt: string | null = null) =>
  ({ GoodsId, Outcome, ReceivedAt }) as MemoLine;
const memoOf = (Status: AdminMemo['Status'], Lines: MemoLine[]) =>
  ({ Status, Lines }) as Pick<AdminMemo, 'Status' | 'Lines'>;

describe('the list in the address', () => {
  test('requests, 20 a page, by default', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toEqual({ tab: 'requested', page: 1, pageSize: 20 });
    expect(paramsOf(view).toString()).toBe('');
    expect(listBodyOf(view)).toEqual({ PageIndex: 1, PageSize: 20, Status: 'requested' });
  });

  test('the overdue tab asks for overdue memos, all for every status; unknown values fall back', () => {
    const overdue = viewFromParams(new URLSearchParams('Status=overdue&Page=2&Size=50'));
    expect(listBodyOf(overdue)).toEqual({ PageIndex: 2, PageSize: 50, Overdue: true });
    expect(paramsOf(overdue).toString()).toBe('Status=overdue&Page=2&Size=50');
    expect(listBodyOf({ tab: 'all', page: 1, pageSize: 20 })).toEqual({ PageIndex: 1, PageSize: 20 }); // prettier-ignore
    expect(viewFromParams(new URLSearchParams('Status=lost&Page=-1&Size=7'))).toEqual({
      tab: 'requested',
      page: 1,
      pageSize: 20,
    });
  });
});

describe('what a clerk may do', () => {
  test('answer a request, ship an approved memo, record stones sent back', () => {
    expect(actionsOf(memoOf('requested', [line(1, 'out')]))).toEqual(['approve', 'decline']);
    expect(actionsOf(memoOf('approved', [line(1, 'out')]))).toEqual(['ship']);
    expect(actionsOf(memoOf('shipped', [line(1, 'out'), line(2, 'bought')]))).toEqual([]);
    const back = memoOf('shipped', [line(1, 'returned'), line(2, 'returned', '2026-11-29T00:00:00Z')]); // prettier-ignore
    expect(actionsOf(back)).toEqual(['received']);
    expect(awaitedBack(back).map((l) => l.GoodsId)).toEqual([1]);
    expect(actionsOf(memoOf('closed', []))).toEqual([]);
    expect(actionsOf(memoOf('declined', []))).toEqual([]);
  });
});

describe('the due date', () => {
  test('ten days after shipping; the time left in days and hours, none once passed', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(dueAtIfShipped(now).toISOString()).toBe('2026-12-09T12:00:00.000Z');
    expect(dueLeftOf('2026-12-01T15:30:00Z', now)).toEqual({ days: 2, hours: 3 });
    expect(dueLeftOf('2026-11-29T12:00:00Z', now)).toBeNull();
  });
});
