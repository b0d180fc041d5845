import {
  fromCents,
  toCents,
  translate,
  type Address,
  type Locale,
  type Order,
  type OrderStatus,
} from '@facet/contract';
import { PictureOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routing/paths';
import type dailyEn from '../../../i18n/daily/en.json';
import { formatNumber, formatUsd } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { statusTone } from '../order-format';
import './order-address.css';

/** What a row of the order's history did: `submit` or one of the ORDER_TRANSITIONS. */
export type HistoryAction = keyof (typeof dailyEn)['orderRecord']['actions'];

export const orderDetailsPath = (id: number) => `${paths.orderDetails}?id=${id}`;

/** Money the pages computed in cents, as the trade reads it. */
export const formatCents = (locale: Locale, cents: number) => formatUsd(locale, fromCents(cents));

/** Money from the wire (USD with two decimals), passed through cents so no float leaks. */
export const formatMoney = (locale: Locale, dollars: number) =>
  formatCents(locale, toCents(dollars));

export function StatusTag({ status }: { status: OrderStatus }) {
  const locale = useLocale();
  return (
    <span className={`order-status order-status-${statusTone(status)}`}>
      {translate(locale, `ORDER_STATUS_${status}`)}
    </span>
  );
}

/** A card of an order page: a white block with a small heading and an optional link at right. */
export function OrderCard({
  title,
  titleId,
  extra,
  className = '',
  children,
}: {
  title?: ReactNode;
  titleId?: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`order-card ${className}`} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <header className="order-card-header">
          <h2 id={titleId} className="order-card-title">
            {title}
          </h2>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

type PostalAddress = Omit<Address, 'Id' | 'IsDefault' | 'Latitude' | 'Longitude'>;

/** Receiver, telephone and the address lines, as a label reads them. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const phone = address.Mobile || address.Phone;
  const place = [address.City, [address.State, address.ZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="address-lines">
      <p className="address-receiver">
        <strong>{`${address.Surname} ${address.Name}`}</strong>
        {phone && <span className="address-phone">{phone}</span>}
      </p>
      <p className="address-text">{address.Address}</p>
      <p className="address-text">{[place, address.Country].filter(Boolean).join(' · ')}</p>
    </div>
  );
}

/** "× 2" for pieces, "2.35 ct" for goods sold by the carat. */
export function useQuantityText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (quantity: number, unit: 'piece' | 'carat') =>
    unit === 'carat'
      ? t('orders.carats', { quantity: formatNumber(locale, quantity, 3, 2) })
      : t('orders.pieces', { quantity: formatNumber(locale, quantity) });
}

/** The price of one sale unit: a stone or a piece, or one carat of a parcel. */
export function useUnitPriceText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (price: number, unit: 'piece' | 'carat') =>
    t(unit === 'carat' ? 'orders.perCarat' : 'orders.each', { price: formatMoney(locale, price) });
}

/** A line's picture; on the first screen (`onFirstScreen`) asked for at once, not when laid out. */
export function LinePicture({
  src,
  onFirstScreen = false,
}: {
  src: string | null | undefined;
  onFirstScreen?: boolean;
}) {
  return (
    <div className="order-line-picture">
      {src ? (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading={onFirstScreen ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <PictureOutline aria-hidden="true" />
      )}
    </div>
  );
}

/** Goods, delivery and the total, as rows of a definition list. */
export function TotalsList({
  amount,
  fee,
  total,
}: {
  amount: string;
  fee: ReactNode;
  total: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('orders.goodsAmount')}</dt>
        <dd>{amount}</dd>
      </div>
      <div>
        <dt>{t('orders.deliveryFee')}</dt>
        <dd>{fee}</dd>
      </div>
      <div className="order-totals-total">
        <dt>{t('orders.total')}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}

/** The totals the server settled on for an order (after a salesperson's confirmation). */
export function OrderTotals({ order }: { order: Pick<Order, 'Amount' | 'Fee' | 'Total'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TotalsList
      amount={formatMoney(locale, order.Amount)}
      fee={order.Fee === 0 ? t('orders.free') : formatMoney(locale, order.Fee)}
      total={formatMoney(locale, order.Total)}
    />
  );
}
