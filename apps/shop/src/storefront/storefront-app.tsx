import type { StoreInfo } from '@facet/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createHashRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useOutletContext,
} from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { StoreEnquiryPage } from './store-enquiry.page';
import { StoreHomePage } from './store-home.page';
import { StoreStonePage } from './store-stone.page';
import { createSelection, useSelected, type Selection } from './selection';

export type StoreContext = { slug: string; info: StoreInfo; selection: Selection };
export const useStore = () => useOutletContext<StoreContext>();

/** The store's header: the jeweller's logo and name, the language switch, the enquiry. */
function StoreLayout({ context }: { context: StoreContext }) {
  const { t } = useTranslation();
  const { info, selection } = context;
  const picked = useSelected(selection);
  const { pathname } = useLocation();
  const onEnquiry = pathname === '/enquiry';
  // Each page opens at its top (react-router's ScrollRestoration would weigh on the shop's own
  // first load: it lives in the shared framework chunk).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="storefront">
      <header className="storefront-header">
        <Link to="/" className="storefront-brand">
          {info.Logo ? (
            <img className="storefront-logo" src={info.Logo} alt="" width={40} height={40} />
          ) : (
            <span className="storefront-logo storefront-logo-letter" aria-hidden="true">
              {info.Name.slice(0, 1)}
            </span>
          )}
          <span className="storefront-name">{info.Name}</span>
        </Link>
        <LanguageSwitch tone="light" />
      </header>
      <main className="storefront-main">
        <Outlet context={context} />
      </main>
      {picked.length > 0 && !onEnquiry && (
        <Link to="/enquiry" className="storefront-enquiry-bar">
          <span>{t('storefront.selected', { count: picked.length })}</span>
          <strong>{t('storefront.enquire')}</strong>
        </Link>
      )}
    </div>
  );
}

export function StorefrontApp({ slug, info }: { slug: string; info: StoreInfo }) {
  const router = useMemo(() => {
    const context: StoreContext = { slug, info, selection: createSelection(slug) };
    return createHashRouter([
      {
        element: <StoreLayout context={context} />,
        children: [
          { path: '/', element: <StoreHomePage /> },
          { path: '/stone/:ref', element: <StoreStonePage /> },
          { path: '/enquiry', element: <StoreEnquiryPage /> },
          { path: '*', element: <StoreHomePage /> },
        ],
      },
    ]);
  }, [slug, info]);
  // The store's own cache: nothing of the shop's is read or kept beside it.
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
