import type { StoreInfo } from '@facet/contract';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { StoreEnquiryPage } from './store-enquiry.page';
import { StoreHomePage } from './store-home.page';
import { StoreStonePage } from './store-stone.page';
import { createSelection, useSelected } from './selection';
import { Store, type StoreContext } from './store-context';
import { Link, useRoute } from './hash-route';
import { storeNameSize } from './store-name';

/** The page of the address: a stone, the enquiry, or the store's list. */
function StorePage({ path }: { path: string }) {
  const stone = /^\/stone\/([^/]+)$/.exec(path);
  if (stone) return <StoreStonePage key={stone[1]} stoneRef={stone[1]!} />;
  if (path === '/enquiry') return <StoreEnquiryPage />;
  return <StoreHomePage />;
}

/** The store's header: the jeweller's logo and name, the language switch, the enquiry. */
function StoreLayout({ context }: { context: StoreContext }) {
  const { t } = useTranslation();
  const { info, selection } = context;
  const picked = useSelected(selection);
  const { path } = useRoute();
  const onEnquiry = path === '/enquiry';
  // Each page opens at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
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
          <span className={`storefront-name storefront-name-${storeNameSize(info.Name)}`}>
            {info.Name}
          </span>
        </Link>
        <LanguageSwitch tone="light" />
      </header>
      <main className="storefront-main">
        <StorePage path={path} />
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

export function StorefrontApp({
  slug,
  info,
  queries,
}: {
  slug: string;
  info: StoreInfo;
  /** The store's own cache, with the first screen's stones already asked for. */
  queries: QueryClient;
}) {
  const context = useMemo<StoreContext>(
    () => ({ slug, info, selection: createSelection(slug) }),
    [slug, info],
  );
  return (
    <QueryClientProvider client={queries}>
      <Store.Provider value={context}>
        <StoreLayout context={context} />
      </Store.Provider>
    </QueryClientProvider>
  );
}
