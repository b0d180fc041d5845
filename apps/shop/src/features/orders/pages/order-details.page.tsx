import { labelOf, translate, type Order, type OrderLine } from '@facet/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { formatNumber } from '../../../shared/format/format';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { useLocale } from '../../../i18n/i18n';
import { OrderActionBar, OrderEditLink } from '../components/order-actions';
import { buyerActionsOf, clerkWords, newestFirst, statusTone } from '../order-format';
import {
  AddressLines,
  LinePicture,
  OrderCard,
  OrderTotals,
  formatMoney,
  useQuantityText,
  useUnitPriceText,
  type HistoryAction,
} from '../components/order-parts';
import { Thumbnails } from '../components/thumbnails';
import { WithOrder } from '../components/order-states';
import { OrderReturns } from '../../returns';
import { PushOffer } from '../../push';
import './order.css';
import './order-details.css';

/** `/pages/order/details?id=`: one order, what happens next, and what the buyer can do now. */
export default function OrderDetailsPage() {
  return <WithOrder>{(order) => <OrderDetails order={order} />}</WithOrder>;
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const moment = useEasternMoment();
  const actions = buyerActionsOf(order.Actions);
  const can = (action: (typeof actions)[number]) => actions.includes(action);
  // Waiting for payment, the banner says where to pay; afterwards it stays among the notes.
  const { confirmation } = clerkWords(order);
  const confirmationNote = order.Status === 'PendingPayment' ? null : confirmation;

  return (
    <div className="order-page order-details">
      <StatusBanner order={order} />
      {!['Completed', 'Cancelled', 'Abnormal'].includes(order.Status) && <PushOffer />}

      {order.Demand && <DemandCard demand={order.Demand} />}

      {order.Lines.length > 0 && (
        <OrderCard
          title={t('orders.itemCount', { count: order.ItemCount })}
          titleId="details-lines"
          className="order-lines-card"
        >
          <ul className="order-lines">
            {order.Lines.map((line) => (
              <OrderLineRow key={line.Id} line={line} />
            ))}
          </ul>
        </OrderCard>
      )}

      <OrderReturns order={order} />

      <OrderCard
        title={t('orderDetails.address')}
        titleId="details-address"
        extra={can('replaceAddress') && <OrderEditLink order={order} edit="replaceAddress" />}
      >
        {order.Address ? (
          <AddressLines address={order.Address} />
        ) : (
          <p className="order-muted">{t('orderDetails.noAddress')}</p>
        )}
      </OrderCard>

      <OrderCard title={t('orderDetails.delivery')} titleId="details-delivery">
        <dl className="order-facts">
          <div>
            <dt>{t('orderDetails.receivingMethod')}</dt>
            <dd>{t(`orders.methods.${order.ReceivingMethod}`)}</dd>
          </div>
          {order.Logistics && (
            <div>
              <dt>{t('orderDetails.deliveryOption')}</dt>
              <dd>{order.Logistics.Name}</dd>
            </div>
          )}
          {order.Shipment && (
            <>
              <div>
                <dt>{t('orderDetails.carrier')}</dt>
                <dd>{order.Shipment.Carrier}</dd>
              </div>
              <div>
                <dt>{t('orderDetails.trackingNo')}</dt>
                <dd className="order-stock-no order-selectable">{order.Shipment.TrackingNo}</dd>
              </div>
              <div>
                <dt>{t('orderDetails.shippedAt')}</dt>
                <dd>{moment(order.Shipment.At)}</dd>
              </div>
            </>
          )}
        </dl>
      </OrderCard>

      <OrderCard title={t('submitOrder.totals')} titleId="details-totals">
        {order.Kind === 'demand' && order.Total === 0 ? (
          <p className="order-muted">{t('orderDetails.quotePending')}</p>
        ) : (
          <OrderTotals order={order} />
        )}
      </OrderCard>

      {(order.Remark || order.Need || confirmationNote) && (
        <OrderCard title={t('submitOrder.notes')} titleId="details-notes">
          <dl className="order-notes">
            {confirmationNote && (
              <div>
                <dt>{t('orderDetails.confirmationNote')}</dt>
                <dd>{confirmationNote}</dd>
              </div>
            )}
            {order.Remark && (
              <div>
                <dt>{t('orderDetails.remark')}</dt>
                <dd>{order.Remark}</dd>
              </div>
            )}
            {order.Need && (
              <div>
                <dt>{t('orderDetails.need')}</dt>
                <dd>{order.Need}</dd>
              </div>
            )}
          </dl>
        </OrderCard>
      )}

      {(order.Remarks.length > 0 || can('addRemark')) && (
        <OrderCard
          title={t('orderDetails.remarks')}
          titleId="details-remarks"
          extra={can('addRemark') && <OrderEditLink order={order} edit="addRemark" />}
        >
          {order.Remarks.length === 0 ? (
            <p className="order-muted">{t('orderDetails.noRemarks')}</p>
          ) : (
            <ul className="order-remarks">
              {newestFirst(order.Remarks).map((remark, index) => (
                <li
                  key={`${remark.At}-${index}`}
                  className={`order-remark order-remark-${remark.By}`}
                >
                  <p className="order-remark-meta">
                    <strong>
                      {remark.By === 'buyer'
                        ? t('orderDetails.you')
                        : t(`orders.roles.${remark.By}`)}
                    </strong>
                    <time dateTime={remark.At}>{moment(remark.At)}</time>
                  </p>
                  <p className="order-remark-text">{remark.Text}</p>
                </li>
              ))}
            </ul>
          )}
        </OrderCard>
      )}

      {(order.Vouchers.length > 0 || can('uploadVouchers')) && (
        <OrderCard
          title={t('orderDetails.vouchers')}
          titleId="details-vouchers"
          extra={
            can('uploadVouchers') && (
              <Link to={`${paths.orderUploadList}?id=${order.Id}`} className="order-text-link">
                {t('orderDetails.actions.uploadVouchers')}
              </Link>
            )
          }
        >
          {order.Vouchers.length === 0 ? (
            <p className="order-muted">{t('orderDetails.payHint')}</p>
          ) : (
            <Thumbnails
              urls={order.Vouchers.map((voucher) => voucher.Url)}
              alt={(index) => t('orderDetails.voucherAlt', { index })}
            />
          )}
        </OrderCard>
      )}

      <OrderActionBar order={order} actions={actions} />
    </div>
  );
}

