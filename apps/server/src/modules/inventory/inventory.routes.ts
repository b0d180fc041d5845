import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  PricedGoods,
  PricedGoodsPage,
  IdBody,
  ImportQuery,
  ImportReport,
  InventoryQueryBody,
  SetMarketBody,
  StockRecord,
  StoneMediaBody,
  StockSaveBody,
} from '@facet/contract';
import { currentUser, requireStaff } from '../../platform/auth';
import { csvText } from '../../platform/csv';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { InventoryService } from './inventory.service';

const tags = ['Back office: inventory'];

export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  app.addHook('onRequest', requireStaff);

  app.post(
    '/api/Admin/Inventory/Query',
    {
      schema: {
        tags,
        summary: 'Search all stock, on or off the market, with every catalogue filter',
        security,
        body: InventoryQueryBody,
        response: { 200: envelope(PricedGoodsPage), ...errors },
      },
    },
    async (request) => ok(await inventory.query(request.body)),
  );

  app.post(
    '/api/Admin/Inventory/Record',
    {
      schema: {
        tags,
        summary: 'One stock record as the edit form and the CSV carry it',
        security,
        body: IdBody,
        response: { 200: envelope(StockRecord), ...errors },
      },
    },
    async (request) => ok(await inventory.record(request.body.Id)),
  );

  app.post(
    '/api/Admin/Inventory/Save',
    {
      schema: {
        tags,
        summary: 'Create a stock record, or edit one (Id); prices resolve from the pricing basis',
        security,
        body: StockSaveBody,
        response: { 200: envelope(PricedGoods), ...errors },
      },
    },
    async (request) =>
      ok(await inventory.save(currentUser(request), request.body.Record, request.body.Id)),
  );

  app.post(
    '/api/Admin/Inventory/SetMarket',
    {
      schema: {
        tags,
        summary: 'Take a stone off the market or put it back',
        security,
        body: SetMarketBody,
        response: { 200: envelope(PricedGoods), ...errors },
      },
    },
    async (request) =>
      ok(await inventory.setMarket(currentUser(request), request.body.Id, request.body.OnMarket)),
  );

  app.post(
    '/api/Admin/Inventory/Media',
    {
      schema: {
        tags,
        summary: 'Add pictures to a stone and set or remove its video (files uploaded for stones)',
        security,
        body: StoneMediaBody,
        response: { 200: envelope(PricedGoods), ...errors },
      },
    },
    async (request) => ok(await inventory.attachMedia(currentUser(request), request.body)),
  );

  app.post(
    '/api/Admin/Inventory/Import',
    {
      schema: {
        tags,
        summary:
          'Import a stock-list CSV (multipart field `file`; RapNet/Nivoda columns): upsert by stock number, a line-by-line report of what was refused',
        security,
        consumes: ['multipart/form-data'],
        querystring: ImportQuery,
        response: { 200: envelope(ImportReport), ...errors },
      },
    },
    async (request) =>
      ok(
        await inventory.importCsv(await csvText(request), request.query.Category, {
          dryRun: request.query.DryRun === 'true',
          locale: request.locale,
          staff: currentUser(request),
        }),
      ),
  );

  app.post(
    '/api/Admin/Inventory/Export',
    {
      schema: {
        tags,
        summary: 'Every stock line the filter finds, as a CSV in the import columns',
        security,
        body: InventoryQueryBody,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
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
