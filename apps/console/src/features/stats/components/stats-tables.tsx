import type { ReactNode } from 'react';
import { Table } from 'antd';
import {
  formatEastern,
  labelOf,
  type Locale,
  type SlowMover,
  type TopBuyer,
} from '@facet/contract';
import { formatCarats, formatCount, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';

/** The buyers who spent most in the period. */
export function TopBuyersTable({
  buyers,
  t,
  locale,
  empty,
}: {
  buyers: TopBuyer[];
  t: Translate;
  locale: Locale;
  empty: ReactNode;
}) {
  return (
    <Table<TopBuyer>
      rowKey="UserId"
      size="small"
      pagination={false}
      dataSource={buyers}
      locale={{ emptyText: empty }}
      columns={topBuyerColumns(t, locale)}
    />
  );
}

/** The stones longest in stock. */
export function SlowMoversTable({
  stones,
  t,
  locale,
  empty,
}: {
  stones: SlowMover[];
  t: Translate;
  locale: Locale;
  empty: ReactNode;
}) {
  return (
    <Table<SlowMover>
      rowKey="GoodsId"
      size="small"
      pagination={false}
      dataSource={stones}
      scroll={{ x: 720 }}
      locale={{ emptyText: empty }}
      columns={slowMoverColumns(t, locale)}
    />
  );
}

const topBuyerColumns = (t: Translate, locale: Locale) => [
  {
    title: t('stats.top.buyer'),
    key: 'buyer',
    render: (_: unknown, buyer: TopBuyer) => (
      <span className="stats-two-lines">
        <span>{buyer.Name || buyer.Email}</span>
        <span className="stats-secondary">{buyer.Email}</span>
      </span>
    ),
  },
  {
    title: t('stats.top.orders'),
    dataIndex: 'Orders',
    align: 'end' as const,
    render: (value: number) => formatCount(locale, value),
  },
  {
    title: t('stats.top.revenue'),
    dataIndex: 'Revenue',
    align: 'end' as const,
    render: (value: number) => <span className="stats-number">{formatUsd(locale, value)}</span>,
  },
];

const slowMoverColumns = (t: Translate, locale: Locale) => [
  {
    title: t('stats.slow.stone'),
    key: 'stone',
    render: (_: unknown, stone: SlowMover) => (
      <span className="stats-two-lines">
        <strong>
          {[
            stone.Shape && labelOf(locale, 'Shape', stone.Shape),
            `${formatCarats(locale, stone.Weight)} ${t('inventory.unit.ct')}`,
          ]
            .filter(Boolean)
            .join(' ')}
        </strong>
        <span className="stats-secondary">
          {stone.StockNo}
          {stone.CertificateNo ? ` · ${stone.CertificateNo}` : ''}
        </span>
      </span>
    ),
  },
  {
    title: t('stats.slow.category'),
    dataIndex: 'Category',
    render: (category: SlowMover['Category']) => labelOf(locale, 'Category', category),
  },
  {
    title: t('stats.slow.price'),
    dataIndex: 'Price',
    align: 'end' as const,
    render: (value: number) => <span className="stats-number">{formatUsd(locale, value)}</span>,
  },
  {
    title: t('stats.slow.since'),
    dataIndex: 'Since',
    render: (value: string) => (
      <span className="stats-number">{formatEastern(value, 'YYYY-MM-DD')}</span>
    ),
  },
  {
    title: t('stats.slow.days'),
    dataIndex: 'DaysInStock',
    align: 'end' as const,
    render: (value: number) => (
      <strong className="stats-number">{formatCount(locale, value)}</strong>
    ),
  },
];
