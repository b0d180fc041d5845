import { convertCents, toCents, toRateMillionths, type Currency } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useCurrencyRates } from '../currencies';
import { useLocale } from '../../i18n/i18n';
import { useSession } from '../accounts';
import { formatMinor, formatUsd } from '../../shared/format/format';

export type DisplayPrice = { main: string; usd: string | null };

/**
 * Prices as the buyer chose to read them (settings → display currency): the amount in that
 * currency at the admin's rate, with the binding US dollars beside it. In USD, or while the
 * rates load, or if no rate is set for the currency, the dollars alone. A price the buyer may
 * not see yet reads "Price on approval".
 */
export function useDisplayPrice(): (usd: number | null) => DisplayPrice {
  const locale = useLocale();
  const { t } = useTranslation();
  const currency: Currency = useSession()?.Currency ?? 'USD';
  const rates = useCurrencyRates(currency !== 'USD');
  const rate = currency === 'USD' ? undefined : rates.data?.Rates[currency];
  return (usd) => {
    // No price is sent before the buyer's company is approved (BUYER_APPROVAL=browse).
    if (usd === null) return { main: t('catalogue.priceOnApproval'), usd: null };
    const dollars = formatUsd(locale, usd);
    if (currency === 'USD' || rate === undefined) return { main: dollars, usd: null };
    const minor = convertCents(toCents(usd), currency, toRateMillionths(rate));
    return { main: formatMinor(locale, currency, minor), usd: dollars };
  };
}
