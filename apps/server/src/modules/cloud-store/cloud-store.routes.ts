import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AdminStore,
  AdminStoreEnquiriesBody,
  AdminStoreEnquiryPage,
  AdminStorePage,
  AdminStoresBody,
  Cart,
  CloudOrder,
  CloudOrderIdBody,
  CloudOrderPage,
  CloudOrdersBody,
  CloudOrderUpdateBody,
  envelope,
  Store,
  StoreDetailBody,
  StoreEnquiryBody,
  StoreEnquirySent,
  StoreFeedQuery,
  StoreGoods,
  StoreGoodsPage,
  StoreInfo,
  StoreQueryBody,
  StoreSaveBody,
  StoreSlugQuery,
  SuspendStoreBody,
  MaybeStore,
  EmptyBody,
  StoreFeed,
} from '@facet/contract';
import { currentUser, requirePrices, requireRole, requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { CloudStoreService } from './cloud-store.service';
import type { StorefrontService } from './storefront.service';

/** Where the links a store hands out point: `PUBLIC_URL`, else the address the caller used. */
const originOf = (publicUrl: string | undefined) => (request: FastifyRequest) =>
  publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

const schemaOf = <B extends z.ZodType, R extends z.ZodType>(
  tags: string[],
  summary: string,
  body: B,
  data: R,
) => ({ schema: { tags, summary, security, body, response: { 200: envelope(data), ...errors } } });

/** The storefront's calls: public, no token. */
const publicSchemaOf = <B extends z.ZodType, R extends z.ZodType>(
  tags: string[],
  summary: string,
  body: B,
  data: R,
) => ({ schema: { tags, summary, body, response: { 200: envelope(data), ...errors } } });

/** The jeweller's store (docs/api.md): a buyer's own, and only while they see prices. */
export const cloudStoreRoutes: FastifyPluginAsyncZod<{
  cloudStore: CloudStoreService;
  publicUrl: string | undefined;
}> = async (app, { cloudStore, publicUrl }) => {
  // A store shows prices made from the owner's: a buyer who may not see them may not run one.
  app.addHook('onRequest', requireRole('buyer'));
  app.addHook('onRequest', requirePrices);
  const origin = originOf(publicUrl);
  const tags = ['Cloud Store'];

  app.get(
    '/api/CloudStore/Get',
    {
      schema: {
        tags,
        summary: 'The buyer’s store with its share and feed links; null before the first save',
        security,
        response: { 200: envelope(MaybeStore), ...errors },
      },
    },
    async (request) => ok(await cloudStore.get(currentUser(request), origin(request))),
  );
  app.post(
    '/api/CloudStore/Save',
    schemaOf(tags, 'Creates or replaces the buyer’s store; STORE_SLUG_TAKEN when another store has the link', StoreSaveBody, Store), // prettier-ignore
    async (request) =>
      ok(await cloudStore.save(currentUser(request), request.body, origin(request))),
  );
  app.post(
    '/api/CloudStore/RotateFeedToken',
    schemaOf(tags, 'A new feed token: the old feed link stops working', EmptyBody, Store), // prettier-ignore
    async (request) => ok(await cloudStore.rotateFeedToken(currentUser(request), origin(request))),
  );
  app.post(
    '/api/CloudStore/Orders',
    schemaOf(tags, 'The store’s enquiries, newest first, with counts per status', CloudOrdersBody, CloudOrderPage), // prettier-ignore
    async (request) =>
      ok(await cloudStore.orders(currentUser(request), request.body, request.locale)),
  );
  app.post(
    '/api/CloudStore/OrderUpdate',
    schemaOf(tags, 'Sets an enquiry’s status and the jeweller’s note', CloudOrderUpdateBody, CloudOrder), // prettier-ignore
    async (request) =>
      ok(await cloudStore.updateOrder(currentUser(request), request.body, request.locale)),
  );
  app.post(
    '/api/CloudStore/ToCart',
    schemaOf(tags, 'Puts the enquiry’s stones still on sale in the buyer’s cart at their price; the enquiry follows the order placed with them', CloudOrderIdBody, Cart), // prettier-ignore
    async (request) => ok(await cloudStore.toCart(currentUser(request), request.body.Id)),
  );
};

/** The public storefront and the feed: no login; a closed store is 404 on every call. */
export const storefrontRoutes: FastifyPluginAsyncZod<{
  storefront: StorefrontService;
}> = async (app, { storefront }) => {
  const tags = ['Cloud Store storefront'];

  app.get(
    '/api/Store/Info',
    {
      schema: {
        tags,
        summary: 'The store’s name, logo, contact, language and categories',
        querystring: StoreSlugQuery,
        response: { 200: envelope(StoreInfo), ...errors },
      },
    },
    async (request) => ok(await storefront.info(request.query.Slug)),
  );
  app.post(
    '/api/Store/Query',
    publicSchemaOf(tags, 'One category of the store, with the shop’s filters, at retail prices; RATE_LIMITED past the per-minute limit of an address', StoreQueryBody, StoreGoodsPage), // prettier-ignore
    async (request) => ok(await storefront.query(request.body, request.ip)),
  );
  app.post(
    '/api/Store/Detail',
    publicSchemaOf(tags, 'One stone by the store’s reference; RATE_LIMITED past the per-minute limit of an address', StoreDetailBody, StoreGoods), // prettier-ignore
    async (request) => ok(await storefront.detail(request.body, request.ip)),
  );
  app.post(
    '/api/Store/Enquiry',
    publicSchemaOf(tags, 'A customer asks about stones; RATE_LIMITED past the hourly limit of an address', StoreEnquiryBody, StoreEnquirySent), // prettier-ignore
    async (request) => ok(await storefront.enquiry(request.body, request.ip, request.locale)),
  );
  app.get(
    '/api/Store/Feed',
    {
      schema: {
        tags,
        summary:
          'The marked-up catalogue: the envelope with StoreGoods[] (Format=json) or a CSV with a header row of their names; 404 for a wrong or rotated token',
        querystring: StoreFeedQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: envelope(StoreFeed), ...errors },
      },
    },
    async (request, reply) => {
      const chunks = await storefront.feed(request.query);
      const csv = request.query.Format === 'csv';
      reply
        .type(csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('cache-control', 'private, no-store');
      if (csv) {
        reply.header('content-disposition', `attachment; filename="${request.query.Slug}.csv"`);
      }
      // Streamed as written: Fastify sends a stream as it is, past the response schema.
      return reply.send(Readable.from(chunks) as never);
    },
  );
};

/** The console's view of every store (clerks and admins; a buyer gets 404). */
export const adminCloudStoresRoutes: FastifyPluginAsyncZod<{
  cloudStore: CloudStoreService;
  publicUrl: string | undefined;
}> = async (app, { cloudStore, publicUrl }) => {
  app.addHook('onRequest', requireStaff);
  const origin = originOf(publicUrl);
  const tags = ['Back office'];

  app.post(
    '/api/Admin/CloudStores/List',
    schemaOf(tags, 'Every Cloud Store with its owner, state and enquiry counts', AdminStoresBody, AdminStorePage), // prettier-ignore
    async (request) => ok(await cloudStore.adminList(request.body, origin(request))),
  );
  app.post(
    '/api/Admin/CloudStores/Suspend',
    schemaOf(tags, 'Closes or reopens a store’s storefront and feed (audit trail)', SuspendStoreBody, AdminStore), // prettier-ignore
    async (request) =>
      ok(await cloudStore.suspend(currentUser(request), request.body, origin(request))),
  );
  app.post(
    '/api/Admin/CloudStores/Enquiries',
    schemaOf(tags, 'A store’s enquiries, newest first', AdminStoreEnquiriesBody, AdminStoreEnquiryPage), // prettier-ignore
    async (request) => ok(await cloudStore.adminEnquiries(request.body, request.locale)),
  );
};
