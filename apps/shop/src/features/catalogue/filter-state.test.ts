import { CLARITIES, COLORS } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import type { CatalogueFilters } from './category-filters';
import {
  withoutPriceQuestions,
  activeFilterCount,
  compactFilters,
  nextSort,
  queryBody,
  stopIndex,
  stopValue,
  toggleChoice,
  toggleGradeRange,
} from './filter-state';

describe('a grade range in one gesture', () => {
  it('picks a grade, then every grade up to the second tap, then clears', () => {
    const first = toggleGradeRange(COLORS, [], 'D');
    expect(first).toEqual(['D']);
    const range = toggleGradeRange(COLORS, first, 'H');
    expect(range).toEqual(['D', 'E', 'F', 'G', 'H']);
    expect(toggleGradeRange(COLORS, range, 'K')).toEqual([]);
  });

  it('keeps the scale order whichever end is tapped first', () => {
    expect(toggleGradeRange(CLARITIES, ['SI1'], 'VVS2')).toEqual(['VVS2', 'VS1', 'VS2', 'SI1']);
  });

  it('clears a single grade tapped again', () => {
    expect(toggleGradeRange(COLORS, ['G'], 'G')).toEqual([]);
  });
});

it('toggles an "any of" choice', () => {
  expect(toggleChoice(undefined, 'GIA')).toEqual(['GIA']);
  expect(toggleChoice(['GIA', 'IGI'], 'GIA')).toEqual(['IGI']);
});

describe('slider stops', () => {
  const stops = [0, 0.3, 0.5, 1, 2, 10];

  it('places a bound at the stop below a minimum and above a maximum', () => {
    expect(stopIndex(stops, undefined, 'min')).toBe(0);
    expect(stopIndex(stops, undefined, 'max')).toBe(5);
    expect(stopIndex(stops, 0.55, 'min')).toBe(2);
    expect(stopIndex(stops, 0.55, 'max')).toBe(3);
    expect(stopIndex(stops, 1, 'max')).toBe(3);
    expect(stopIndex(stops, 50, 'min')).toBe(5);
  });

  it('reads the first stop as no minimum and the last as no maximum', () => {
    expect(stopValue(stops, 0, 'min')).toBeUndefined();
    expect(stopValue(stops, 5, 'max')).toBeUndefined();
    expect(stopValue(stops, 2, 'min')).toBe(0.5);
    expect(stopValue(stops, 5, 'min')).toBe(10);
  });
});

it('drops empty filters and orders the rest, for stable keys and URLs', () => {
  expect(
    compactFilters({
      Shape: [],
      WeightMin: 0.5,
      Color: ['D'],
      HasImage: false,
      WeightMax: undefined,
    }),
  ).toEqual({ Color: ['D'], WeightMin: 0.5 });
  expect(JSON.stringify(compactFilters({ WeightMin: 1, Color: ['D'] }))).toBe(
    JSON.stringify(compactFilters({ Color: ['D'], WeightMin: 1 })),
  );
});

it('counts a range once and a fancy page’s own origin not at all', () => {
  expect(
    activeFilterCount('natural-white', { WeightMin: 0.5, WeightMax: 1, Shape: ['round'] }),
  ).toBe(2);
  expect(activeFilterCount('natural-fancy', { Origin: 'natural' })).toBe(0);
  expect(activeFilterCount('natural-fancy', { Origin: 'lab' })).toBe(1);
});

describe('sorting', () => {
  it('starts a field in its usual direction and turns the current one round', () => {
    const byPrice = nextSort({ Field: 'CreatedAt', Order: 'desc' }, 'Price');
    expect(byPrice).toEqual({ Field: 'Price', Order: 'asc' });
    expect(nextSort(byPrice, 'Price')).toEqual({ Field: 'Price', Order: 'desc' });
    expect(nextSort(byPrice, 'Weight')).toEqual({ Field: 'Weight', Order: 'desc' });
  });
});

describe('the query body', () => {
  const page = { PageIndex: 2, PageSize: 20 };

  it('sends the origin only to the fancy call', () => {
    expect(queryBody('natural-fancy', { Origin: 'lab', Shape: ['oval'] }, page)).toEqual({
      Shape: ['oval'],
      Origin: 'lab',
      ...page,
    });
    expect(queryBody('natural-white', { Origin: 'lab', Shape: ['oval'] }, page)).toEqual({
      Shape: ['oval'],
      ...page,
    });
  });

  it('carries the sort when there is one', () => {
    const sort = { Field: 'Price', Order: 'asc' } as const;
    expect(queryBody('seed', { Grade: [] }, page, sort)).toEqual({ ...page, Sort: sort });
  });
});

describe('before approval (BUYER_APPROVAL=browse)', () => {
  it('a linked price range and price sort are set aside; the rest of the link stays', () => {
    const linked: CatalogueFilters = {
      Shape: ['round'],
      PriceMin: 1000,
      PriceMax: 5000,
      WeightMin: 1,
    };
    for (const Field of ['Price', 'PricePerCarat', 'Discount'] as const) {
      expect(withoutPriceQuestions(linked, { Field, Order: 'asc' })).toEqual({
        filters: { Shape: ['round'], WeightMin: 1 },
        sort: { Field: 'CreatedAt', Order: 'desc' },
      });
    }
    expect(withoutPriceQuestions(linked, { Field: 'Weight', Order: 'desc' }).sort).toEqual({
      Field: 'Weight',
      Order: 'desc',
    });
    expect(withoutPriceQuestions({}, undefined)).toEqual({ filters: {}, sort: undefined });
  });
});
