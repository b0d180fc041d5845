import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import {
  AuditOutlined,
  ClockCircleOutlined,
  MessageOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useMe } from '../api/session';
import type { ConsoleKey } from '../i18n/catalogue';
import { useI18n } from '../i18n/use-i18n';
import { DiamondMark } from '../layout/brand';
import { displayName } from '../layout/display-name';
import { PageHeading } from '../layout/page-heading';

interface PendingTile {
  title: ConsoleKey;
  pending: ConsoleKey;
  icon: ReactNode;
}

// The figures arrive with their modules; until then the tiles say so instead of showing zeros.
const TILES: readonly PendingTile[] = [
  {
    title: 'dashboard.ordersAwaiting',
    pending: 'dashboard.ordersModulePending',
    icon: <AuditOutlined />,
  },
  {
    title: 'dashboard.paymentsToCheck',
    pending: 'dashboard.ordersModulePending',
    icon: <WalletOutlined />,
  },
  {
    title: 'dashboard.unreadChats',
    pending: 'dashboard.chatModulePending',
    icon: <MessageOutlined />,
  },
];

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
        {TILES.map(({ title, pending, icon }) => (
          <Col key={title} xs={24} md={8}>
            <Card className="pending-tile" variant="borderless">
              <span className="pending-tile-icon">{icon}</span>
              <Typography.Title level={3} className="pending-tile-title">
                {t(title)}
              </Typography.Title>
              <p className="pending-tile-status">
                <ClockCircleOutlined />
                {t(pending)}
              </p>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
