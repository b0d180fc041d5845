import { formatEasternMoment } from '@facet/contract';
import { useTranslation } from 'react-i18next';

/**
 * A moment or a deadline — an order placed, shipped or changed, a Cloud Store enquiry, the end
 * of a hold — as the shop writes each of them: "2026-11-27 16:02 ET" (§9: Eastern Time), the
 * zone in the reader's language, one style whatever the page.
 */
export function useEasternMoment() {
  const { t } = useTranslation();
  return (at: Date | string) => t('orders.easternTime', { time: formatEasternMoment(at) });
}
