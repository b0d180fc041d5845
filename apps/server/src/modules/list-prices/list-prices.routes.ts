import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireStaff, requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import { csvText } from '../../platform/csv';
import type { ListPricesService } from './list-prices.service';

/** A stone's list price from the grid, for the buyers' calculator (a session is needed). */
export const listPriceRoutes: FastifyPluginAsyncZod<{ listPrices: ListPricesService }> = async (
  app,
  { listPrices },
) => {
  app.addHook('onRequest', requireUser);
  const route = callRoutes(app, { tags: ['Catalogue'] });

  route(
    'Diamonds/ListPrice',
    { summary: 'The house list price per carat for a shape, weight, colour and clarity' },
    (request) => listPrices.listPrice(request.body),
  );
};

/** The grid itself, in the back office: admins download and replace it. */
export const listPricesRoutes: FastifyPluginAsyncZod<{ listPrices: ListPricesService }> = async (
  app,
  { listPrices },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office: inventory'] });
  const admins = { onRequest: requireRole('admin') };

  route(
    'Admin/ListPrices/Export',
    { ...admins, summary: 'The house list-price grid as a CSV (admins)', produces: ['text/csv'] },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="facet-list-prices.csv"')
        .send(await listPrices.exportCsv()),
  );
  route(
    'Admin/ListPrices/Import',
    { ...admins, summary: 'Replace the house list-price grid (admins); every stone sold by discount re-prices' }, // prettier-ignore
    async (request) => listPrices.replaceFromCsv(currentUser(request), await csvText(request)),
  );
};
