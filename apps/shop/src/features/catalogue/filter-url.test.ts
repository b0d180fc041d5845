import { describe, expect, it } from 'vitest';
import {
  decodeFilters,
  decodeSort,
  encodeFilters,
  queryPagePath,
  rangeErrors,
  resultListPath,
} from './filter-url';

describe('filters in a URL', () => {
  it('come back as they went', () => {
    const filters = {
      Shape: ['round' as const],
      Color: ['D' as const, 'E' as const],
      WeightMin: 0.5,
    };
    expect(decodeFilters(encodeFilters(filters))).toEqual(filters);
    expect(decodeFilters(encodeFilters({ Origin: 'lab', FancyColor: ['pink'] }))).toEqual({
      FancyColor: ['pink'],
      Origin: 'lab',
    });
  });

  it.each([
    ['not JSON', '{Shape'],
    ['an unknown grade', '{"Color":["ZZ"]}'],
    ['an unknown filter', '{"Colour":["D"]}'],
    ['an unknown origin', '{"Origin":"mined"}'],
    ['a list', '["D"]'],
    ['an inverted range', '{"WeightMin":2,"WeightMax":1}'],
  ])('are refused when they hold %s', (_case, text) => {
    expect(decodeFilters(text)).toBeNull();
  });

  it('build the result list and query page paths', () => {
    expect(resultListPath('seed', { Grade: ['A'] }, { Field: 'Price', Order: 'asc' })).toBe(
      '/pages/diamondSearch/resultList?category=seed&q=%7B%22Grade%22%3A%5B%22A%22%5D%7D&sort=Price.asc',
    );
    expect(queryPagePath('rough')).toBe('/pages/roughDiamonds/index?category=rough');
    expect(queryPagePath('lab-white', {})).toBe(
      '/pages/diamondSearch/index?category=lab-white&q=%7B%7D',
    );
  });
});

it('reads a sort, or falls back to newest first', () => {
  expect(decodeSort('Clarity.asc')).toEqual({ Field: 'Clarity', Order: 'asc' });
  expect(decodeSort('Carat.asc')).toEqual({ Field: 'CreatedAt', Order: 'desc' });
  expect(decodeSort(null)).toEqual({ Field: 'CreatedAt', Order: 'desc' });
});

it('names the ranges whose maximum is below the minimum, with the contract’s key', () => {
  expect(rangeErrors({ WeightMin: 2, WeightMax: 1, PriceMin: 100, PriceMax: 200 })).toEqual({
    Weight: 'RANGE_INVERTED',
  });
  expect(rangeErrors({ Origin: 'lab', WeightMin: 1 })).toEqual({});
});
