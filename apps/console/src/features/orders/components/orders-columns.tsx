import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatEastern, type AdminOrderPage, type Locale } from '@facet/contract';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { awaitsQuote, KIND_TEXTS } from '../order-status';
import { OrderStatusTag } from './order-status-tag';

export type QueueRow = AdminOrderPage['List'][number];

/** The order queue's columns: the order, who placed it, what it holds and where it stands. */
export function ordersColumns(t: Translate, locale: Locale): TableColumnsType<QueueRow> {
  return [
    {
      title: t('orders.field.orderNo'),
      key: 'OrderNo',
      fixed: 'start',
      render: (_, order) => (
        <span className="orders-stack">
          <Link to={`/orders/${order.Id}`} className="orders-mono orders-order-no">
            {order.OrderNo}
          </Link>
          <span className="orders-secondary orders-title">{order.Title}</span>
        </span>
      ),
    },
    {
      title: t('orders.field.buyer'),
      key: 'Buyer',
      render: (_, { Buyer }) => (
        <span className="orders-stack">
          <span>{Buyer.Name}</span>
          <span className="orders-secondary">{Buyer.Email}</span>
        </span>
      ),
    },
    {
      title: t('orders.field.kind'),
      key: 'Kind',
      render: (_, order) => t(KIND_TEXTS[order.Kind]),
    },
    {
      title: t('orders.field.items'),
      key: 'ItemCount',
      align: 'end',
      render: (_, order) => (
        <span className="orders-number">{formatCount(locale, order.ItemCount)}</span>
      ),
    },
    {
      title: t('orders.field.total'),
      key: 'Total',
      align: 'end',
      render: (_, order) =>
        awaitsQuote(order) ? (
          <span className="orders-secondary">{t('orders.toQuote')}</span>
        ) : (
          <span className="orders-number orders-price">{formatUsd(locale, order.Total)}</span>
        ),
    },
    {
      title: t('orders.field.status'),
      key: 'Status',
      render: (_, order) => <OrderStatusTag status={order.Status} />,
    },
    {
      title: t('orders.field.createdEt'),
      key: 'CreatedAt',
      render: (_, order) => <span className="orders-number">{formatEastern(order.CreatedAt)}</span>,
    },
  ];
}
