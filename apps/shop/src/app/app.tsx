import { QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '@facet/contract';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { HashRouter } from 'react-router';
import { useLocale } from '../i18n/i18n';
import { queryClient } from '../shared/transport/query-client';
import { AppShell } from './app-shell.layout';
import { PageErrorBoundary } from './route-error.page';

const componentLocales: Record<Locale, typeof enUS> = { en: enUS, 'zh-CN': zhCN, 'zh-TW': zhTW };

export function App() {
  const locale = useLocale();
  return (
    <ConfigProvider locale={componentLocales[locale]}>
      <QueryClientProvider client={queryClient}>
        {/* Locations change outside transitions, as with the data router before it: a buyer who
            logs out lands on the login page in the same render that ends the session. */}
        <HashRouter useTransitions={false}>
          <PageErrorBoundary>
            <AppShell />
          </PageErrorBoundary>
        </HashRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
