import { Suspense, type ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import {
  ArrowRightOutlined,
  AuditOutlined,
  InboxOutlined,
  MessageOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderStatus } from '@facet/contract';
import { displayName, useMe } from '../../accounts';
import { useChatUnread } from '../../chat';
import { useFeedbackWaiting } from '../../feedback';
import { queueLink, useOrderCounts } from '../../orders';
import { DashboardStats } from '../../stats';
import type { ConsoleKey } from '../../../i18n/catalogue';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { DiamondMark } from '../../../shared/ui/brand';
import { PageHeading } from '../../../shared/ui/page-heading';

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
    <Col key={title} xs={24} md={12} xl={6}>
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

/** A count of what waits for staff, with the way to it. */
function WaitingTile({
  icon,
  title,
  count,
  error,
  to,
  open,
}: {
  icon: ReactNode;
  title: ConsoleKey;
  count: number | undefined;
  error: Error | null;
  to: string;
  open: ConsoleKey;
}) {
  const { t, locale } = useI18n();
  return (
    <Col xs={24} md={12} xl={6}>
      <Card className="pending-tile" variant="borderless">
        <span className="pending-tile-icon">{icon}</span>
        <Typography.Title level={3} className="pending-tile-title">
          {t(title)}
        </Typography.Title>
        <div className="queue-tile-figures">
          <span className="queue-tile-count">
            {count === undefined ? '—' : formatCount(locale, count)}
          </span>
          <Link to={to} className="queue-tile-link">
            {t(open)} <ArrowRightOutlined />
          </Link>
        </div>
        {error && <p className="pending-tile-status">{error.message}</p>}
      </Card>
    </Col>
  );
}

/** Buyer messages waiting for an answer, kept current by the chat connection. */
function ChatTile() {
  const unread = useChatUnread();
  return (
    <WaitingTile
      icon={<MessageOutlined />}
      title="dashboard.unreadChats"
      count={unread.data}
      error={unread.error}
      to="/chat"
      open="dashboard.openChat"
    />
  );
}

/** Feedback from buyers nobody has answered yet, asked for again every minute. */
function FeedbackTile() {
  const waiting = useFeedbackWaiting();
  return (
    <WaitingTile
      icon={<InboxOutlined />}
      title="dashboard.feedbackWaiting"
      count={waiting.data}
      error={waiting.error}
      to="/feedback"
      open="dashboard.openFeedback"
    />
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
        <FeedbackTile />
      </Row>
      <Suspense fallback={<Skeleton active className="stats" paragraph={{ rows: 8 }} />}>
        <DashboardStats />
      </Suspense>
    </>
  );
}
