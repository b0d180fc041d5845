import { App as AntdApp, ConfigProvider } from 'antd';
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

// The server hands out only index.html and assets under /console/, hence hash routes.
const router = createHashRouter([
  {
    element: <SessionExpiry />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...NAV_ITEMS.filter(({ path }) => path !== '/').map(({ path, title }) => ({
            path,
            element: <UnderDevelopmentPage title={title} />,
          })),
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
