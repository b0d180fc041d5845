import type { CertificateQueryBody, ListPriceBody, ParcelMatchBody } from '@facet/contract';
import {
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { GOODS_PAGE_SIZE, goodsKeys } from './api';
import { calls } from '../../shared/transport/http';

/**
 * The trader's tools: certificate enquiry, parcel matching and the list-price grid. Their
 * goods sit under the catalogue's `goods` keys, so a favourite marked anywhere shows here too.
 */
export const toolKeys = {
  certificate: (body: CertificateQueryBody) =>
    [...goodsKeys.all, 'certificate', body.CertificateNo, body.Lab ?? 'any'] as const,
  parcelMatch: (body: ParcelMatchBody) => [...goodsKeys.all, 'parcel-match', body] as const,
  parcels: [...goodsKeys.all, 'parcels'] as const,
};

/**
 * The stones a certificate number finds. Quiet: "none found" (SEARCH_EMPTY) is an answer the
 * page shows in place, not a failure to toast.
 */
export function useCertificateEnquiry(body: CertificateQueryBody | null) {
  return useQuery({
    queryKey: toolKeys.certificate(body ?? { CertificateNo: '' }),
    // Nothing asked yet: nothing to send.
    queryFn:
      body === null
        ? skipToken
        : ({ signal }) => calls.post('Diamonds/CertificateQuery', body, { signal, quiet: true }),
  });
}

/** The cheapest parcels filling a wanted quantity; quiet for the same reason. */
export function useParcelMatch(body: ParcelMatchBody | null) {
  return useQuery({
    queryKey: toolKeys.parcelMatch(body ?? { Shape: 'round', Quantity: 0 }),
    queryFn:
      body === null
        ? skipToken
        : ({ signal }) => calls.post('Diamonds/ParcelMatch', body, { signal, quiet: true }),
    // A new match keeps the last lines on screen, dimmed, until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** Every parcel on sale, newest first, page by page. */
export function useParcels() {
  return useInfiniteQuery({
    queryKey: toolKeys.parcels,
    queryFn: ({ pageParam, signal }) =>
      calls.post(
        'Diamonds/ParcelQuery',
        {
          PageIndex: pageParam,
          PageSize: GOODS_PAGE_SIZE,
          Sort: { Field: 'CreatedAt', Order: 'desc' },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
  });
}

/** The house grid's list price per carat for a stone; null when the grid has none. */
export function useListPriceLookup() {
  return useMutation({
    mutationFn: (body: ListPriceBody) => calls.post('Diamonds/ListPrice', body, { quiet: true }),
  });
}
