import { lazy, Suspense, type ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import {
  ArrowRightOutlined,
  AuditOutlined,
  MessageOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderStatus } from '@facet/contract';
import { useChatUnread } from '../api/chat';
import { useOrderCounts } from '../api/orders';
import { useMe } from '../api/session';
import type { ConsoleKey } from '../i18n/catalogue';
import { formatCount } from '../i18n/number-format';
import { useI18n } from '../i18n/use-i18n';
import { DiamondMark } from '../layout/brand';
import { displayName } from '../layout/display-name';
import { PageHeading } from '../layout/page-heading';
import { queueLink } from './orders/order-queue-view';

// The charts bring their library: their own chunk, so the console's first load stays small.
const DashboardStats = lazy(() => import('./dashboard/dashboard-stats'));

interface QueueTile {
  title: ConsoleKey;
  status: OrderStatus;
  icon: ReactNode;
}

/** The order queues a clerk works through, each with its count and a link to its tab. */
const QUEUE_TILES: readonly QueueTile[] = [
  { title: 'dashboard.ordersAwaiting', status: 'PendingConfirmation', icon: <AuditOutlined /> },
  { title: 'dashboard.paymentsToCheck', status: 'PendingPayment', icon: <WalletOutlined /> },
];

function QueueTiles() {
  const { t, locale } = useI18n();
  const counts = useOrderCounts();
  return QUEUE_TILES.map(({ title, status, icon }) => (
    <Col key={title} xs={24} md={8}>
      <Card className="pending-tile" variant="borderless">
        <span className="pending-tile-icon">{icon}</span>
        <Typography.Title level={3} className="pending-tile-title">
          {t(title)}
        </Typography.Title>
        <div className="queue-tile-figures">
          <span className="queue-tile-count">
            {counts.data ? formatCount(locale, counts.data[status]) : '—'}
          </span>
          <Link to={queueLink(status)} className="queue-tile-link">
            {t('dashboard.openQueue')} <ArrowRightOutlined />
          </Link>
        </div>
        {counts.isError && <p className="pending-tile-status">{counts.error.message}</p>}
      </Card>
    </Col>
  ));
}

/** Buyer messages waiting for an answer, kept current by the chat connection. */
function ChatTile() {
  const { t, locale } = useI18n();
  const unread = useChatUnread();
  return (
    <Col xs={24} md={8}>
      <Card className="pending-tile" variant="borderless">
        <span className="pending-tile-icon">
          <MessageOutlined />
        </span>
        <Typography.Title level={3} className="pending-tile-title">
          {t('dashboard.unreadChats')}
        </Typography.Title>
        <div className="queue-tile-figures">
          <span className="queue-tile-count">
            {unread.data === undefined ? '—' : formatCount(locale, unread.data)}
          </span>
          <Link to="/chat" className="queue-tile-link">
            {t('dashboard.openChat')} <ArrowRightOutlined />
          </Link>
        </div>
        {unread.isError && <p className="pending-tile-status">{unread.error.message}</p>}
      </Card>
    </Col>
  );
}

export function DashboardPage() {
  const { t } = useI18n();
  const { data: user } = useMe();

  return (
    <>
      <PageHeading title={t('nav.dashboard')} />
      <Card className="welcome-card" variant="borderless">
        <div className="welcome">
          <span className="welcome-mark">
            <DiamondMark size={30} />
          </span>
          <div>
            <Typography.Title level={2} className="welcome-title">
              {t('dashboard.welcome', { name: user ? displayName(user) : '' })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="welcome-text">
              {t('dashboard.intro')}
            </Typography.Paragraph>
          </div>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <QueueTiles />
        <ChatTile />
      </Row>
      <Suspense fallback={<Skeleton active className="stats" paragraph={{ rows: 8 }} />}>
        <DashboardStats />
      </Suspense>
    </>
  );
}
