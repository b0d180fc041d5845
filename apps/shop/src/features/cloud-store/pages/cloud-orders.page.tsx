import {
  CLOUD_ORDER_STATUSES,
  ENQUIRY_NOTE_MAX,
  translate,
  type CloudOrder,
  type CloudOrderStatus,
} from '@facet/contract';
import { Badge, Button, Dialog, Selector, Skeleton, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { useCloudOrders, useCloudOrderToCart, useUpdateCloudOrder } from '../api';
import { paths } from '../../../shared/routing/paths';
import { formatUsd } from '../../../shared/format/format';
import { PricesOnApproval } from '../../buyers';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { LineTabs } from '../../../shared/ui/line-tabs';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { useEasternMoment } from '../../../i18n/use-eastern-moment';
import { useLocale } from '../../../i18n/i18n';
import { cloudStorePaths } from '../../../shared/routing/cloud-store-paths';
import './cloud-store.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

const ALL = 'all';
const isStatus = (value: string | null): value is CloudOrderStatus =>
  (CLOUD_ORDER_STATUSES as readonly string[]).includes(value ?? '');

/** Account → Cloud Store Order: the enquiries the jeweller's customers sent from their store. */
export default function CloudOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('status');
  const status = isStatus(tab) ? tab : undefined;
  const orders = useCloudOrders(status);
  const counts = orders.data?.Counts;

  const tabs = (
    <LineTabs
      className="cloud-orders-tabs"
      label={t('titles.cloudOrders')}
      active={status ?? ALL}
      onChange={(key) => setSearch(key === ALL ? {} : { status: key }, { replace: true })}
      tabs={[
        { key: ALL, title: t('cloudStore.orders.all') },
        ...CLOUD_ORDER_STATUSES.map((s) => ({
          key: s,
          title: (
            <Badge content={counts?.[s] ? counts[s] : null} style={{ '--right': '-10px' }}>
              {translate(locale, `CLOUD_ORDER_STATUS_${s}`)}
            </Badge>
          ),
        })),
      ]}
    />
  );

  let body;
  if (orders.isError && !orders.data) {
    body =
      orders.error instanceof ApiError && orders.error.Code === 'NOT_VERIFIED' ? (
        <PricesOnApproval />
      ) : (
        <LoadFailedPanel onRetry={() => void orders.refetch()} />
      );
  } else if (!orders.data) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="cloud-orders-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (orders.data.List.length === 0) {
    body = (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={t('cloudStore.orders.empty')}
        description={t('cloudStore.orders.emptyHint')}
      >
        <Link
          to={cloudStorePaths.setup}
          className="adm-button adm-button-primary adm-button-shape-rounded store-link-button"
        >
          {t('cloudStore.orders.toSetup')}
        </Link>
      </StatePanel>
    );
  } else {
    body = (
      <ul className="cloud-orders-list">
        {orders.data.List.map((order) => (
          <li key={order.Id}>
            <EnquiryCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="cloud-orders-page">
      {tabs}
      {body}
    </div>
  );
}

function EnquiryCard({ order }: { order: CloudOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moment = useEasternMoment();
  const navigate = useNavigate();
  const toCart = useCloudOrderToCart();
  const [editing, setEditing] = useState(false);
  const margin = order.RetailTotal - order.WholesaleTotal;
  const available = order.Lines.some((line) => line.Available);
  const heading = `enquiry-${order.Id}`;

  const putInCart = () =>
    toCart.mutate(order.Id, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('cloudStore.orders.inCart') });
        void navigate(paths.cart);
      },
    });

  return (
    <article className="enquiry-card" aria-labelledby={heading}>
      <header className="enquiry-head">
        <h2 id={heading} className="enquiry-no">
          {order.No}
        </h2>
        <span className={`enquiry-status enquiry-status-${order.Status}`}>
          {translate(locale, `CLOUD_ORDER_STATUS_${order.Status}`)}
        </span>
      </header>
      <p className="enquiry-time">
        <time dateTime={order.CreatedAt}>{moment(order.CreatedAt)}</time>
      </p>

      <div className="enquiry-customer">
        <strong>{order.CustomerName}</strong>
        {order.CustomerPhone && (
          <a href={`tel:${order.CustomerPhone.replace(/[^\d+]/g, '')}`}>
            {t('cloudStore.orders.call', { phone: order.CustomerPhone })}
          </a>
        )}
        {order.CustomerEmail && (
          <a href={`mailto:${order.CustomerEmail}?subject=${encodeURIComponent(order.No)}`}>
            {t('cloudStore.orders.mail', { email: order.CustomerEmail })}
          </a>
        )}
      </div>
      {order.Message && <blockquote className="enquiry-message">{order.Message}</blockquote>}

      <ul className="enquiry-lines" aria-label={t('cloudStore.orders.stones')}>
        {order.Lines.map((line) => (
          <li key={line.GoodsId} className="enquiry-line">
            {line.Image ? (
              <img src={line.Image} alt="" width={48} height={48} loading="lazy" />
            ) : (
              <span className="enquiry-line-noimage" aria-hidden="true" />
            )}
            <span className="enquiry-line-text">
              <span className="enquiry-line-title">{line.Title}</span>
              <span className="enquiry-line-ref">
                {line.Ref}
                {!line.Available && (
                  <em className="enquiry-line-sold"> · {t('cloudStore.orders.notAvailable')}</em>
                )}
              </span>
            </span>
            <span className="enquiry-line-prices">
              <span>{formatUsd(locale, line.RetailPrice)}</span>
              <span className="enquiry-line-wholesale">
                {t('cloudStore.orders.wholesaleShort', {
                  price: formatUsd(locale, line.WholesalePrice),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>

      <dl className="enquiry-totals">
        <div>
          <dt>{t('cloudStore.orders.retailTotal')}</dt>
          <dd>{formatUsd(locale, order.RetailTotal)}</dd>
        </div>
        <div>
          <dt>{t('cloudStore.orders.wholesaleTotal')}</dt>
          <dd>{formatUsd(locale, order.WholesaleTotal)}</dd>
        </div>
        <div className="enquiry-margin">
          <dt>{t('cloudStore.orders.margin')}</dt>
          <dd>{formatUsd(locale, margin)}</dd>
        </div>
      </dl>

      {order.Note && (
        <p className="enquiry-note">
          <strong>{t('cloudStore.orders.note')}</strong> {order.Note}
        </p>
      )}
      {order.OrderId != null && (
        <Link className="enquiry-order" to={`${paths.orderDetails}?id=${order.OrderId}`}>
          {t('cloudStore.orders.linkedOrder', { no: order.OrderNo ?? '' })}
          {order.OrderStatus && ` · ${translate(locale, `ORDER_STATUS_${order.OrderStatus}`)}`}
        </Link>
      )}

      <div className="enquiry-actions">
        <Button size="small" shape="rounded" onClick={() => setEditing(true)}>
          {t('cloudStore.orders.changeStatus')}
        </Button>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          disabled={!available}
          loading={toCart.isPending}
          onClick={putInCart}
        >
          {t('cloudStore.orders.toCart')}
        </Button>
      </div>
      {editing && <StatusDialog order={order} onClose={() => setEditing(false)} />}
    </article>
  );
}

function StatusDialog({ order, onClose }: { order: CloudOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateCloudOrder();
  const [status, setStatus] = useState<CloudOrderStatus>(order.Status);
  const [note, setNote] = useState(order.Note);
  const [error, setError] = useState<string | null>(null);

  const send = () =>
    update.mutate(
      { Id: order.Id, Status: status, Note: note },
      {
        onSuccess: () => {
          toast({ icon: 'success', content: t('cloudStore.orders.updated') });
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (failure.Fields[0]?.Message ?? failure.Message)
              : t('errors.loadFailed'),
          ),
      },
    );

  return (
    <Dialog
      visible
      title={t('cloudStore.orders.statusTitle', { no: order.No })}
      onClose={onClose}
      closeOnMaskClick
      content={
        <div className="enquiry-status-form">
          <Selector
            columns={2}
            value={[status]}
            onChange={(value) => value[0] && setStatus(value[0])}
            options={CLOUD_ORDER_STATUSES.map((s) => ({
              label: translate(locale, `CLOUD_ORDER_STATUS_${s}`),
              value: s,
            }))}
          />
          <TextArea
            aria-label={t('cloudStore.orders.note')}
            placeholder={t('cloudStore.orders.notePlaceholder')}
            value={note}
            onChange={setNote}
            maxLength={ENQUIRY_NOTE_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          {error && (
            <p className="enquiry-status-error" role="alert">
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          {
            key: 'save',
            text: t('common.save'),
            bold: true,
            disabled: update.isPending,
            onClick: send,
          },
        ],
      ]}
    />
  );
}
