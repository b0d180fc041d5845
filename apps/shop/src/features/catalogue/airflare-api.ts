import type { AirflareQueryBody, RingSetting, RingSettingPage } from '@facet/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { sessionStore } from '../accounts';
import { calls } from '../../shared/transport/http';
import { queryKeysFactory } from '@facet/web-client';

/** Settings per page of the result list; the index previews fewer. */
export const SETTINGS_PAGE_SIZE = 20;
export const SETTINGS_PREVIEW_SIZE = 6;

/** What the settings are narrowed by; callers leave out empty values, so keys stay equal. */
export type SettingFilters = Omit<AirflareQueryBody, 'PageIndex' | 'PageSize' | 'Sort'>;
export type SettingSort = NonNullable<AirflareQueryBody['Sort']>;

const NEWEST: SettingSort = { Field: 'CreatedAt', Order: 'desc' };

/**
 * Filters and sort as this buyer may send them: before their company is approved
 * (`BUYER_APPROVAL=browse`) without a price range or a sort by price, which the server refuses.
 */
function askable(filters: SettingFilters, sort: SettingSort) {
  if (sessionStore.get()?.SeesPrices !== false) return { filters, sort };
  const { PriceMin: _min, PriceMax: _max, ...rest } = filters;
  return { filters: rest, sort: sort.Field === 'Price' ? NEWEST : sort };
}

const scope = queryKeysFactory('airflare');

export const airflareKeys = {
  ...scope,
  list: (filters: SettingFilters, sort: SettingSort) =>
    [...scope.all, 'list', filters, sort] as const,
  preview: (filters: SettingFilters) => [...scope.all, 'preview', filters] as const,
};

/**
 * The newest settings that fit the filters, with how many fit in all and every series on
 * sale: the index page's grid, count and series chips in one call.
 */
export function useAirflarePreview(filters: SettingFilters) {
  return useQuery({
    queryKey: airflareKeys.preview(filters),
    queryFn: ({ signal }) =>
      calls.post(
        'Airflare/Query',
        {
          PageIndex: 1,
          PageSize: SETTINGS_PREVIEW_SIZE,
          Sort: NEWEST,
          ...askable(filters, NEWEST).filters,
        } satisfies AirflareQueryBody,
        { signal },
      ),
    // The grid stays while the next filters load: no flash of an empty page between taps.
    placeholderData: keepPreviousData,
  });
}

export function useAirflareList(filters: SettingFilters, sort: SettingSort) {
  return useInfiniteQuery({
    queryKey: airflareKeys.list(filters, sort),
    queryFn: ({ pageParam, signal }) =>
      calls.post(
        'Airflare/Query',
        {
          PageIndex: pageParam,
          PageSize: SETTINGS_PAGE_SIZE,
          Sort: askable(filters, sort).sort,
          ...askable(filters, sort).filters,
        } satisfies AirflareQueryBody,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
  });
}

/** One setting; shown at once from a list that holds it while the full record loads. */
export function useRingSetting(id: number) {
  const queryClient = useQueryClient();
  return useQuery<RingSetting>({
    queryKey: airflareKeys.detail(id),
    queryFn: ({ signal }) => calls.post('Airflare/Detail', { Id: id }, { signal, quiet: true }),
    placeholderData: () => cachedSetting(queryClient, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function cachedSetting(queryClient: QueryClient, id: number): RingSetting | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: scope.all })) {
    const pages: unknown[] =
      data && typeof data === 'object' && 'pages' in data ? (data.pages as unknown[]) : [data];
    for (const page of pages) {
      const found = (page as RingSettingPage | undefined)?.List?.find((s) => s.Id === id);
      if (found) return found;
    }
  }
  return undefined;
}
