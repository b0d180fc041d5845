import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';

/**
 * The storefront's routes live in the address's hash (`#/stone/<Ref>`, `#/enquiry`, `#/?category=…`):
 * the server's page stays `/store/<slug>` whatever a customer opens, and a shared link opens the
 * same stone. Three pages need no router library: this is the whole of it.
 */
export type StoreRoute = { path: string; params: URLSearchParams };

function read(): StoreRoute {
  const [path = '', search = ''] = location.hash.replace(/^#/, '').split('?');
  return { path: path.replace(/\/+$/, '') || '/', params: new URLSearchParams(search) };
}

let current = read();
const listeners = new Set<() => void>();
const changed = () => {
  current = read();
  for (const listener of listeners) listener();
};
window.addEventListener('hashchange', changed);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page the address shows; re-renders when it changes. */
export const useRoute = (): StoreRoute => useSyncExternalStore(subscribe, () => current);

/** Shows the page `to` (`/stone/AB12`); `replace` keeps the back button where it was. */
export function navigate(to: string, { replace = false } = {}) {
  if (!replace) {
    location.hash = to;
    return;
  }
  history.replaceState(history.state, '', `#${to}`);
  changed();
}

/** A link to a storefront page: a plain anchor, so a long press can copy or open it. */
export function Link({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} href={`#${to}`} />;
}
