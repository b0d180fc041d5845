import { lazy, Suspense, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createHashRouter, RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { LANGUAGES } from './i18n/languages';
import { useI18n } from './i18n/use-i18n';
import { NAV_ITEMS } from './layout/nav-items';
import { RequireSession } from './layout/require-session';
import { SessionExpiry } from './layout/session-expiry';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { NotFoundPage } from './pages/not-found.page';
import { UnderDevelopmentPage } from './pages/under-development.page';
import { theme } from './theme/theme';

// The inventory brings tables, forms and uploads: its own chunk, loaded when first opened.
const InventoryPage = lazy(() =>
  import('./pages/inventory/inventory.page').then((module) => ({ default: module.InventoryPage })),
);
const OrdersPage = lazy(() =>
  import('./pages/orders/orders.page').then((module) => ({ default: module.OrdersPage })),
);
const OrderDetailPage = lazy(() =>
  import('./pages/orders/order-detail.page').then((module) => ({
    default: module.OrderDetailPage,
  })),
);

const NoticesPage = lazy(() =>
  import('./pages/notices/notices.page').then((module) => ({ default: module.NoticesPage })),
);
const ChatPage = lazy(() =>
  import('./pages/chat/chat.page').then((module) => ({ default: module.ChatPage })),
);

const CloudStoresPage = lazy(() =>
  import('./pages/cloud-stores/cloud-stores.page').then((module) => ({
    default: module.CloudStoresPage,
  })),
);
const FeedbackPage = lazy(() =>
  import('./pages/feedback/feedback.page').then((module) => ({ default: module.FeedbackPage })),
);
const HoldsPage = lazy(() =>
  import('./pages/holds/holds.page').then((module) => ({ default: module.HoldsPage })),
);

const RatesPage = lazy(() =>
  import('./pages/currencies/rates.page').then((module) => ({ default: module.RatesPage })),
);

const BuyersPage = lazy(() =>
  import('./pages/buyers/buyers.page').then((module) => ({ default: module.BuyersPage })),
);

const TiersPage = lazy(() =>
  import('./pages/tiers/tiers.page').then((module) => ({ default: module.TiersPage })),
);

const StaffPage = lazy(() =>
  import('./pages/staff/staff.page').then((module) => ({ default: module.StaffPage })),
);

const InvitePage = lazy(() =>
  import('./pages/invite.page').then((module) => ({ default: module.InvitePage })),
);

const ContactPage = lazy(() =>
  import('./pages/contact/contact.page').then((module) => ({ default: module.ContactPage })),
);

const AuditPage = lazy(() =>
  import('./pages/audit/audit.page').then((module) => ({ default: module.AuditPage })),
);

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
  '/cloud-stores': loaded(<CloudStoresPage />),
  '/feedback': loaded(<FeedbackPage />),
  '/rates': loaded(<RatesPage />),
  '/buyers': loaded(<BuyersPage />),
  '/tiers': loaded(<TiersPage />),
  '/staff': loaded(<StaffPage />),
  '/audit': loaded(<AuditPage />),
  '/contact': loaded(<ContactPage />),
};

// The server hands out only index.html and assets under /console/, hence hash routes.
const router = createHashRouter([
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

export function App() {
  const { locale } = useI18n();
  return (
    <ConfigProvider
      theme={theme}
      locale={LANGUAGES[locale].antd}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
