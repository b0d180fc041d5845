import type { Category, FavouriteUpdateBody, Goods, GoodsPage } from '@facet/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryClient } from '../../shared/transport/query-client';
import {
  CATEGORY_CONFIG,
  isQueryCategory,
  type CatalogueFilters,
  type QueryCategory,
} from './category-filters';
import {
  bodyFor as askableBody,
  compactFilters,
  defaultFilters,
  type GoodsSort,
} from './filter-state';
import { decodeFilters, decodeSort } from './filter-url';
import { GOODS_PAGE_SIZE } from './query-calls';
import { isGoodsId } from './detail-call';
import { sessionStore } from '../accounts';
import { withRates } from '../currencies';
import { goodsDetailQuery, goodsScope } from './goods-detail';
import { calls } from '../../shared/transport/http';
import { saved } from '../../shared/transport/saved';
import { staleWhenSaved } from '../../shared/transport/saved-copies';

const owner = () => sessionStore.get()?.UserId ?? 0;

/** A category query's body as the signed-in buyer may send it (filter-state.ts). */
const bodyFor = (
  category: QueryCategory,
  filters: CatalogueFilters,
  page: { PageIndex: number; PageSize: number },
  sort?: GoodsSort,
) => askableBody(category, filters, page, sort, sessionStore.get());

export { GOODS_PAGE_SIZE };
/** How long a list from the server is taken as current (the query client's default). */
const LIST_FRESH_MS = 30_000;

/** Every goods query's key (all under `goods`, see `goods-detail.ts`). */
export const goodsKeys = {
  ...goodsScope,
  list: (category: QueryCategory, filters: CatalogueFilters, sort: GoodsSort) =>
    [...goodsScope.all, 'list', category, compactFilters(filters), sort] as const,
  count: (category: QueryCategory, filters: CatalogueFilters) =>
    [...goodsScope.all, 'count', category, compactFilters(filters)] as const,
  favouritesAll: [...goodsScope.all, 'favourites'] as const,
  favourites: (category?: Category) =>
    [...goodsScope.all, 'favourites', category ?? 'all'] as const,
  search: (keyword: string) => [...goodsScope.all, 'search', keyword] as const,
};

type Paged = Pick<GoodsPage, 'PageIndex' | 'PageSize' | 'Total'>;
const nextPageOf = (page: Paged) =>
  page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined;

/** The live "N results" of a query page: the same call for one row, only its Total read. */
export function useGoodsCount(
  category: QueryCategory,
  filters: CatalogueFilters,
  enabled: boolean,
) {
  return useQuery({
    queryKey: goodsKeys.count(category, filters),
    queryFn: async ({ signal }) => {
      const body = bodyFor(category, filters, { PageIndex: 1, PageSize: 1 });
      const page = await calls.post(CATEGORY_CONFIG[category].call, body, {
        signal,
        // The page keeps its filters valid; a refusal shows as a missing count, not a toast.
        quiet: true,
      });
      // The facets (per colour, clarity and shape) come when the server's stock index answers.
      return { total: page.Total, facets: page.Facets };
    },
    enabled,
    // The last count stays on the button while the next one loads: no flicker, no jump.
    placeholderData: keepPreviousData,
  });
}

