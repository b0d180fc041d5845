import type { ReactNode } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  PercentageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  RollbackOutlined,
  ProfileOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { Role } from '@facet/contract';
import type { ConsoleKey } from '../../i18n/catalogue';

export interface NavItem {
  path: string;
  title: ConsoleKey;
  icon: ReactNode;
  /** Only these roles see the entry (every member of staff when absent). */
  roles?: readonly Role[];
}

/** The console's areas, in menu order; the router builds a route for each. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', title: 'nav.dashboard', icon: <DashboardOutlined /> },
  { path: '/orders', title: 'nav.orders', icon: <ProfileOutlined /> },
  { path: '/inventory', title: 'nav.inventory', icon: <AppstoreOutlined /> },
  { path: '/notices', title: 'nav.notices', icon: <NotificationOutlined /> },
  { path: '/chat', title: 'nav.chat', icon: <MessageOutlined /> },
  { path: '/holds', title: 'nav.holds', icon: <ClockCircleOutlined /> },
  { path: '/offers', title: 'nav.offers', icon: <TagsOutlined /> },
  { path: '/memos', title: 'nav.memo', icon: <FileProtectOutlined /> },
  { path: '/returns', title: 'nav.returns', icon: <RollbackOutlined /> },
  { path: '/rates', title: 'nav.rates', icon: <TransactionOutlined /> },
  { path: '/buyers', title: 'nav.buyers', icon: <TeamOutlined /> },
  { path: '/cloud-stores', title: 'nav.cloudStores', icon: <ShopOutlined /> },
  { path: '/feedback', title: 'nav.feedback', icon: <InboxOutlined /> },
  { path: '/tiers', title: 'nav.tiers', icon: <PercentageOutlined />, roles: ['admin'] },
  { path: '/staff', title: 'nav.staff', icon: <IdcardOutlined />, roles: ['admin'] },
  { path: '/webhooks', title: 'nav.webhooks', icon: <ApiOutlined />, roles: ['admin'] },
  { path: '/audit', title: 'nav.audit', icon: <FileSearchOutlined />, roles: ['admin'] },
  { path: '/contact', title: 'nav.contact', icon: <PhoneOutlined />, roles: ['admin'] },
];
