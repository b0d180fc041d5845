import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ListPriceBody, ListPriceResult, ListPricesReport } from '@facet/contract';
import { currentUser, requireRole, requireStaff, requireUser } from '../../platform/auth';
import { csvText } from '../../platform/csv';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { ListPricesService } from './list-prices.service';

const tags = ['Back office: inventory'];

/** A stone's list price from the grid, for the buyers' calculator (a session is needed). */
export const listPriceRoutes: FastifyPluginAsyncZod<{ listPrices: ListPricesService }> = async (
  app,
  { listPrices },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/Diamonds/ListPrice',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'The house list price per carat for a shape, weight, colour and clarity',
        security,
        body: ListPriceBody,
        response: { 200: envelope(ListPriceResult), ...errors },
      },
    },
    async (request) => ok(await listPrices.listPrice(request.body)),
  );
};

/** The grid itself, in the back office: admins download and replace it. */
export const listPricesRoutes: FastifyPluginAsyncZod<{ listPrices: ListPricesService }> = async (
  app,
  { listPrices },
) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/api/Admin/ListPrices/Export',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'The house list-price grid as a CSV (admins)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="facet-list-prices.csv"')
        .send(await listPrices.exportCsv()),
  );

  app.post(
    '/api/Admin/ListPrices/Import',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary:
          'Replace the house list-price grid (admins); every stone sold by discount re-prices',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ListPricesReport), ...errors },
      },
    },
    async (request) =>
      ok(await listPrices.replaceFromCsv(currentUser(request), await csvText(request))),
  );
};
