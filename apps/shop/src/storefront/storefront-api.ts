import {
  labelOf,
  translate,
  type Locale,
  type StoreCategory,
  type StoreEnquiryBody,
  type StoreEnquirySent,
  type StoreGoods,
  type StoreGoodsPage,
  type StoreInfo,
} from '@facet/contract';
import { createApiClient } from '../api/client';
import { toast } from '../components/toast';
import { formatCarats } from '../catalogue/format';
import { currentLocale, i18n } from '../i18n/i18n';

/**
 * The storefront's own client: it never sends the shop's session (a buyer who opens a
 * jeweller's store on the same phone stays anonymous there) and calls only `/api/Store/*`.
 */
export const storeHttp = createApiClient({
  getToken: () => undefined,
  getLocale: currentLocale,
  notify: (content, duration) => toast({ content, duration }),
  onUnauthorized: () => undefined,
  fallbackText: (kind) => {
    switch (kind) {
      case 'network':
        return i18n.t('errors.network');
      case 'timeout':
        return i18n.t('errors.timeout');
      default:
        return translate(currentLocale(), 'UNKNOWN');
    }
  },
});

/** What a customer filters by: the shop's chips and ranges the storefront offers. */
export type StoreFilters = {
  Shape?: string[];
  WeightMin?: number;
  WeightMax?: number;
  Color?: string[];
  Clarity?: string[];
};

export const STORE_PAGE_SIZE = 20;

export const storeApi = {
  info: (slug: string) =>
    storeHttp.get<StoreInfo>('/api/Store/Info', { query: { Slug: slug }, quiet: true }),
  query: (
    slug: string,
    category: StoreCategory,
    filters: StoreFilters,
    pageIndex: number,
    signal?: AbortSignal,
  ) =>
    storeHttp.post<StoreGoodsPage>(
      '/api/Store/Query',
      {
        Slug: slug,
        Category: category,
        PageIndex: pageIndex,
        PageSize: STORE_PAGE_SIZE,
        ...filters,
        Sort: { Field: 'CreatedAt', Order: 'desc' },
      },
      { signal },
    ),
  detail: (slug: string, ref: string) =>
    storeHttp.post<StoreGoods>('/api/Store/Detail', { Slug: slug, Ref: ref }, { quiet: true }),
  enquiry: (body: StoreEnquiryBody) =>
    storeHttp.post<StoreEnquirySent>('/api/Store/Enquiry', body, { quiet: true }),
};

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
