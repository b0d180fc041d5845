import type { CurrencyRates } from '@facet/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { useSession } from '../session/session';
import { http } from './http';

export const currencyKeys = queryKeysFactory('currencies');

/** Rates change when an admin sets them; a buyer's screens follow within a minute. */
const RATES_FRESH_MS = 60_000;

/** The display currencies' rates; asked for only by a buyer who reads in another currency. */
export function useCurrencyRates(enabled = true) {
  const user = useSession();
  return useQuery({
    queryKey: currencyKeys.all,
    queryFn: ({ signal }) =>
      http.get<CurrencyRates>('/api/Currency/Rates', { signal, quiet: true }),
    enabled: enabled && user !== null,
    staleTime: RATES_FRESH_MS,
  });
}
