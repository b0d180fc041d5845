import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cloudStorePaths } from './cloud-store-paths';
import { paths } from './paths';
import { routeLookup } from './route-lookup';

describe('the route a start-up address opens', () => {
  it('is the one the router matches, for every page, any case and a trailing slash', () => {
    const all: string[] = [...Object.values(paths), ...Object.values(cloudStorePaths), '*'];
    const routes = all.map((path) => ({ path }));
    const routeAt = routeLookup(routes);
    const addresses = routes.flatMap(({ path }) =>
      path === '*' ? [] : [path, `${path}/`, path.toUpperCase()],
    );
    for (const address of [...addresses, '/pages/nowhere', '/pages/index/index/extra']) {
      expect(routeAt(address), address).toBe(matchRoutes(routes, address)?.[0]?.route);
    }
    expect(routeAt('/pages/nowhere')?.path).toBe('*');
    expect(routeLookup([{ path: '/a' }])('/b')).toBeUndefined();
  });
});
