/**
 * A pathname as the route table reads it: without a trailing slash, in lower case. The HTML's
 * first-paint script (src/boot) reads the address the same way.
 */
export const routeKey = (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * The route the router matches at a pathname, found without ranking every route as
 * `matchRoutes` does (about 20 ms at start-up on this machine, four times that on a phone): the
 * shop's paths are plain (no parameters), matched regardless of case and of a trailing slash,
 * and anything else is the `*` route.
 */
export function routeLookup<Route extends { path: string }>(routes: readonly Route[]) {
  const byPath = new Map(routes.map((route) => [routeKey(route.path), route]));
  return (pathname: string): Route | undefined => byPath.get(routeKey(pathname)) ?? byPath.get('*');
}
