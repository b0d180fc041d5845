import { createHashRouter } from 'react-router';
import { AppShell } from './app-shell.layout';
import { RouteErrorPage } from './route-error.page';
import { routes } from './routes';

export const router = createHashRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: routes.map(({ path, Page, handle }) => ({
      path,
      element: <Page />,
      handle,
      errorElement: <RouteErrorPage />,
    })),
  },
]);
