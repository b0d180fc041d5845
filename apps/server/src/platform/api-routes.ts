import type { FastifyInstance } from 'fastify';
import type { CallName } from '@facet/contract';

/** One `/api/` route as it was registered: its method, its path, its call of the table. */
export type ApiRoute = {
  method: string;
  url: string;
  /** The contract's call it answers, when registered from the table (call-routes.ts). */
  call: CallName | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/` route registered, for the check against the contract's call table. */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyContextConfig {
    /** The contract's call a route answers, set by call-routes.ts. */
    call?: CallName;
  }
}

/** Keeps every `/api/` route as it is registered (call before the routes are). */
export function recordApiRoutes(app: FastifyInstance) {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, call: route.config?.call });
    }
  });
  app.decorate('apiRoutes', routes);
}
