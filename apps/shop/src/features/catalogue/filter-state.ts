import type {
  FancyOrigin,
  FancyQueryBody,
  GoodsQueryBody,
  SortField,
  SortSpec,
} from '@facet/contract';
import type { CatalogueFilters, RangeName } from './category-filters';
import { DEFAULT_SORT, QUERY_CALLS, type QueryCategory } from './query-calls';

/**
 * A colour or clarity range in one gesture: the first tap picks a grade, a second tap on
 * another grade selects every grade between the two, and a tap on a picked grade or on a
 * completed range clears it. Grades come back in the scale's order (best first).
 */
export function toggleGradeRange<G extends string>(
  scale: readonly G[],
  selected: readonly G[] | undefined,
  grade: G,
): G[] {
  const picked = selected ?? [];
  if (picked.length === 0) return [grade];
  if (picked.length > 1 || picked[0] === grade) return [];
  const from = scale.indexOf(picked[0]!);
  const to = scale.indexOf(grade);
  if (from < 0 || to < 0) return [grade];
  return scale.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** Adds a value to an "any of" filter, or takes it out. */
export function toggleChoice<T extends string>(selected: readonly T[] | undefined, value: T): T[] {
  const picked = selected ?? [];
  return picked.includes(value) ? picked.filter((v) => v !== value) : [...picked, value];
}

export const rangeKeys = (name: RangeName) =>
  [`${name}Min`, `${name}Max`] as const satisfies readonly (keyof CatalogueFilters)[];

/** The slider stop a bound sits at: a minimum at or below it, a maximum at or above it. */
export function stopIndex(stops: readonly number[], value: number | undefined, end: 'min' | 'max') {
  const last = stops.length - 1;
  if (value == null) return end === 'min' ? 0 : last;
  if (end === 'min') {
    let index = 0;
    while (index < last && stops[index + 1]! <= value) index += 1;
    return index;
  }
  let index = last;
  while (index > 0 && stops[index - 1]! >= value) index -= 1;
  return index;
}

/** The bound a slider stop stands for: the first stop is no minimum, the last no maximum. */
export function stopValue(stops: readonly number[], index: number, end: 'min' | 'max') {
  if (end === 'min' && index <= 0) return undefined;
  if (end === 'max' && index >= stops.length - 1) return undefined;
  return stops[index];
}

type FilterValue = CatalogueFilters[keyof CatalogueFilters];

const isEmpty = (value: FilterValue) =>
  value === undefined || value === false || (Array.isArray(value) && value.length === 0);

/** The filters without empty lists and unset bounds: stable for URLs, storage and cache keys. */
export function compactFilters(filters: CatalogueFilters): CatalogueFilters {
  const entries = Object.entries(filters).filter(([, value]) => !isEmpty(value as FilterValue));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as CatalogueFilters;
}

/** A fancy page starts on its own origin; every other page with nothing picked. */
export const defaultFilters = (category: QueryCategory): CatalogueFilters => {
  const { origin } = QUERY_CALLS[category] as { origin?: FancyOrigin };
  return origin ? { Origin: origin } : {};
};

/** How many filters differ from the page's defaults (a range counts once). */
export function activeFilterCount(category: QueryCategory, filters: CatalogueFilters): number {
  const defaults = defaultFilters(category);
  const names = new Set<string>();
  for (const [key, value] of Object.entries(compactFilters(filters))) {
    if (key === 'Origin' && value === defaults.Origin) continue;
    names.add(key.replace(/(Min|Max)$/, ''));
  }
  return names.size;
}

export type GoodsSort = SortSpec;

export { DEFAULT_SORT };

/** The direction a sort starts in when first chosen: what a buyer most often wants first. */
const FIRST_ORDER: Record<SortField, GoodsSort['Order']> = {
  CreatedAt: 'desc',
  Price: 'asc',
  PricePerCarat: 'asc',
  Weight: 'desc',
  // Grades rank best first, so ascending starts at D and FL.
  Color: 'asc',
  Clarity: 'asc',
  // Discounts are negative: ascending starts at the deepest.
  Discount: 'asc',
};

/** Tapping the current sort turns it round; tapping another starts it in its usual direction. */
export function nextSort(current: GoodsSort, field: SortField): GoodsSort {
  if (current.Field === field) {
    return { Field: field, Order: current.Order === 'asc' ? 'desc' : 'asc' };
  }
  return { Field: field, Order: FIRST_ORDER[field] };
}

type Page = { PageIndex: number; PageSize: number };

/** Sorts that read a stone's price. */
export const PRICE_SORTS: readonly SortField[] = ['Price', 'PricePerCarat', 'Discount'];

/**
 * The filters and sort a buyer who may not see prices yet can ask with (`BUYER_APPROVAL=
 * browse`): no price range and no sort by price — the server refuses both, as they would tell
 * the price. A link shared by an approved buyer still opens, on the rest of its filters.
 */
export function withoutPriceQuestions<S extends GoodsSort | undefined>(
  filters: CatalogueFilters,
  sort: S,
): { filters: CatalogueFilters; sort: S } {
  const { PriceMin: _min, PriceMax: _max, ...rest } = filters;
  const priced = sort !== undefined && PRICE_SORTS.includes(sort.Field);
  return { filters: rest, sort: (priced ? DEFAULT_SORT : sort) as S };
}

/** The request body of a category's query call; only fancy calls take an origin. */
export function queryBody(
  category: QueryCategory,
  filters: CatalogueFilters,
  page: Page,
  sort?: GoodsSort,
): GoodsQueryBody | FancyQueryBody {
  const { Origin, ...rest } = compactFilters(filters);
  const body: GoodsQueryBody = { ...rest, ...page, ...(sort ? { Sort: sort } : {}) };
  return 'origin' in QUERY_CALLS[category] ? { ...body, ...(Origin ? { Origin } : {}) } : body;
}

/**
 * A category query's body as this buyer may send it: before their company is approved
 * (`BUYER_APPROVAL=browse`, `SeesPrices: false`) without a price range or a sort by price,
 * which the server refuses. The result list sends it (api.ts), and so does the HTML's
 * first-page script for the list's first page (src/boot), with the stored session.
 */
export function bodyFor(
  category: QueryCategory,
  filters: CatalogueFilters,
  page: Page,
  sort: GoodsSort | undefined,
  buyer: { SeesPrices?: boolean } | null,
) {
  if (buyer?.SeesPrices !== false) return queryBody(category, filters, page, sort);
  const askable = withoutPriceQuestions(filters, sort);
  return queryBody(category, askable.filters, page, askable.sort);
}
