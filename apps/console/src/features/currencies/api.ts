import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveRatesBody } from '@facet/contract';
import { calls } from '../../shared/transport/client';
import { currencyKeys } from '../../shared/transport/query-keys';

export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyKeys.all,
    queryFn: ({ signal }) => calls.get('Currency/Rates', undefined, { signal }),
  });
}

/** Admins only: the server refuses anyone else. */
export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRatesBody) => calls.post('Admin/Currency/SaveRates', body),
    onSuccess: (rates) => queryClient.setQueryData(currencyKeys.all, rates),
  });
}
