import type { FastifyInstance, FastifySchema } from 'fastify';

/** One `/api/` route as it was registered: its method, its path and the schemas it was given. */
export type ApiRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/` route registered, for the check against the contract's call table. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** Keeps every `/api/` route as it is registered (call before the routes are). */
export function recordApiRoutes(app: FastifyInstance) {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.decorate('apiRoutes', routes);
}
