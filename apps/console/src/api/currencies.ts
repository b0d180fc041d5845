import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrencyRates, type SaveRatesBody } from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { request } from './client';

export const currencyKeys = queryKeysFactory('currencies');

export function useCurrencyRates() {
  return useQuery({
    queryKey: currencyKeys.all,
    queryFn: ({ signal }) => request('Currency/Rates', { schema: CurrencyRates, signal }),
  });
}

/** Admins only: the server refuses anyone else. */
export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRatesBody) =>
      request('Admin/Currency/SaveRates', { method: 'POST', body, schema: CurrencyRates }),
    onSuccess: (rates) => queryClient.setQueryData(currencyKeys.all, rates),
  });
}
