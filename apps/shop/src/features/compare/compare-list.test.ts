import { describe, expect, test } from 'vitest';
import { COMPARE_MAX, parseCompareIds, toggleCompare } from './compare-list';

describe('the comparison', () => {
  test('an address or stored text gives whole ids, once each, at most four', () => {
    expect(parseCompareIds('12,40,7')).toEqual([12, 40, 7]);
    expect(parseCompareIds(' 12 , 12,abc,-3,0,1.5,99999999999,40')).toEqual([12, 40]);
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  test('a stone is added at the end, taken out where it is, and a fifth is refused', () => {
    let ids: number[] = [];
    for (const id of [5, 6, 7, 8]) ids = toggleCompare(ids, id).ids;
    expect(ids).toHaveLength(COMPARE_MAX);
    expect(toggleCompare(ids, 9)).toEqual({ ids: [5, 6, 7, 8], full: true });
    expect(toggleCompare(ids, 6)).toEqual({ ids: [5, 7, 8], full: false });
    expect(toggleCompare([5, 7, 8], 9)).toEqual({ ids: [5, 7, 8, 9], full: false });
  });
});
