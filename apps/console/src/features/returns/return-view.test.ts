import { describe, expect, test } from 'vitest';
import { actionsOf, listBodyOf, paramsOf, viewFromParams } from './return-view';

describe('the list in the address', () => {
  test('requests, 20 a page, by default; every status on All', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toEqual({ tab: 'requested', page: 1, pageSize: 20 });
    expect(paramsOf(view).toString()).toBe('');
    expect(listBodyOf(view)).toEqual({ PageIndex: 1, PageSize: 20, Status: 'requested' });
    const all = viewFromParams(new URLSearchParams('Status=all&Page=3'));
    expect(listBodyOf(all)).toEqual({ PageIndex: 3, PageSize: 20 });
    expect(paramsOf(all).toString()).toBe('Status=all&Page=3');
    expect(viewFromParams(new URLSearchParams('Status=lost')).tab).toBe('requested');
  });
});

describe('what a clerk may do', () => {
  test('by status: the buyer ships an authorised return, a refunded one is done', () => {
    expect(actionsOf('requested')).toEqual(['authorise', 'decline']);
    expect(actionsOf('authorised')).toEqual([]);
    expect(actionsOf('shipped')).toEqual(['received']);
    expect(actionsOf('received')).toEqual(['refund']);
    expect(actionsOf('refunded')).toEqual([]);
    expect(actionsOf('declined')).toEqual(['escalate']);
  });
});
