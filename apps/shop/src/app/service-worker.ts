import { useSyncExternalStore } from 'react';

/** The worker the build writes (vite.config.ts, `VitePWA`), for the whole site. */
const WORKER_URL = '/sw.js';

/**
 * The installed app's service worker: registered once the first page shows, so it never
 * competes with it for the network. A new version waits until the buyer chooses to reload — a
 * form half filled in is theirs to finish first. The browser's own registration API, which is
 * all this needs: no worker library in every page's download.
 */
let updateReady = false;
let started = false;
const listeners = new Set<() => void>();

function announceUpdate() {
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/** A version waiting, or installed from now on, while an older one runs the page: the banner. */
function watchForUpdates(registration: ServiceWorkerRegistration) {
  // Installed before this page opened (by another tab, or a check the browser made).
  if (registration.waiting && navigator.serviceWorker.controller) announceUpdate();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: the shop now opens offline, nothing to say.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announceUpdate();
    });
  });
}

export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || started) return;
  started = true;
  navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .then(watchForUpdates)
    // Without a worker (a private window that refuses one, say) the shop works online as ever.
    .catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version is installed and waiting; re-renders when one arrives. */
export const useUpdateReady = () => useSyncExternalStore(subscribe, () => updateReady);

/**
 * Hands over to the waiting version and reloads the page with it: the waiting worker is told
 * to take over (the generated worker answers SKIP_WAITING), and the page reloads once it
 * controls the page. Asked of the registration as it is now, so an update found another way (a
 * check the browser made, another tab) is taken up all the same; one that another tab has
 * already started runs this page after a reload.
 */
export async function reloadWithUpdate() {
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** "Later": the banner goes until the next version, or the next visit. */
export function dismissUpdate() {
  updateReady = false;
  listeners.forEach((listener) => listener());
}
