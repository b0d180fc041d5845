import { Card, Descriptions, Table, Tag, type TableColumnsType } from 'antd';
import { labelOf, type AdminOrder, type Locale, type OrderLine } from '@facet/contract';
import { formatCarats, formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import type { Translate } from '../../../i18n/use-i18n';
import { OrderPictures } from './order-pictures';
import { awaitsQuote } from '../order-status';

/** "2 pcs", "3.25 ct". */
export const quantityText = (t: Translate, locale: Locale, line: OrderLine) =>
  line.StockUnit === 'carat'
    ? `${formatCarats(locale, line.Quantity)} ${t('orders.unit.carat')}`
    : t('orders.unit.pieces', { count: line.Quantity });

function lineColumns(t: Translate, locale: Locale): TableColumnsType<OrderLine> {
  return [
    {
      title: t('orders.field.stockNo'),
      key: 'StockNo',
      render: (_, line) => (
        <span className="orders-stack">
          <span className="orders-mono orders-order-no">{line.StockNo}</span>
          <span className="orders-secondary">{labelOf(locale, 'Category', line.Category)}</span>
        </span>
      ),
    },
    {
      title: t('orders.field.goods'),
      key: 'Title',
      render: (_, line) => (
        <span className="orders-stack">
          <span>{line.Title}</span>
          {line.CustomMade && (
            <span>
              <Tag color="purple" className="orders-inline-tag">
                {t('orders.customMade')}
              </Tag>
              {line.ArrivalDays !== null && (
                <span className="orders-secondary">
                  {t('orders.arrivalDays', { days: line.ArrivalDays })}
                </span>
              )}
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('orders.field.quantity'),
      key: 'Quantity',
      align: 'end',
      render: (_, line) => <span className="orders-number">{quantityText(t, locale, line)}</span>,
    },
    {
      title: t('orders.field.unitPrice'),
      key: 'UnitPrice',
      align: 'end',
      render: (_, line) => (
        <span className="orders-stack orders-number">
          <span>
            {formatUsd(locale, line.UnitPrice)}
            {line.StockUnit === 'carat' && (
              <span className="orders-secondary"> {t('orders.unit.perCarat')}</span>
            )}
          </span>
          {line.OriginalUnitPrice !== null && (
            <span className="orders-secondary">
              {t('orders.originalPrice', { price: formatUsd(locale, line.OriginalUnitPrice) })}
            </span>
          )}
        </span>
      ),
    },
    {
      title: t('orders.field.amount'),
      key: 'Amount',
      align: 'end',
      render: (_, line) => (
        <span className="orders-number orders-price">{formatUsd(locale, line.Amount)}</span>
      ),
    },
  ];
}

/** What the buyer asked for in a custom order from pictures. */
function DemandDetails({ demand }: { demand: NonNullable<AdminOrder['Demand']> }) {
  const { t, locale } = useI18n();
  return (
    <div className="order-demand">
      <OrderPictures
        pictures={demand.Images.map((Url) => ({ Url }))}
        label={t('orders.demand.picture')}
      />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'Category',
            label: t('orders.demand.category'),
            children: labelOf(locale, 'Category', demand.Category),
          },
          {
            key: 'Quantity',
            label: t('orders.field.quantity'),
            children: formatCount(locale, demand.Quantity),
          },
          {
            key: 'Budget',
            label: t('orders.demand.budget'),
            children: demand.Budget === null ? t('orders.none') : formatUsd(locale, demand.Budget),
          },
          {
            key: 'Description',
            label: t('orders.demand.description'),
            span: 'filled',
            children: <span className="orders-pre">{demand.Description}</span>,
          },
        ]}
      />
    </div>
  );
}

/** The lines (or the pictures of a custom order) and what the order comes to. */
export function OrderGoodsCard({ order }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  const quoting = awaitsQuote(order);
  const money = (amount: number) => (quoting ? t('orders.toQuote') : formatUsd(locale, amount));
  return (
    <Card
      variant="borderless"
      className="order-card order-goods"
      title={order.Demand ? t('orders.demand.title') : t('orders.section.lines')}
    >
      {order.Demand ? (
        <DemandDetails demand={order.Demand} />
      ) : (
        <Table<OrderLine>
          rowKey="Id"
          size="small"
          columns={lineColumns(t, locale)}
          dataSource={order.Lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <dl className="order-totals">
        <dt>{t('orders.totals.goods')}</dt>
        <dd className="orders-number">{money(order.Amount)}</dd>
        <dt>{t('orders.totals.fee')}</dt>
        <dd className="orders-number">{formatUsd(locale, order.Fee)}</dd>
        <dt className="order-totals-total">{t('orders.totals.total')}</dt>
        <dd className="orders-number order-totals-total">{money(order.Total)}</dd>
      </dl>
    </Card>
  );
}
