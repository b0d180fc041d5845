import { Avatar, Badge, Button, Descriptions, Empty, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { formatEastern, ORDER_STATUSES, type OrderStatus } from '@facet/contract';
import { useChatBuyer } from '../api';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { paramsOf, STATUS_COLORS } from '../../orders';
import { buyerNameOf } from '../chat-names';

const isOrderStatus = (status: string): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

/** The status's colour as a dot (a cancelled order's grey is antd's `default` status). */
const statusDot = (status: string) => {
  const color = isOrderStatus(status) ? STATUS_COLORS[status] : 'default';
  return color === 'default' ? { status: 'default' as const } : { color };
};

/** Every order of one buyer: the queue's all tab, searched by their email. */
const ordersOfBuyer = (email: string) =>
  `/orders?${paramsOf({ tab: 'all', keyword: email, page: 1, pageSize: 20 })}`;

/** Who the clerk is talking to: the buyer's profile and latest orders, each one link away. */
export function BuyerPane({ conversationId }: { conversationId: number }) {
  const { t, locale } = useI18n();
  const profile = useChatBuyer(conversationId);

  if (profile.isPending) {
    return (
      <div className="chat-buyer">
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Result
        className="chat-pane-result"
        status="warning"
        title={t('chat.buyer.error')}
        subTitle={profile.error.message}
        extra={<Button onClick={() => void profile.refetch()}>{t('chat.retry')}</Button>}
      />
    );
  }

  const { Buyer, RecentOrders } = profile.data;
  const name = buyerNameOf(Buyer);
  const fullName = [Buyer.Surname, Buyer.Name].filter(Boolean).join(' ');
  const phone = [Buyer.AreaCode, Buyer.Phone].filter(Boolean).join(' ');
  const none = <span className="chat-none">{t('chat.buyer.none')}</span>;

  return (
    <div className="chat-buyer">
      <div className="chat-buyer-head">
        <Avatar size={64} src={Buyer.HeadPortrait || undefined} className="chat-avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <h3 className="chat-buyer-name">{name}</h3>
        <a href={`mailto:${Buyer.Email}`} className="chat-buyer-email">
          {Buyer.Email}
        </a>
      </div>
      <Descriptions
        className="chat-buyer-facts"
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('chat.buyer.name'), children: fullName || none },
          { key: 'phone', label: t('chat.buyer.phone'), children: phone || none },
          {
            key: 'since',
            label: t('chat.buyer.since'),
            children: formatEastern(Buyer.RegisteredAt, 'YYYY-MM-DD'),
          },
        ]}
      />
      <h4 className="chat-buyer-section">{t('chat.buyer.recentOrders')}</h4>
      {RecentOrders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.buyer.noOrders')} />
      ) : (
        <>
          <ul className="chat-buyer-orders">
            {RecentOrders.map((order) => (
              <li key={order.OrderId} className="chat-buyer-order">
                <span className="chat-buyer-order-head">
                  <Link to={`/orders/${order.OrderId}`} className="chat-buyer-order-no">
                    {order.OrderNo}
                  </Link>
                  {/* A dot and plain text: a narrow pane has no room for tags. */}
                  <Badge
                    className="chat-buyer-order-status"
                    {...statusDot(order.Status)}
                    text={
                      isOrderStatus(order.Status) ? t(`ORDER_STATUS_${order.Status}`) : order.Status
                    }
                  />
                </span>
                <span className="chat-buyer-order-foot">
                  <span>{formatEastern(order.CreatedAt, 'YYYY-MM-DD')}</span>
                  <span className="chat-buyer-order-total">{formatUsd(locale, order.Total)}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={ordersOfBuyer(Buyer.Email)} className="chat-buyer-all">
            {t('chat.buyer.allOrders')}
          </Link>
        </>
      )}
    </div>
  );
}
