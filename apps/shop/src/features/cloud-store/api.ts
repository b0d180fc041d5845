import type { CloudOrderStatus, CloudOrderUpdateBody, StoreSaveBody } from '@facet/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { cartKeys } from '../cart';
import { calls } from '../../shared/transport/http';

/** The jeweller's own store and their customers' enquiries (API.md, "Cloud Store"). */
export const cloudStoreKeys = queryKeysFactory('cloud-store');
const ORDERS_PAGE_SIZE = 20;

/** The store's settings, or null before the first save. */
export function useCloudStore() {
  return useQuery({
    queryKey: cloudStoreKeys.detail('mine'),
    queryFn: ({ signal }) => calls.get('CloudStore/Get', undefined, { signal, quiet: true }),
    retry: false,
  });
}

export function useSaveCloudStore() {
  const queryClient = useQueryClient();
  return useMutation({
    // Quiet: the form shows the field errors under their fields.
    mutationFn: (body: StoreSaveBody) => calls.post('CloudStore/Save', body, { quiet: true }),
    onSuccess: (store) => queryClient.setQueryData(cloudStoreKeys.detail('mine'), store),
  });
}

/** A new feed token: the old feed link stops working at once. */
export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => calls.post('CloudStore/RotateFeedToken', {}),
    onSuccess: (store) => queryClient.setQueryData(cloudStoreKeys.detail('mine'), store),
  });
}

export function useCloudOrders(status: CloudOrderStatus | undefined) {
  return useQuery({
    queryKey: cloudStoreKeys.list({ status: status ?? 'all' }),
    queryFn: ({ signal }) =>
      calls.post(
        'CloudStore/Orders',
        { PageIndex: 1, PageSize: ORDERS_PAGE_SIZE, ...(status && { Status: status }) },
        { signal, quiet: true },
      ),
    // A customer may send an enquiry at any moment: asked again whenever the page is shown.
    staleTime: 0,
    retry: false,
  });
}

export function useUpdateCloudOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloudOrderUpdateBody) =>
      calls.post('CloudStore/OrderUpdate', body, { quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cloudStoreKeys.lists() }),
  });
}

/** The enquiry's stones still on sale go into the jeweller's cart; the answer is the cart. */
export function useCloudOrderToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('CloudStore/ToCart', { Id: id }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cloudStoreKeys.lists() }),
  });
}