/** A result list's pages: what the page shows, and what opening the app on it asks for first. */
const goodsListQuery = (category: QueryCategory, filters: CatalogueFilters, sort: GoodsSort) =>
  infiniteQueryOptions({
    queryKey: goodsKeys.list(category, filters, sort),
    queryFn: ({ pageParam, signal, queryKey }) =>
      withRates(
        saved.networkFirst(
          { owner: owner(), kind: 'results', list: JSON.stringify(queryKey), page: pageParam },
          () =>
            calls.post(
              CATEGORY_CONFIG[category].call,
              bodyFor(category, filters, { PageIndex: pageParam, PageSize: GOODS_PAGE_SIZE }, sort), // prettier-ignore
              { signal },
            ),
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleWhenSaved(LIST_FRESH_MS),
  });

export const useGoodsList = (category: QueryCategory, filters: CatalogueFilters, sort: GoodsSort) =>
  useInfiniteQuery(goodsListQuery(category, filters, sort));

/**
 * When the app opens on a result list, its first page is asked for beside the page's code
 * rather than after the page has drawn (the rows are the largest thing on the screen). The
 * address is read as the page reads it, so the page finds the answer under its own key.
 */
export function prefetchGoodsList(search: URLSearchParams) {
  const category = search.get('category');
  if (!isQueryCategory(category) || !sessionStore.get()) return;
  const filters = decodeFilters(search.get('q')) ?? defaultFilters(category);
  void queryClient.prefetchInfiniteQuery(
    goodsListQuery(category, filters, decodeSort(search.get('sort'))),
  );
}

/** One good; shown at once from any list that already holds it while the full record loads. */
export function useGoodsDetail(id: number) {
  const queryClient = useQueryClient();
  return useQuery<Goods>({
    ...goodsDetailQuery(id),
    placeholderData: () => cachedGoods(queryClient, id),
    enabled: isGoodsId(id),
  });
}

export function useFavourites(category?: Category) {
  return useInfiniteQuery({
    queryKey: goodsKeys.favourites(category),
    queryFn: ({ pageParam, signal, queryKey }) =>
      withRates(
        saved.networkFirst(
          { owner: owner(), kind: 'favourites', list: JSON.stringify(queryKey), page: pageParam },
          () =>
            calls.post(
              'Wholesaler_Collect_New/List',
              {
                PageIndex: pageParam,
                PageSize: GOODS_PAGE_SIZE,
                ...(category ? { Category: category } : {}),
              },
              { signal },
            ),
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: staleWhenSaved(LIST_FRESH_MS),
  });
}

/** Goods and ring settings a keyword finds; both lists page together. */
export function useCatalogueSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: goodsKeys.search(keyword),
    queryFn: ({ pageParam, signal }) =>
      withRates(
        calls.post(
          'Search/Query',
          { Keyword: keyword, PageIndex: pageParam, PageSize: GOODS_PAGE_SIZE },
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.Goods) ?? nextPageOf(last.Settings),
    enabled: keyword.trim() !== '',
  });
}

/**
 * Adds a good to the favourites or takes it out. The heart turns at once in every list and
 * detail that shows the good, and turns back if the server refuses.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in the order tapped: the last tap is what the server keeps.
    scope: { id: 'favourites' },
    mutationFn: ({ goods, collect }: { goods: Goods; collect: boolean }) =>
      calls.put('Wholesaler_Collect_New/Update', {
        GoodsId: goods.Id,
        Collect: collect,
      } satisfies FavouriteUpdateBody),
    onMutate: ({ goods, collect }) => markCollected(queryClient, goods.Id, collect),
    onError: (_error, { goods, collect }) => markCollected(queryClient, goods.Id, !collect),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.favouritesAll }),
  });
}

/** The containers goods sit in within cached data: pages, a page's List, a search's Goods. */
const CONTAINERS = ['pages', 'List', 'Goods'] as const;

const isGoods = (value: Record<string, unknown>, id: number) =>
  value.Id === id && 'IsCollected' in value;

function withCollected(value: unknown, id: number, collected: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => withCollected(item, id, collected));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (isGoods(record, id)) return { ...record, IsCollected: collected };
  const next = { ...record };
  for (const key of CONTAINERS) {
    if (key in record) next[key] = withCollected(record[key], id, collected);
  }
  return next;
}

function findGoods(value: unknown, id: number): Goods | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findGoods(item, id);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (isGoods(record, id)) return record as Goods;
  for (const key of CONTAINERS) {
    const found = key in record ? findGoods(record[key], id) : undefined;
    if (found) return found;
  }
  return undefined;
}

function markCollected(queryClient: QueryClient, id: number, collected: boolean) {
  queryClient.setQueriesData({ queryKey: goodsKeys.all }, (data: unknown) =>
    data === undefined ? data : withCollected(data, id, collected),
  );
}

function cachedGoods(queryClient: QueryClient, id: number): Goods | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: goodsKeys.all })) {
    const found = findGoods(data, id);
    if (found) return found;
  }
  return undefined;
}
