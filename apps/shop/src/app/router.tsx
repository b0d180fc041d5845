import { createHashRouter } from 'react-router';
import { AppShell } from './app-shell.layout';
import { RouteErrorPage } from './route-error.page';
import { routes } from './routes';

let router: ReturnType<typeof createHashRouter> | undefined;

/** The shop's router, made on first use: in React's first render, not while the code loads. */
export const shopRouter = () =>
  (router ??= createHashRouter([
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
  ]));
