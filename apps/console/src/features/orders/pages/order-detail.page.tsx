import { useState } from 'react';
import { Button, Col, Result, Row, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { formatEastern, type AdminOrder } from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useOrder, type ClerkAction } from '../api';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { OrderActionModal } from '../components/order-action-modal';
import { clerkActionsOf, ENDING_ACTIONS, FORWARD_ACTIONS } from '../order-actions';
import { OrderGoodsCard } from '../components/order-goods-card';
import { OrderHistoryCard } from '../components/order-history-card';
import { OrderBuyerCard, OrderDeliveryCard } from '../components/order-info-cards';
import { OrderRemarksCard } from '../components/order-remarks-card';
import { KIND_TEXTS } from '../order-status';
import { OrderStatusTag } from '../components/order-status-tag';
import { OrderVouchersCard } from '../components/order-vouchers-card';
import './orders.css';

/** The dialog stays mounted while it fades out, then goes. */
interface Dialog {
  action: ClerkAction;
  open: boolean;
}

const orderIdOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function BackToQueue() {
  const { t } = useI18n();
  return (
    <Link to="/orders" className="order-back">
      <ArrowLeftOutlined /> {t('orders.backToQueue')}
    </Link>
  );
}

/** The status changes the clerk may make now: the next step first and primary. */
function OrderActions({ order, onPick }: { order: AdminOrder; onPick: (a: ClerkAction) => void }) {
  const { t } = useI18n();
  const actions = clerkActionsOf(order.Actions);
  const primary = actions.find((action) => FORWARD_ACTIONS.includes(action));
  if (!actions.length) return null;
  return (
    <Space wrap className="order-actions">
      {actions.map((action) => (
        <Button
          key={action}
          type={action === primary ? 'primary' : 'default'}
          danger={ENDING_ACTIONS.includes(action)}
          onClick={() => onPick(action)}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}

function OrderRecord({ order }: { order: AdminOrder }) {
  const { t } = useI18n();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  return (
    <div className="order-detail">
      <BackToQueue />
      <PageHeading title={t('orders.detail.title', { orderNo: order.OrderNo })}>
        <OrderActions order={order} onPick={(action) => setDialog({ action, open: true })} />
      </PageHeading>
      <div className="order-facts">
        <OrderStatusTag status={order.Status} />
        <span>{t(KIND_TEXTS[order.Kind])}</span>
        <span className="orders-secondary">
          {t('orders.detail.placed', { at: formatEastern(order.CreatedAt) })}
        </span>
        {order.Status === 'Abnormal' && order.ResumeStatus && (
          <span className="orders-secondary">
            {t('orders.detail.resumesTo', { status: t(`ORDER_STATUS_${order.ResumeStatus}`) })}
          </span>
        )}
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="order-column">
          <OrderGoodsCard order={order} />
          <OrderRemarksCard order={order} />
          {(order.Vouchers.length > 0 || order.Status === 'PendingPayment') && (
            <OrderVouchersCard vouchers={order.Vouchers} />
          )}
        </Col>
        <Col xs={24} xl={8} className="order-column">
          <OrderBuyerCard buyer={order.Buyer} />
          <OrderDeliveryCard order={order} />
          <OrderHistoryCard history={order.History} />
        </Col>
      </Row>
      {dialog && (
        <OrderActionModal
          order={order}
          action={dialog.action}
          open={dialog.open}
          onClose={() => setDialog({ ...dialog, open: false })}
          afterClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** One order in full, with the actions its status allows. */
export function OrderDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = orderIdOf(useParams().id);
  const order = useOrder(id);

  if (order.data) return <OrderRecord order={order.data} />;

  const missing =
    id === undefined || (order.error instanceof ApiError && order.error.status === 404);
  if (missing || order.isError) {
    return (
      <div className="order-detail">
        <BackToQueue />
        <Result
          status={missing ? '404' : 'warning'}
          title={t(missing ? 'orders.error.notFound' : 'orders.error.order')}
          subTitle={missing ? undefined : order.error?.message}
          extra={
            missing ? (
              <Button type="primary" onClick={() => void navigate('/orders')}>
                {t('orders.backToQueue')}
              </Button>
            ) : (
              <Button type="primary" icon={<ReloadOutlined />} onClick={() => void order.refetch()}>
                {t('orders.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className="order-detail">
      <BackToQueue />
      <Skeleton active title paragraph={{ rows: 10 }} />
    </div>
  );
}
