import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  addressChanges,
  hasFilters,
  normalFilters,
  paramsOf,
  queryBodyOf,
  viewFromParams,
  type InventoryView,
} from './inventory-view';

const view = (search: string) => viewFromParams(new URLSearchParams(search));

describe('the inventory view in the address', () => {
  it('round-trips every filter, the page, its size and the sort', () => {
    const full: InventoryView = {
      filters: {
        Keyword: 'NW00',
        Market: 'off',
        Category: ['natural-white', 'lab-white'],
        Shape: ['round', 'oval'],
        Color: ['D', 'E'],
        Clarity: ['VS1'],
        WeightMin: 0.5,
        WeightMax: 1.25,
      },
      page: 3,
      pageSize: 50,
      sort: { Field: 'Price', Order: 'desc' },
    };
    expect(viewFromParams(paramsOf(full))).toEqual(full);
  });

  it('writes nothing for the defaults', () => {
    expect(paramsOf({ filters: EMPTY_FILTERS, page: 1, pageSize: 20 }).toString()).toBe('');
    expect(view('')).toEqual({
      filters: normalFilters({}),
      page: 1,
      pageSize: 20,
      sort: undefined,
    });
  });

  it.each([
    ['Category=jewellery', 'Category'],
    ['Color=Q%2B', 'Color'],
    ['Shape=round,blob', 'Shape'],
    ['WeightMin=-1', 'WeightMin'],
    ['WeightMax=heavy', 'WeightMax'],
    ['Market=sold', 'Market'],
  ] as const)('drops what the contract refuses: %s', (search, field) => {
    const { filters } = view(search);
    expect(filters[field]).toEqual(field === 'Market' ? 'all' : undefined);
  });

  it('falls back to a page size it offers and ignores a sort it does not know', () => {
    expect(view('Size=37&Page=0&Sort=Name.up')).toMatchObject({
      page: 1,
      pageSize: 20,
      sort: undefined,
    });
    expect(view('Sort=Clarity.asc').sort).toEqual({ Field: 'Clarity', Order: 'asc' });
  });

  it('turns blank form values into no filter', () => {
    expect(
      normalFilters({
        Keyword: '   ',
        Category: [],
        Market: null,
        Shape: null,
        WeightMin: null,
        WeightMax: 2,
      }),
    ).toEqual({ ...EMPTY_FILTERS, WeightMax: 2 });
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ Market: 'on' })).toBe(true);
    expect(hasFilters({ Market: 'all', Color: ['D'] })).toBe(true);
  });

  it('writes into the form only the fields the address changed', () => {
    // "Clear filters" while a keyword is being typed: the category goes, the keyword field stays.
    const narrowed = { Market: 'all', Category: ['natural-white'] } as const;
    expect(
      addressChanges({ ...narrowed, Category: [...narrowed.Category] }, EMPTY_FILTERS),
    ).toEqual({ Category: [] });
    // The back button to a keyword and a weight: both written, cleared numbers as null.
    expect(
      addressChanges(
        { Market: 'off', WeightMin: 1 },
        { Market: 'off', Keyword: 'NW1', WeightMax: 2 },
      ),
    ).toEqual({ Keyword: 'NW1', WeightMin: null, WeightMax: 2 });
    expect(addressChanges(EMPTY_FILTERS, { Market: 'all' })).toEqual({});
  });

  it('asks the server for the page in view', () => {
    expect(
      queryBodyOf({ filters: { Market: 'on', Keyword: 'LG1' }, page: 2, pageSize: 50 }),
    ).toEqual({ Market: 'on', Keyword: 'LG1', PageIndex: 2, PageSize: 50, Sort: undefined });
  });
});
