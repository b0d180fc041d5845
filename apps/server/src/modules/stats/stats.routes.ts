import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { StatsService } from './stats.service';

/** The manager's dashboard (docs/api.md): clerks and admins. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Stats',
    {
      onRequest: requireStaff,
      summary:
        'Orders and sales per day or week of a period (US Eastern days), the funnel, response times, stock, slow movers, top buyers and waiting chats',
    },
    (request) => stats.forPeriod(request.query),
  );
};
