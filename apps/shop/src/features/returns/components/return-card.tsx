import type { Return, ReturnStatus } from '@facet/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as TrackingSheetCode from './tracking-sheet';
import { loadOnTap } from '../../../shared/ui/load-on-tap';
import { useLocale } from '../../../i18n/i18n';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import './return-card.css';

const TONES: Record<ReturnStatus, string> = {
  requested: 'waiting',
  authorised: 'yourTurn',
  declined: 'problem',
  shipped: 'waiting',
  received: 'waiting',
  refunded: 'success',
};

/**
 * One return: its number and status, the stones and why, and what comes next — the RMA to
 * write on the parcel and the tracking number once authorised, the clerk's words, the refund.
 * `withOrder` links to the order (My returns); the order's own page leaves it out.
 */
export function ReturnCard({ item, withOrder = false }: { item: Return; withOrder?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  // The tracking form and its number field come with the tap that opens it.
  const [shipping, setShipping] = useState<typeof TrackingSheetCode | null>(null);
  const enterTracking = async () => setShipping(await loadOnTap(() => import('./tracking-sheet')));
  return (
    <article className="return-card" aria-label={t('returns.cardOf', { no: item.No })}>
      <header className="return-card-head">
        <div>
          <h3 className="return-card-no">{t('returns.no', { no: item.No })}</h3>
          <p className="return-card-meta">
            {withOrder ? (
              <Link to={`${paths.orderDetails}?id=${item.OrderId}`}>
                {t('returns.ofOrder', { no: item.OrderNo })}
              </Link>
            ) : (
              t('returns.asked', { time: moment(item.CreatedAt) })
            )}
          </p>
        </div>
        <span className={`return-status return-status-${TONES[item.Status]}`}>
          {t(`returns.status.${item.Status}`)}
        </span>
      </header>

      <dl className="return-card-facts">
        <div>
          <dt>{t('returns.stones')}</dt>
          <dd>
            {item.Lines.map((line) => line.StockNo).join(', ')}
            <span className="return-card-amount">
              {t('returns.amount', { price: formatUsd(locale, item.AmountUsd) })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('returns.reason')}</dt>
          <dd>
            {t(`returns.reasons.${item.Reason}`)}
            {item.Pictures.length > 0 &&
              ` · ${t('returns.pictures', { count: item.Pictures.length })}`}
          </dd>
        </div>
        {item.Note && (
          <div>
            <dt className="visually-hidden">{t('returns.form.note')}</dt>
            <dd className="return-card-note">{item.Note}</dd>
          </div>
        )}
      </dl>

      {item.Status === 'requested' && <p className="return-card-info">{t('returns.waiting')}</p>}
      {item.Rma && (item.Status === 'authorised' || item.Status === 'shipped') && (
        <div className="return-rma">
          <p className="return-rma-label">{t('returns.rma')}</p>
          <p className="return-rma-no">{item.Rma}</p>
          {item.Status === 'authorised' && (
            <p className="return-rma-hint">{t('returns.rmaHint', { rma: item.Rma })}</p>
          )}
        </div>
      )}
      {item.StaffNote && (
        <p className="return-card-staff">{t('returns.staffNote', { note: item.StaffNote })}</p>
      )}
      {item.TrackingNo && (
        <p className="return-card-info">
          {t('returns.tracking')} <span className="return-selectable">{item.TrackingNo}</span>
        </p>
      )}
      {item.Status === 'declined' && <p className="return-card-info">{t('returns.declined')}</p>}
      {item.Status === 'received' && <p className="return-card-info">{t('returns.received')}</p>}
      {item.Status === 'refunded' && item.RefundUsd !== null && (
        <p className="return-card-refund">
          {t('returns.refunded', { price: formatUsd(locale, item.RefundUsd) })}
        </p>
      )}
      {item.Status === 'authorised' && (
        <div className="return-card-actions">
          <Button color="primary" shape="rounded" size="small" onClick={() => void enterTracking()}>
            {t('returns.enterTracking')}
          </Button>
        </div>
      )}
      {shipping && <shipping.TrackingSheet item={item} onClose={() => setShipping(null)} />}
    </article>
  );
}
