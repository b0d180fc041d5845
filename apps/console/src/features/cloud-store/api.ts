import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminStoresBody, SuspendStoreBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { cloudStoreKeys } from '../../shared/transport/query-keys';
import { usePageQuery } from '../../shared/transport/page-query';

/** The buyers' own stores (docs/api.md): the console lists and suspends them. */
export const useCloudStoreList = (body: AdminStoresBody) =>
  usePageQuery(cloudStoreKeys, 'Admin/CloudStores/List', body);

/** A store's enquiries come ten at a time. */
export const ENQUIRY_PAGE_SIZE = 10;

export function useCloudStoreEnquiries(storeId: number | null, page: number) {
  return useQuery({
    queryKey: cloudStoreKeys.detail(`${storeId ?? 0}:${page}`),
    queryFn:
      storeId === null
        ? skipToken
        : ({ signal }) =>
            calls.post(
              'Admin/CloudStores/Enquiries',
              { StoreId: storeId, PageIndex: page, PageSize: ENQUIRY_PAGE_SIZE },
              { signal },
            ),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendCloudStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendStoreBody) => calls.post('Admin/CloudStores/Suspend', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cloudStoreKeys.all }),
  });
}
