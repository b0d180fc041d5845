import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { FeedsService } from './feeds.service';

/** A buyer's stock feed, for their programs (an API key with `catalogue`) or a download. */
export const feedsRoutes: FastifyPluginAsyncZod<{ feeds: FeedsService }> = async (
  app,
  { feeds },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Integrations'] });

  route(
    'Feed/Stock',
    {
      summary:
        'The catalogue at the buyer’s price in RapNet’s (Columns=rapnet) or IDEX’s (Columns=idex) column names, as CSV (Format=csv) or JSON, streamed; Since= for stones new, changed, sold or taken off since then (Availability NA). The X-Feed-As-Of header (JSON: Data.AsOf) is the next Since',
      produces: ['text/csv', 'application/json'],
    },
    async (request, reply) => {
      const { asOf, chunks } = feeds.stock(currentUser(request), request.query);
      const csv = request.query.Format === 'csv';
      reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-feed-as-of', asOf);
      if (csv) reply.header('content-disposition', 'attachment; filename="facet-stock.csv"');
      return reply.send(Readable.from(chunks));
    },
  );
};
