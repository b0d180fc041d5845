import { Card, Descriptions, Typography } from 'antd';
import { formatEastern, type AdminOrder } from '@facet/contract';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { addressLines, contactNumbers, receiverName } from '../order-address';

const NONE = <span className="orders-none">—</span>;

/** Who placed the order, and how often they have ordered. */
export function OrderBuyerCard({ buyer }: { buyer: AdminOrder['Buyer'] }) {
  const { t, locale } = useI18n();
  return (
    <Card variant="borderless" className="order-card" title={t('orders.section.buyer')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'Name', label: t('orders.buyer.name'), children: buyer.Name || NONE },
          {
            key: 'Email',
            label: t('orders.buyer.email'),
            children: (
              <Typography.Link href={`mailto:${buyer.Email}`} copyable={{ text: buyer.Email }}>
                {buyer.Email}
              </Typography.Link>
            ),
          },
          { key: 'Phone', label: t('orders.buyer.phone'), children: buyer.Phone || NONE },
          {
            key: 'Orders',
            label: t('orders.buyer.orders'),
            children: <span className="orders-number">{formatCount(locale, buyer.Orders)}</span>,
          },
        ]}
      />
    </Card>
  );
}

/** Where the goods go and how: the address, the receiving method and carrier, the shipment. */
export function OrderDeliveryCard({ order }: { order: AdminOrder }) {
  const { t, locale } = useI18n();
  const { Address: address, Logistics: logistics, Shipment: shipment } = order;
  const phones = address ? contactNumbers(address).join(' · ') : '';

  return (
    <Card variant="borderless" className="order-card" title={t('orders.section.delivery')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'Method',
            label: t('orders.delivery.method'),
            children: t(`orders.receiving.${order.ReceivingMethod}`),
          },
          {
            key: 'Logistics',
            label: t('orders.delivery.logistics'),
            children: logistics ? (
              <span>
                {logistics.Name}
                <span className="orders-secondary orders-number">
                  {' · '}
                  {formatUsd(locale, logistics.Fee)}
                </span>
              </span>
            ) : (
              NONE
            ),
          },
          ...(address
            ? [
                {
                  key: 'Receiver',
                  label: t('orders.delivery.receiver'),
                  children: receiverName(address),
                },
                { key: 'Phones', label: t('orders.delivery.phone'), children: phones || NONE },
                ...(address.Email
                  ? [{ key: 'Email', label: t('orders.delivery.email'), children: address.Email }]
                  : []),
                {
                  key: 'Address',
                  label: t('orders.delivery.address'),
                  children: <span className="orders-pre">{addressLines(address).join('\n')}</span>,
                },
              ]
            : [
                {
                  key: 'Address',
                  label: t('orders.delivery.address'),
                  children: t('orders.delivery.noAddress'),
                },
              ]),
          ...(shipment
            ? [
                { key: 'Carrier', label: t('orders.shipment.carrier'), children: shipment.Carrier },
                {
                  key: 'TrackingNo',
                  label: t('orders.shipment.trackingNo'),
                  children: (
                    <Typography.Text className="orders-mono" copyable>
                      {shipment.TrackingNo}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'ShippedAt',
                  label: t('orders.shipment.shippedAt'),
                  children: <span className="orders-number">{formatEastern(shipment.At)}</span>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
