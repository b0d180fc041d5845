import { Tag } from 'antd';
import type { OrderStatus } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';
import { STATUS_COLORS } from '../order-status';

/** A status as the buyer's tabs name it, in its colour. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <Tag color={STATUS_COLORS[status]} className="order-status-tag">
      {t(`ORDER_STATUS_${status}`)}
    </Tag>
  );
}
