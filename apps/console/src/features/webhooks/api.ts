import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { webhookKeys } from '../../shared/transport/query-keys';

/** The wholesaler's own endpoints, newest first. */
export function useShopWebhooks() {
  return useQuery({
    queryKey: webhookKeys.lists(),
    queryFn: ({ signal }) => calls.get('Admin/Webhooks/List', undefined, { signal }),
  });
}

/** One endpoint's delivery log, a page at a time. */
export function useShopWebhookDeliveries(body: CallInput<'Admin/Webhooks/Deliveries'>) {
  return useQuery({
    queryKey: [...webhookKeys.all, 'deliveries', body] as const,
    queryFn: ({ signal }) => calls.post('Admin/Webhooks/Deliveries', body, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A change to the endpoints or their deliveries: the list and the logs read again. */
function useWebhookChange<
  N extends 'Admin/Webhooks/Save' | 'Admin/Webhooks/Delete' | 'Admin/Webhooks/Redeliver',
>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<N>) => calls.post(name, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export const useSaveShopWebhook = () => useWebhookChange('Admin/Webhooks/Save');
export const useDeleteShopWebhook = () => useWebhookChange('Admin/Webhooks/Delete');
export const useRedeliver = () => useWebhookChange('Admin/Webhooks/Redeliver');
