import { KEYWORD_MAX, METALS, SHAPES } from '@facet/contract';
import type { SettingFilters, SettingSort } from './airflare-api';
import { paths } from '../../shared/routing/paths';
import { parseDecimal } from '../../shared/format/decimal-text';

/** What a buyer narrows the ring settings by (prices in USD for the whole setting). */
export type AirflareFilters = SettingFilters;

export const AIRFLARE_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type AirflareSort = (typeof AIRFLARE_SORTS)[number];

export const SORT_SPECS: Record<AirflareSort, SettingSort> = {
  newest: { Field: 'CreatedAt', Order: 'desc' },
  'price-asc': { Field: 'Price', Order: 'asc' },
  'price-desc': { Field: 'Price', Order: 'desc' },
};

/** The filters without empty values, so equal filters make equal query keys and links. */
export function compactAirflareFilters(filters: AirflareFilters): AirflareFilters {
  const compact: AirflareFilters = {};
  const keyword = filters.Keyword?.trim().slice(0, KEYWORD_MAX);
  if (keyword) compact.Keyword = keyword;
  if (filters.Series?.length) compact.Series = [...filters.Series];
  if (filters.Metal?.length) compact.Metal = [...filters.Metal];
  if (filters.CenterShape?.length) compact.CenterShape = [...filters.CenterShape];
  if (filters.PriceMin != null) compact.PriceMin = filters.PriceMin;
  if (filters.PriceMax != null) compact.PriceMax = filters.PriceMax;
  return compact;
}

/** A price range the server would refuse (RANGE_INVERTED), to say so before asking. */
export const priceRangeInverted = ({ PriceMin, PriceMax }: AirflareFilters) =>
  PriceMin != null && PriceMax != null && PriceMin > PriceMax;

/** How many filters narrow the list; a price range counts once. */
export function activeAirflareFilterCount(filters: AirflareFilters): number {
  const { Keyword, Series, Metal, CenterShape, PriceMin, PriceMax } =
    compactAirflareFilters(filters);
  return [Keyword, Series, Metal, CenterShape, PriceMin ?? PriceMax].filter((v) => v != null)
    .length;
}

/** Adds a value to an "any of" filter, or takes it out. */
export function toggled<T extends string>(values: readonly T[] | undefined, value: T): T[] {
  const current = values ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

const PARAM = {
  keyword: 'keyword',
  series: 'series',
  metal: 'metal',
  shape: 'shape',
  min: 'min',
  max: 'max',
  sort: 'sort',
} as const;

const priceParam = (text: string | null) => {
  const value = text === null ? undefined : parseDecimal(text);
  return value != null && value >= 0 ? value : undefined;
};

const oneOf = <T extends string>(list: readonly T[], values: string[]) =>
  values.filter((value): value is T => (list as readonly string[]).includes(value));

/** The filters of a result-page link; values the shop does not know are left out. */
export function decodeAirflareSearch(search: URLSearchParams): {
  filters: AirflareFilters;
  sort: AirflareSort;
} {
  const sort = search.get(PARAM.sort);
  return {
    filters: compactAirflareFilters({
      Keyword: search.get(PARAM.keyword) ?? undefined,
      Series: search.getAll(PARAM.series).filter(Boolean),
      Metal: oneOf(METALS, search.getAll(PARAM.metal)),
      CenterShape: oneOf(SHAPES, search.getAll(PARAM.shape)),
      PriceMin: priceParam(search.get(PARAM.min)),
      PriceMax: priceParam(search.get(PARAM.max)),
    }),
    sort: (AIRFLARE_SORTS as readonly (string | null)[]).includes(sort)
      ? (sort as AirflareSort)
      : 'newest',
  };
}

export function encodeAirflareSearch(filters: AirflareFilters, sort: AirflareSort = 'newest') {
  const compact = compactAirflareFilters(filters);
  const search = new URLSearchParams();
  if (compact.Keyword) search.set(PARAM.keyword, compact.Keyword);
  compact.Series?.forEach((series) => search.append(PARAM.series, series));
  compact.Metal?.forEach((metal) => search.append(PARAM.metal, metal));
  compact.CenterShape?.forEach((shape) => search.append(PARAM.shape, shape));
  if (compact.PriceMin != null) search.set(PARAM.min, String(compact.PriceMin));
  if (compact.PriceMax != null) search.set(PARAM.max, String(compact.PriceMax));
  if (sort !== 'newest') search.set(PARAM.sort, sort);
  return search;
}

export const airflareResultPath = (filters: AirflareFilters, sort?: AirflareSort) => {
  const search = encodeAirflareSearch(filters, sort).toString();
  return search ? `${paths.airflareResult}?${search}` : paths.airflareResult;
};

export const settingDetailsPath = (id: number) => `${paths.productDetails}?setting=${id}`;
