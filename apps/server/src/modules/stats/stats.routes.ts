import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, Stats, StatsQuery } from '@facet/contract';
import { requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { StatsService } from './stats.service';

/** The manager's dashboard (docs/api.md): clerks and admins. */
export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (
  app,
  { stats },
) => {
  app.get(
    '/api/Admin/Stats',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['Back office'],
        summary:
          'Orders and sales per day or week of a period (US Eastern days), the funnel, response times, stock, slow movers, top buyers and waiting chats',
        security,
        querystring: StatsQuery,
        response: { 200: envelope(Stats), ...errors },
      },
    },
    async (request) => ok(await stats.forPeriod(request.query)),
  );
};