/** Where the order stands and what happens next, with the way to its full record. */
function StatusBanner({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  const latest = newestFirst(order.History)[0];
  const words = clerkWords(order);
  return (
    <section
      className={`order-banner order-banner-${statusTone(order.Status)}`}
      aria-labelledby="details-status"
    >
      <h2 id="details-status" className="order-banner-status">
        {translate(locale, `ORDER_STATUS_${order.Status}`)}
      </h2>
      <p className="order-banner-next">{translate(locale, `NOTICE_ORDER_${order.Status}`)}</p>
      {order.Status === 'PendingPayment' && (
        <div className="order-banner-pay">
          <p>{t('orderDetails.payHint')}</p>
          {words.confirmation && (
            <p className="order-banner-words">
              <span className="order-banner-words-label">{t('orderDetails.confirmationNote')}</span>
              {words.confirmation}
            </p>
          )}
        </div>
      )}
      {words.abnormal && (
        <p className="order-banner-note order-banner-words">
          <span className="order-banner-words-label">{t('orderDetails.abnormalReason')}</span>
          {words.abnormal}
        </p>
      )}
      {order.Kind === 'custom_made' && order.Status === 'PendingConfirmation' && (
        <p className="order-banner-note">{translate(locale, 'NOTICE_ORDER_CUSTOM_MADE')}</p>
      )}
      <dl className="order-banner-facts">
        <div>
          <dt>{t('orderDetails.orderNo')}</dt>
          <dd className="order-selectable">{order.OrderNo}</dd>
        </div>
        <div>
          <dt>{t('orderDetails.orderedAt')}</dt>
          <dd>{moment(order.CreatedAt)}</dd>
        </div>
      </dl>
      <Link to={`${paths.orderRecord}?id=${order.Id}`} className="order-banner-progress">
        <span className="order-banner-progress-label">{t('orderDetails.progress')}</span>
        {latest && (
          <span className="order-banner-progress-latest">
            <span>{t(`orderRecord.actions.${latest.Action as HistoryAction}`)}</span>
            <time dateTime={latest.At}>{moment(latest.At)}</time>
          </span>
        )}
        <RightOutline aria-hidden />
      </Link>
    </section>
  );
}

function OrderLineRow({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const unitPriceText = useUnitPriceText();
  return (
    <li className="order-line">
      <LinePicture src={line.Image} />
      <div className="order-line-main">
        <p className="order-line-title">{line.Title}</p>
        <p className="order-line-meta">
          <span className="order-stock-no">{line.StockNo}</span>
          <span>{unitPriceText(line.UnitPrice, line.StockUnit)}</span>
          {line.OriginalUnitPrice !== null && line.OriginalUnitPrice !== line.UnitPrice && (
            <s className="order-line-was">
              {t('orderDetails.was', { price: formatMoney(locale, line.OriginalUnitPrice) })}
            </s>
          )}
        </p>
        {line.CustomMade && (
          <p className="order-badge">
            {line.ArrivalDays != null
              ? t('orders.customMade', { days: line.ArrivalDays })
              : t('orders.customMadeShort')}
          </p>
        )}
      </div>
      <div className="order-line-side">
        <strong>{formatMoney(locale, line.Amount)}</strong>
        <span className="order-muted">{quantityText(line.Quantity, line.StockUnit)}</span>
      </div>
    </li>
  );
}

function DemandCard({ demand }: { demand: NonNullable<Order['Demand']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <OrderCard title={t('orderDetails.demand')} titleId="details-demand">
      <Thumbnails
        urls={demand.Images}
        alt={(index) => t('orderDetails.demandPictureAlt', { index })}
      />
      <p className="order-demand-text">{demand.Description}</p>
      <dl className="order-facts">
        <div>
          <dt>{t('orderDetails.category')}</dt>
          <dd>{labelOf(locale, 'Category', demand.Category)}</dd>
        </div>
        <div>
          <dt>{t('orderDetails.quantity')}</dt>
          <dd>{formatNumber(locale, demand.Quantity)}</dd>
        </div>
        {demand.Budget !== null && (
          <div>
            <dt>{t('orderDetails.budget')}</dt>
            <dd>{formatMoney(locale, demand.Budget)}</dd>
          </div>
        )}
      </dl>
    </OrderCard>
  );
}
