import {
  checkFilter,
  FANCY_ORIGINS,
  SORT_FIELDS,
  type MessageKey,
  type SortField,
} from '@facet/contract';
import { categoryPath } from './categories';
import { paths } from '../../shared/routing/paths';
import type { CatalogueFilters, RangeName } from './category-filters';
import { DEFAULT_SORT, compactFilters, type GoodsSort } from './filter-state';
import type { QueryCategory } from './query-calls';

// From the contract itself, not through category-filters.ts: the HTML's first-page script
// (src/boot) reads addresses with this module and must not bring the filters' sections along.
const isOrigin = (value: unknown): value is CatalogueFilters['Origin'] =>
  (FANCY_ORIGINS as readonly unknown[]).includes(value);

/**
 * Filters from outside the app (a URL someone shared, an older version's storage): whatever
 * the contract accepts, or nothing when any of it is not.
 */
export function parseFilters(value: unknown): CatalogueFilters | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { Origin, ...rest } = value as Record<string, unknown>;
  if (Origin !== undefined && !isOrigin(Origin)) return null;
  // The contract's rules (what the server will accept), without zod on the first screen.
  const checked = checkFilter(rest);
  if (checked.issues.length > 0) return null;
  return compactFilters({ ...(checked.data as CatalogueFilters), ...(Origin ? { Origin } : {}) });
}

/** Bounds the server would refuse (a maximum below its minimum), by range, as catalogue keys. */
export function rangeErrors(filters: CatalogueFilters): Partial<Record<RangeName, MessageKey>> {
  const { Origin: _origin, ...rest } = filters;
  const errors: Partial<Record<RangeName, MessageKey>> = {};
  for (const issue of checkFilter(rest).issues) {
    const name = issue.path.replace(/(Min|Max)$/, '') as RangeName;
    if (issue.path !== name) errors[name] ??= issue.message;
  }
  return errors;
}

export const encodeFilters = (filters: CatalogueFilters) => JSON.stringify(compactFilters(filters));

export function decodeFilters(text: string | null): CatalogueFilters | null {
  if (!text) return null;
  try {
    return parseFilters(JSON.parse(text));
  } catch {
    return null;
  }
}

export const encodeSort = (sort: GoodsSort) => `${sort.Field}.${sort.Order}`;

export function decodeSort(text: string | null): GoodsSort {
  const [field, order] = (text ?? '').split('.');
  const known = (SORT_FIELDS as readonly string[]).includes(field ?? '');
  if (!known || (order !== 'asc' && order !== 'desc')) return DEFAULT_SORT;
  return { Field: field as SortField, Order: order };
}

/** The result list of a search: filters and sort travel in the URL, so a reload finds them. */
export function resultListPath(
  category: QueryCategory,
  filters: CatalogueFilters,
  sort?: GoodsSort,
) {
  const search = new URLSearchParams({ category, q: encodeFilters(filters) });
  if (sort) search.set('sort', encodeSort(sort));
  return `${paths.diamondResultList}?${search.toString()}`;
}

/** A category's query page, opened on these filters. */
export function queryPagePath(category: QueryCategory, filters?: CatalogueFilters) {
  const page = categoryPath(category);
  return filters
    ? `${page}&${new URLSearchParams({ q: encodeFilters(filters) }).toString()}`
    : page;
}
