import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../api/client';
import { GemIllustration } from '../components/state-illustrations';
import { StatePanel } from '../components/state-panel';
import { changeLocale, ensurePageTexts, i18n, initI18n, LOCALE_KEY } from '../i18n/i18n';
import { storeApi } from './storefront-api';
import { StorefrontApp } from './storefront-app';
import '../pages/catalogue/category-query.css';
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
 * The public storefront: the store's info first, then the store in the reader's language — the
 * one they picked in a switch before, else the store's own. Nothing of the shop's session is
 * read or sent.
 */
export async function startStorefront(slug: string) {
  await initI18n();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const info = await storeApi.info(slug);
    const chosen = localStorage.getItem(LOCALE_KEY);
    if (!chosen) await changeLocale(info.Language, { remember: false });
    await ensurePageTexts();
    document.title = info.Name;
    root.render(
      <StrictMode>
        <StorefrontApp slug={slug} info={info} />
      </StrictMode>,
    );
  } catch (error) {
    await ensurePageTexts().catch(() => undefined);
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
