import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LANGUAGES } from '../i18n/languages';
import { useI18n } from '../i18n/use-i18n';
import { queryClient } from '../shared/transport/query-client';
import { theme } from '../shared/theme/theme';
import { router } from './routes';

/** The providers every page runs in: antd's theme and language, the query cache, the router. */
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
