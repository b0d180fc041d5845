import { parseLocale, type StoreInfo } from '@facet/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../../../shared/transport/client';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { i18n, initI18n, LOCALE_KEY } from '../../../i18n/i18n';
import { prefetchFirstScreen, storeApi } from './storefront-api';
import { StorefrontApp } from './storefront-app';
import '../../../shared/ui/theme.css';
import '../../catalogue/components/category-query.css';
import './storefront.css';

/** `/store/<slug>` (or `/store/<slug>/…`): the jeweller's slug, or null on any other page. */
export function storefrontSlug(pathname: string): string | null {
  const match = /^\/store\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * The store's details as the server wrote them into the page (store.html's `#store-info`), so
 * that nothing waits for a first call; null when it could not (the page then asks).
 */
function infoInPage(slug: string): StoreInfo | null {
  try {
    const info = JSON.parse(
      document.getElementById('store-info')?.textContent ?? 'null',
    ) as StoreInfo | null;
    return info?.Slug === slug ? info : null;
  } catch {
    return null;
  }
}

/**
 * The public storefront: the store in the reader's language — the one they picked in a switch
 * before, else the store's own. Its texts and its first screen's stones load side by side.
 * Nothing of the shop's session is read or sent.
 */
async function startStorefront(slug: string) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const known = infoInPage(slug);
    const info = known ?? (await storeApi.info(slug));
    const locale = parseLocale(localStorage.getItem(LOCALE_KEY) ?? info.Language);
    const queries = prefetchFirstScreen(slug, info, location.hash);
    await initI18n({ locale, pageTexts: true });
    document.title = info.Name;
    root.render(
      <StrictMode>
        <StorefrontApp slug={slug} info={info} queries={queries} />
      </StrictMode>,
    );
  } catch (error) {
    if (!i18n.isInitialized) await initI18n({ pageTexts: true }).catch(() => undefined);
    // No such store, closed, or a link no store could have: all the same to a customer.
    const closed = error instanceof ApiError && (error.Status === 404 || error.Status === 400);
    root.render(
      <StrictMode>
        <main className="storefront storefront-closed">
          <StatePanel
            role="alert"
            image={<GemIllustration mark={closed ? 'question' : 'alert'} />}
            title={i18n.t(closed ? 'storefront.closed' : 'storefront.failed')}
            description={i18n.t(closed ? 'storefront.closedHint' : 'storefront.failedHint')}
          >
            {!closed && (
              <button type="button" className="storefront-button" onClick={() => location.reload()}>
                {i18n.t('storefront.retry')}
              </button>
            )}
          </StatePanel>
        </main>
      </StrictMode>,
    );
  }
}

void startStorefront(storefrontSlug(location.pathname) ?? '');
