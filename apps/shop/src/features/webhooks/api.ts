import type { WebhookSaveBody } from '@facet/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { calls } from '../../shared/transport/http';

/** Deliveries per page of an endpoint's log. */
export const DELIVERIES_PAGE_SIZE = 10;

const webhookScope = queryKeysFactory('webhooks');
export const webhookKeys = {
  ...webhookScope,
  endpoints: [...webhookScope.all, 'endpoints'] as const,
  deliveries: (webhookId: number) => [...webhookScope.all, 'deliveries', webhookId] as const,
};

/** The buyer's endpoints, newest first. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ signal }) => calls.get('Webhook/List', undefined, { signal }),
    staleTime: 0,
  });
}

/** One endpoint's delivery log, newest first, a page at a time. */
export function useWebhookDeliveries(webhookId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveries(webhookId),
    queryFn: ({ pageParam, signal }) =>
      calls.post(
        'Webhook/Deliveries',
        { WebhookId: webhookId, PageIndex: pageParam, PageSize: DELIVERIES_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      page.PageIndex * page.PageSize < page.Total ? page.PageIndex + 1 : undefined,
    enabled,
    staleTime: 0,
  });
}

/** Adds or changes an endpoint; the answer carries its secret. Quiet: the form places refusals. */
export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSaveBody) => calls.post('Webhook/Save', body, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

/** Deletes an endpoint and its delivery log. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => calls.post('Webhook/Delete', { Id: id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

/** Sends a delivery again now; the log and the endpoint's last delivery follow. */
export function useRedeliver(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => calls.post('Webhook/Redeliver', { DeliveryId: deliveryId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
      ]),
  });
}
