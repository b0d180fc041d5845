import { isReasonAction, translate, type Order, type OrderHistoryEntry } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { useLocale } from '../../../i18n/i18n';
import { newestFirst, statusTone } from '../order-format';
import { OrderCard, StatusTag, type HistoryAction } from '../components/order-parts';
import { WithOrder } from '../components/order-states';
import './order.css';
import './order-details.css';

/** `/pages/order/record?id=`: every change of the order, who made it and when (newest first). */
export default function OrderRecordPage() {
  return <WithOrder>{(order) => <OrderRecord order={order} />}</WithOrder>;
}

function OrderRecord({ order }: { order: Order }) {
  const { t } = useTranslation();
  const entries = newestFirst(order.History);

  return (
    <div className="order-page order-record">
      <header className="order-card order-record-head">
        <p className="order-stock-no">{t('orders.orderNo', { orderNo: order.OrderNo })}</p>
        <StatusTag status={order.Status} />
      </header>
      <OrderCard title={t('orderDetails.progress')} titleId="record-title">
        {entries.length === 0 ? (
          <p className="order-muted">{t('orderRecord.empty')}</p>
        ) : (
          // A timeline down the page, as a parcel's tracking reads: each step a full-width row,
          // whatever the number of steps and however long a note.
          <ol className="order-timeline">
            {entries.map((entry, index) => (
              <TimelineEntry key={`${entry.At}-${index}`} entry={entry} latest={index === 0} />
            ))}
          </ol>
        )}
      </OrderCard>
    </div>
  );
}

function TimelineEntry({ entry, latest }: { entry: OrderHistoryEntry; latest: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  const tone = latest ? (statusTone(entry.To) === 'problem' ? 'problem' : 'current') : 'past';
  return (
    <li
      className={`order-timeline-entry order-timeline-${tone}`}
      aria-current={latest ? 'step' : undefined}
    >
      <h3 className="order-timeline-title">
        {t(`orderRecord.actions.${entry.Action as HistoryAction}`)}
      </h3>
      <p className="order-timeline-status">{translate(locale, `ORDER_STATUS_${entry.To}`)}</p>
      <p className="order-timeline-by">
        {t('orderRecord.by', { role: t(`orders.roles.${entry.By.Role}`), name: entry.By.Name })}
      </p>
      {entry.Note && (
        <p className="order-timeline-note">
          <span className="order-timeline-note-label">
            {isReasonAction(entry.Action) ? t('orderRecord.reason') : t('orderRecord.note')}
          </span>
          {entry.Note}
        </p>
      )}
      <time className="order-timeline-time" dateTime={entry.At}>
        {moment(entry.At)}
      </time>
    </li>
  );
}
