import { App as AntdApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/transport/query-client';
import { ConsoleTheme } from './console-theme';
import { router } from './routes';

/** The providers every page runs in: the theme, the query cache, the router. */
export function App() {
  return (
    <ConsoleTheme>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConsoleTheme>
  );
}
