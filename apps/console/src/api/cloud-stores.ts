import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  AdminStore,
  AdminStoreEnquiryPage,
  AdminStorePage,
  type AdminStoresBody,
  type SuspendStoreBody,
} from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

/** The buyers' own stores (API.md, "Cloud Store"): the console lists and suspends them. */
export const cloudStoreKeys = queryKeysFactory('cloud-stores');

export function useCloudStoreList(body: AdminStoresBody) {
  return useQuery({
    queryKey: cloudStoreKeys.list(body),
    queryFn: ({ signal }) =>
      request('Admin/CloudStores/List', { method: 'POST', body, schema: AdminStorePage, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCloudStoreEnquiries(storeId: number | null, page: number) {
  return useQuery({
    queryKey: cloudStoreKeys.detail(`${storeId ?? 0}:${page}`),
    queryFn:
      storeId === null
        ? skipToken
        : ({ signal }) =>
            request('Admin/CloudStores/Enquiries', {
              method: 'POST',
              body: { StoreId: storeId, PageIndex: page, PageSize: 10 },
              schema: AdminStoreEnquiryPage,
              signal,
            }),
    placeholderData: keepPreviousData,
  });
}

export function useSuspendCloudStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuspendStoreBody) =>
      request('Admin/CloudStores/Suspend', { method: 'POST', body, schema: AdminStore }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cloudStoreKeys.all }),
  });
}
