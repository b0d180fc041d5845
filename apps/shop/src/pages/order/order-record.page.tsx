import { formatEastern, translate, type Order } from '@facet/contract';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/i18n';
import { newestFirst, statusTone } from './order-format';
import { StatusTag, type HistoryAction } from './order-parts';
import { WithOrder } from './order-states';
import './order.css';
import './order-details.css';

/** `/pages/order/record?id=`: every change of the order, who made it and when (newest first). */
export default function OrderRecordPage() {
  return <WithOrder>{(order) => <OrderRecord order={order} />}</WithOrder>;
}

function OrderRecord({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = newestFirst(order.History);

  return (
    <div className="order-page order-record">
      <header className="order-card order-record-head">
        <p className="order-stock-no">{t('orders.orderNo', { orderNo: order.OrderNo })}</p>
        <StatusTag status={order.Status} />
      </header>
      <section className="order-card" aria-labelledby="record-title">
        <h2 id="record-title" className="visually-hidden">
          {t('orderDetails.progress')}
        </h2>
        {entries.length === 0 ? (
          <p className="order-muted">{t('orderRecord.empty')}</p>
        ) : (
          <Steps direction="vertical" current={0} className="order-steps">
            {entries.map((entry, index) => (
              <Steps.Step
                key={`${entry.At}-${index}`}
                status={
                  index === 0
                    ? statusTone(entry.To) === 'problem'
                      ? 'error'
                      : 'process'
                    : 'finish'
                }
                title={
                  <span className="order-step-title">
                    <span>{translate(locale, `ORDER_STATUS_${entry.To}`)}</span>
                    <span className="order-step-action">
                      {t(`orderRecord.actions.${entry.Action as HistoryAction}`)}
                    </span>
                  </span>
                }
                description={
                  <span className="order-step-body">
                    <span>
                      {t('orderRecord.by', {
                        role: t(`orders.roles.${entry.By.Role}`),
                        name: entry.By.Name,
                      })}
                    </span>
                    {entry.Note && <span className="order-step-note">{entry.Note}</span>}
                    <time dateTime={entry.At}>
                      {formatEastern(entry.At, 'YYYY-MM-DD HH:mm:ss')}
                    </time>
                  </span>
                }
              />
            ))}
          </Steps>
        )}
        <p className="order-footnote">{t('orderRecord.timeZone')}</p>
      </section>
    </div>
  );
}
