import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { createHashRouter } from 'react-router';
import { LoginPage } from '../features/accounts';
import { DashboardPage } from '../features/dashboard';
import { NAV_ITEMS } from './layout/nav-items';
import { NotFoundPage } from './pages/not-found.page';
import { UnderDevelopmentPage } from './pages/under-development.page';
import { RequireSession } from './require-session';
import { SessionExpiry } from './session-expiry';

/**
 * A feature's page in a chunk of its own, loaded when first opened. The route table names the
 * page's module itself: through the feature's index.ts, whatever else the index offers other
 * features would come with the console's first load.
 */
const lazyPage = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

// The inventory brings tables, forms and uploads: its own chunk, loaded when first opened.
const InventoryPage = lazyPage(
  () => import('../features/inventory/pages/inventory.page'),
  'InventoryPage',
);
const OrdersPage = lazyPage(() => import('../features/orders/pages/orders.page'), 'OrdersPage');
const OrderDetailPage = lazyPage(
  () => import('../features/orders/pages/order-detail.page'),
  'OrderDetailPage',
);
const NoticesPage = lazyPage(() => import('../features/notices/pages/notices.page'), 'NoticesPage');
const ChatPage = lazyPage(() => import('../features/chat/pages/chat.page'), 'ChatPage');
const CloudStoresPage = lazyPage(
  () => import('../features/cloud-store/pages/cloud-stores.page'),
  'CloudStoresPage',
);
const FeedbackPage = lazyPage(
  () => import('../features/feedback/pages/feedback.page'),
  'FeedbackPage',
);
const HoldsPage = lazyPage(() => import('../features/holds/pages/holds.page'), 'HoldsPage');
const OffersPage = lazyPage(() => import('../features/offers/pages/offers.page'), 'OffersPage');
const MemosPage = lazyPage(() => import('../features/memo/pages/memos.page'), 'MemosPage');
const ReturnsPage = lazyPage(() => import('../features/returns/pages/returns.page'), 'ReturnsPage');
const RatesPage = lazyPage(() => import('../features/currencies/pages/rates.page'), 'RatesPage');
const BuyersPage = lazyPage(() => import('../features/buyers/pages/buyers.page'), 'BuyersPage');
const TiersPage = lazyPage(() => import('../features/tiers/pages/tiers.page'), 'TiersPage');
const StaffPage = lazyPage(() => import('../features/staff/pages/staff.page'), 'StaffPage');
const InvitePage = lazyPage(() => import('../features/accounts/pages/invite.page'), 'InvitePage');
const ContactPage = lazyPage(() => import('../features/contact/pages/contact.page'), 'ContactPage');
const WebhooksPage = lazyPage(
  () => import('../features/webhooks/pages/webhooks.page'),
  'WebhooksPage',
);
const AuditPage = lazyPage(() => import('../features/audit/pages/audit.page'), 'AuditPage');

/** A page of its own chunk, with a spinner while that loads. */
const loaded = (page: ReactNode) => (
  <Suspense
    fallback={
      <div className="page-loading">
        <Spin size="large" />
      </div>
    }
  >
    {page}
  </Suspense>
);

/** The areas whose modules have shipped; every other menu path is under development. */
const PAGES: Partial<Record<string, ReactNode>> = {
  '/orders': loaded(<OrdersPage />),
  '/inventory': loaded(<InventoryPage />),
  '/notices': loaded(<NoticesPage />),
  '/chat': loaded(<ChatPage />),
  '/holds': loaded(<HoldsPage />),
  '/offers': loaded(<OffersPage />),
  '/memos': loaded(<MemosPage />),
  '/returns': loaded(<ReturnsPage />),
  '/cloud-stores': loaded(<CloudStoresPage />),
  '/feedback': loaded(<FeedbackPage />),
  '/rates': loaded(<RatesPage />),
  '/buyers': loaded(<BuyersPage />),
  '/tiers': loaded(<TiersPage />),
  '/staff': loaded(<StaffPage />),
  '/webhooks': loaded(<WebhooksPage />),
  '/audit': loaded(<AuditPage />),
  '/contact': loaded(<ContactPage />),
};

// The server hands out only index.html and assets under /console/, hence hash routes.
export const router = createHashRouter([
  {
    element: <SessionExpiry />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/invite', element: loaded(<InvitePage />) },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...NAV_ITEMS.filter(({ path }) => path !== '/').map(({ path, title }) => ({
            path,
            element: PAGES[path] ?? <UnderDevelopmentPage title={title} />,
          })),
          { path: '/orders/:id', element: loaded(<OrderDetailPage />) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
