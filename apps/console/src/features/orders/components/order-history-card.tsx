import { Card, Timeline } from 'antd';
import { formatEastern, type OrderHistoryEntry } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';
import { historyActionText, timelineColorOf } from '../order-status';
import { OrderStatusTag } from './order-status-tag';

/** Every step the order took, the latest first: what, who, why and when (Eastern Time). */
export function OrderHistoryCard({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t } = useI18n();
  const latestFirst = [...history].reverse();
  return (
    <Card
      variant="borderless"
      className="order-card"
      title={t('orders.section.history')}
      extra={<span className="orders-secondary">{t('orders.easternTime')}</span>}
    >
      <Timeline
        className="order-history"
        items={latestFirst.map((entry, index) => {
          const action = historyActionText(entry.Action);
          return {
            key: `${entry.At}-${index}`,
            color: timelineColorOf(entry.To),
            content: (
              <div className="order-history-entry">
                <div className="order-history-head">
                  <OrderStatusTag status={entry.To} />
                  <span className="order-history-action">{action ? t(action) : entry.Action}</span>
                </div>
                <div className="orders-secondary">
                  <span className="orders-number">{formatEastern(entry.At)}</span>
                  {' · '}
                  {t('orders.history.by', {
                    name: entry.By.Name,
                    role: t(`orders.remarks.by.${entry.By.Role}`),
                  })}
                </div>
                {entry.Note && <p className="orders-pre order-history-note">{entry.Note}</p>}
              </div>
            ),
          };
        })}
      />
    </Card>
  );
}
