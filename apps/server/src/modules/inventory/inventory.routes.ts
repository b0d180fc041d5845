import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import { csvText } from '../../platform/csv';
import type { InventoryService } from './inventory.service';

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office: inventory'] });

  route(
    'Admin/Inventory/Query',
    { summary: 'Search all stock, on or off the market, with every catalogue filter' },
    (request) => inventory.query(request.body),
  );
  route(
    'Admin/Inventory/Record',
    { summary: 'One stock record as the edit form and the CSV carry it' },
    (request) => inventory.record(request.body.Id),
  );
  route(
    'Admin/Inventory/Save',
    { summary: 'Create a stock record, or edit one (Id); prices resolve from the pricing basis' },
    (request) => inventory.save(currentUser(request), request.body.Record, request.body.Id),
  );
  route(
    'Admin/Inventory/SetMarket',
    { summary: 'Take a stone off the market or put it back' },
    (request) => inventory.setMarket(currentUser(request), request.body.Id, request.body.OnMarket),
  );
  route(
    'Admin/Inventory/Media',
    { summary: 'Add pictures to a stone and set or remove its video (files uploaded for stones)' },
    (request) => inventory.attachMedia(currentUser(request), request.body),
  );
  route(
    'Admin/Inventory/Import',
    { summary: 'Import a stock-list CSV (multipart field `file`; RapNet/Nivoda columns): upsert by stock number, a line-by-line report of what was refused' }, // prettier-ignore
    async (request) =>
      inventory.importCsv(await csvText(request), request.query.Category, {
        dryRun: request.query.DryRun === 'true',
        locale: request.locale,
        staff: currentUser(request),
      }),
  );
  route(
    'Admin/Inventory/Export',
    { summary: 'Every stock line the filter finds, as a CSV in the import columns', produces: ['text/csv'] }, // prettier-ignore
    async (request, reply) => {
      const chunks: string[] = [];
      for await (const chunk of inventory.exportCsv(request.body)) chunks.push(chunk);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="facet-stock.csv"')
        .send('\uFEFF' + chunks.join(''));
    },
  );
};
