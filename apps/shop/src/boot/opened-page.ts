import type { Locale, UserInfo } from '@facet/contract';
import { storedUser } from '../features/accounts/session-store';
import { storedLocale } from '../i18n/locale-choice';
import { tabPaths } from '../shared/routing/paths';
import { isLogin, isTab, landingAt } from '../shared/routing/route-access';
import { routeKey } from '../shared/routing/route-lookup';

/** The page an address opens, as the app will show it, read before any of its code is here. */
export type OpenedPage = {
  /** The page's route (route-lookup.ts's key): the address's, or where the shell's guard sends. */
  route: string;
  /** The address's query (`#/route?…`). */
  search: URLSearchParams;
  /** The session the app starts with (the accounts feature's reading of it). */
  user: UserInfo | null;
  /** The language the app opens in. */
  locale: Locale;
};

/** Reads the address's hash (`#/pages/…?…`), the stored session and the reader's language. */
export function openedPage(hash: string): OpenedPage {
  const [address, query] = hash.slice(1).split('?');
  let user: UserInfo | null = null;
  try {
    user = storedUser({ persistent: localStorage, transient: sessionStorage });
  } catch {
    // Storage refused (a sandboxed frame): signed out, as the app will find it.
  }
  return {
    route: routeKey(landingAt(address || '/', user !== null)),
    search: new URLSearchParams(query),
    user,
    locale: storedLocale(),
  };
}

/**
 * Which of the shell's outlines (index.html, `data-shell`) draws a route: the login page's, home's,
 * a tab's (with the tab bar) or any other page's (a navigation bar and rows).
 */
export type Outline = 'login' | 'home' | 'tab' | 'page';

export const outlineOf = (route: string): Outline =>
  isLogin(route)
    ? 'login'
    : route === routeKey(tabPaths.home)
      ? 'home'
      : isTab(route)
        ? 'tab'
        : 'page';
