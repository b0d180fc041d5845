import { useQuery } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { queryClient } from '../../shared/transport/query-client';
import { sessionStore, useSession } from '../accounts';
import { calls } from '../../shared/transport/http';

export const currencyKeys = queryKeysFactory('currencies');

/** Rates change when an admin sets them; a buyer's screens follow within a minute. */
const RATES_FRESH_MS = 60_000;

const ratesQuery = {
  queryKey: currencyKeys.all,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    calls.get('Currency/Rates', undefined, { signal, quiet: true }),
  staleTime: RATES_FRESH_MS,
};

/** The display currencies' rates; asked for only by a buyer who reads in another currency. */
export function useCurrencyRates(enabled = true) {
  const user = useSession();
  return useQuery({ ...ratesQuery, enabled: enabled && user !== null });
}

/**
 * An answer with prices, resolved once a buyer who reads in another currency also has its rates
 * (or they could not be had: dollars then). The rates are asked for beside it, so a list or a stone never shows in dollars first
 * and then changes under the buyer's eyes.
 */
export function withRates<T>(prices: Promise<T>): Promise<T> {
  const currency = sessionStore.get()?.Currency ?? 'USD';
  if (currency === 'USD') return prices;
  const rates = queryClient.ensureQueryData(ratesQuery).catch(() => undefined);
  return Promise.all([prices, rates]).then(([answer]) => answer);
}
