import {
  labelOf,
  parseLocale,
  translate,
  type Locale,
  type StoreCategory,
  type StoreEnquiryBody,
  type StoreGoods,
  type StoreGoodsPage,
  type StoreInfo,
  type StoreQueryBody,
} from '@facet/contract';
import { infiniteQueryOptions, QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, createApiClient } from '../../../shared/transport/client';
import { toast } from '../../../shared/ui/toast';
import { formatCarats } from '../../../shared/format/format';
import { i18n } from '../../../i18n/i18n';

/** The reader's language; until the texts have loaded, the page's (the store's, from the server). */
const storeLocale = () => parseLocale(i18n.language || document.documentElement.lang);

/**
 * The storefront's own calls, typed from the contract's call table like the shop's: they never
 * send the shop's session (a buyer who opens a jeweller's store on the same phone stays
 * anonymous there), and the storefront asks only the `Store/*` calls.
 */
export const storeCalls = createApiClient({
  getToken: () => undefined,
  getLocale: storeLocale,
  notify: (content, duration) => toast({ content, duration }),
  onUnauthorized: () => undefined,
  fallbackText: (kind) => {
    switch (kind) {
      case 'network':
        return i18n.t('errors.network');
      case 'timeout':
        return i18n.t('errors.timeout');
      default:
        return translate(storeLocale(), 'UNKNOWN');
    }
  },
});

type StoreSort = NonNullable<StoreQueryBody['Sort']>;

/**
 * What a customer filters by: the shop's chips and ranges the storefront offers, as the store's
 * query call takes them.
 */
export type StoreFilters = Pick<
  StoreQueryBody,
  'Shape' | 'WeightMin' | 'WeightMax' | 'Color' | 'Clarity' | 'FancyColor' | 'Intensity' | 'Sort'
>;

/** The orders a customer may list stones in: newest first unless they choose. */
export const STORE_SORTS = {
  newest: { Field: 'CreatedAt', Order: 'desc' },
  priceAsc: { Field: 'Price', Order: 'asc' },
  priceDesc: { Field: 'Price', Order: 'desc' },
  weightAsc: { Field: 'Weight', Order: 'asc' },
  weightDesc: { Field: 'Weight', Order: 'desc' },
} as const satisfies Record<string, StoreSort>;
export type StoreSortName = keyof typeof STORE_SORTS;

export const STORE_PAGE_SIZE = 20;

export const storeApi = {
  info: (slug: string) => storeCalls.get('Store/Info', { Slug: slug }, { quiet: true }),
  query: (
    slug: string,
    category: StoreCategory,
    filters: StoreFilters,
    pageIndex: number,
    signal?: AbortSignal,
    background = false,
  ) =>
    storeCalls.post(
      'Store/Query',
      {
        Slug: slug,
        Category: category,
        PageIndex: pageIndex,
        PageSize: STORE_PAGE_SIZE,
        ...filters,
        Sort: filters.Sort ?? STORE_SORTS.newest,
      },
      { signal, background },
    ),
  detail: (slug: string, ref: string, background = false) =>
    storeCalls.post('Store/Detail', { Slug: slug, Ref: ref }, { quiet: true, background }),
  enquiry: (body: StoreEnquiryBody) => storeCalls.post('Store/Enquiry', body, { quiet: true }),
};

/** The store's calls as the pages ask them (and the first screen asks them ahead). */
export const storeQueries = {
  list: (slug: string, category: StoreCategory, filters: StoreFilters, background = false) =>
    infiniteQueryOptions({
      queryKey: ['store', slug, 'query', category, filters],
      queryFn: ({ pageParam, signal }) =>
        storeApi.query(slug, category, filters, pageParam, signal, background),
      initialPageParam: 1,
      getNextPageParam: (last: StoreGoodsPage, pages: StoreGoodsPage[]) =>
        pages.reduce((shown, page) => shown + page.List.length, 0) < last.Total
          ? pages.length + 1
          : undefined,
    }),
  stone: (slug: string, ref: string, background = false) =>
    queryOptions({
      queryKey: ['store', slug, 'stone', ref],
      queryFn: () => storeApi.detail(slug, ref, background),
      // A stone that left the store stays gone; a lost connection is tried once more.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.Status === 404) && failures < 1,
    }),
};

/** The storefront's own cache: nothing of the shop's is read or kept beside it. */
export const storeQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

/**
 * The first screen's stones, asked for while the code and texts of the page still load: the
 * store's list (its first category, or the one in the address) or the stone the link opens.
 * Asked quietly: a failure is the page's to show, once the texts are there.
 */
export function prefetchFirstScreen(slug: string, info: StoreInfo, hash: string): QueryClient {
  const queries = storeQueryClient();
  const [route = '', search] = hash.replace(/^#/, '').split('?');
  const stone = /^\/stone\/([^/]+)$/.exec(route);
  if (stone) {
    void queries.prefetchQuery(storeQueries.stone(slug, stone[1]!, true));
  } else if (route === '' || route === '/') {
    const asked = new URLSearchParams(search).get('category') as StoreCategory | null;
    const category = asked && info.Categories.includes(asked) ? asked : info.Categories[0];
    if (category) {
      void queries.prefetchInfiniteQuery(storeQueries.list(slug, category, {}, true));
    }
  }
  return queries;
}

const isFancy = (stone: StoreGoods) =>
  stone.Category === 'natural-fancy' || stone.Category === 'lab-fancy';

/** "Round 1.01 ct G VS1", or for a fancy "Round 1.01 ct Fancy Intense Yellow". */
export function stoneTitle(stone: StoreGoods, locale: Locale): string {
  const label = (group: Parameters<typeof labelOf>[1], value: string | null) =>
    value ? labelOf(locale, group, value) : null;
  const grades = isFancy(stone)
    ? [label('Intensity', stone.Intensity), label('FancyColor', stone.FancyColor)]
    : [stone.Color, stone.Clarity];
  return [label('Shape', stone.Shape), formatCarats(locale, stone.Weight), ...grades]
    .filter(Boolean)
    .join(' ');
}
