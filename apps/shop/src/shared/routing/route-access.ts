import { guestPaths, publicPaths, tabPaths } from './paths';
import { routeKey } from './route-lookup';

/**
 * Who may open a page: `guest`, the pages for the signed-out, left for home once signed in;
 * `public`, anyone; `member`, a signed-in buyer, else the login page. The route table
 * (app/routes.ts) gives every route its access from here, the shell's guard
 * (app-shell.layout.tsx) redirects by it, and the HTML's first-paint script (src/boot) follows
 * the same rule before any of the app's code has arrived.
 */
export type Access = 'guest' | 'public' | 'member';

const isIn = (group: readonly string[], pathname: string) =>
  group.some((path) => routeKey(path) === routeKey(pathname));

/**
 * Who may open the page at `pathname` (any case, a trailing slash or not): a member unless
 * paths.ts groups it otherwise. `*`, the route table's page for an address it does not know,
 * is public; the HTML's script, which carries no list of every path, takes such an address
 * for a member's page (the login outline, signed out) and the app then says it is not found.
 */
export const accessAt = (pathname: string): Access =>
  isIn(Object.values(guestPaths), pathname)
    ? 'guest'
    : pathname === '*' || isIn(Object.values(publicPaths), pathname)
      ? 'public'
      : 'member';

/** One of the four tab pages. */
export const isTab = (pathname: string) => isIn(Object.values(tabPaths), pathname);

/** The login page itself (at either of its addresses), not the other guest pages. */
export const isLogin = (pathname: string) =>
  isIn([guestPaths.login, guestPaths.loginAlias], pathname);

/**
 * Where the app takes a reader who opens `pathname`: home from a guest page once signed in,
 * the login page from a member's page when signed out, else that page.
 */
export function landingAt(pathname: string, signedIn: boolean): string {
  const access = accessAt(pathname);
  if (access === 'guest' && signedIn) return tabPaths.home;
  if (access === 'member' && !signedIn) return guestPaths.login;
  return pathname;
}
