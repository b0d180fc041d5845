import { convertCents, toCents, toRateMillionths, type Currency } from '@facet/contract';
import { useCurrencyRates } from '../api/currencies';
import { useLocale } from '../i18n/i18n';
import { useSession } from '../session/session';
import { formatMinor, formatUsd } from './format';

export type DisplayPrice = { main: string; usd: string | null };

/**
 * Prices as the buyer chose to read them (settings → display currency): the amount in that
 * currency at the admin's rate, with the binding US dollars beside it. In USD, or while the
 * rates load, or if no rate is set for the currency, the dollars alone.
 */
export function useDisplayPrice(): (usd: number) => DisplayPrice {
  const locale = useLocale();
  const currency: Currency = useSession()?.Currency ?? 'USD';
  const rates = useCurrencyRates(currency !== 'USD');
  const rate = currency === 'USD' ? undefined : rates.data?.Rates[currency];
  return (usd) => {
    const dollars = formatUsd(locale, usd);
    if (currency === 'USD' || rate === undefined) return { main: dollars, usd: null };
    const minor = convertCents(toCents(usd), currency, toRateMillionths(rate));
    return { main: formatMinor(locale, currency, minor), usd: dollars };
  };
}
