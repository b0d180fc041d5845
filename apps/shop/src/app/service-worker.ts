import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

/**
 * The installed app's service worker (vite.config.ts): registered once the first page shows,
 * so it never competes with it for the network. A new version waits until the buyer chooses to
 * reload — a form half filled in is theirs to finish first.
 */
let updateReady = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || applyUpdate) return;
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh() {
      updateReady = true;
      listeners.forEach((listener) => listener());
    },
  });
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
 * controls the page. Asked of the registration as it is now, not of the state the worker
 * library kept from its own update checks — an update found another way (a check the browser
 * made, another tab) is taken up all the same.
 */
export async function reloadWithUpdate() {
  const waiting = (await navigator.serviceWorker?.getRegistration())?.waiting;
  if (!waiting) return applyUpdate?.(true);
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
