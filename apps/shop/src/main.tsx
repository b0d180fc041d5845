// The components' shared styles and variables (the library's index brings them; the build
// imports each component from its own module, vite-plugins.ts).
import 'antd-mobile/es/global';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { saved } from './shared/transport/saved';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { startServiceWorker } from './app/service-worker';
import { followTheme } from './shared/ui/theme';
import { queryClient } from './shared/transport/query-client';
import { startChatWithSession } from './features/chat';
import { PREFERENCES_KEY, readPreferences, sessionStore, sessionLink } from './features/accounts';
import { initI18n } from './i18n/i18n';
import { linkSession } from './shared/transport/http';
import './shared/ui/theme.css';
import './app/app.css';
import './shared/ui/components.css';

// Every call carries the buyer's session, and a 401 ends it.
linkSession(sessionLink);

// index.html's script has shown the theme already; from here it follows the phone and the tabs.
followTheme(() => readPreferences().theme, PREFERENCES_KEY);

// Whatever one buyer's session cached must never show to the next one.
sessionStore.subscribe(() => {
  if (sessionStore.get()) return;
  queryClient.clear();
  saved.forgetAll();
});

/**
 * A task of its own for what follows: loading the code was one long task already, and the
 * phone paints and answers a tap between start-up's steps (each costs tens of milliseconds on a
 * mid-range phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void startShop();

async function startShop() {
  await nextTask();
  // The page's code loads with the texts: React's first render replaces the HTML's shell with the
  // page itself. A page that fails to load is the shell's to report, as on any navigation.
  const [firstPath, firstQuery] = location.hash.slice(1).split('?');
  const firstPage = preloadPage(firstPath || '/', new URLSearchParams(firstQuery)).catch(
    () => undefined,
  );
  await nextTask();

  /** Runs `work` when the main thread is idle (at most 10 s later). */
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => work(), { timeout: 10_000 })
      : setTimeout(work, 2_000);

  void Promise.all([initI18n(), firstPage]).then(() => {
    // In a transition, React renders the first page in slices and lets the phone answer a
    // tap between them, instead of one long task (the shell's HTML stays until it commits).
    const root = createRoot(document.getElementById('root') as HTMLElement);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    // After the texts: chat errors come in the buyer's language (the socket's `locale`).
    startChatWithSession();
    // Once the page has loaded and the phone is idle: the service worker's downloads (every
    // page's code for offline use) must not compete with the first page's own work.
    if (document.readyState === 'complete') whenIdle(startServiceWorker);
    else window.addEventListener('load', () => whenIdle(startServiceWorker), { once: true });
  });
}
