import { formatEasternIn } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/i18n';

/**
 * Over a list read from the phone because the server could not be reached: says so, and when
 * it was saved. Prices and stock in it may be out of date; ordering still asks the server.
 */
export function SavedCopyNotice({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = t('orders.easternTime', {
    time: formatEasternIn(locale, savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
  });
  return (
    <div className="saved-copy-notice" role="status">
      <strong>{t('app.offline')}</strong>
      <span>{t('app.savedAt', { time })}</span>
    </div>
  );
}
