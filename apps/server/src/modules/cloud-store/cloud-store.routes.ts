import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requirePrices, requireRole, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { CloudStoreService } from './cloud-store.service';
import type { StorefrontService } from './storefront.service';

/** Where the links a store hands out point: `PUBLIC_URL`, else the address the caller used. */
const originOf = (publicUrl: string | undefined) => (request: FastifyRequest) =>
  publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

/** The jeweller's store (docs/api.md): a buyer's own, and only while they see prices. */
export const cloudStoreRoutes: FastifyPluginAsyncZod<{
  cloudStore: CloudStoreService;
  publicUrl: string | undefined;
}> = async (app, { cloudStore, publicUrl }) => {
  // A store shows prices made from the owner's: a buyer who may not see them may not run one.
  app.addHook('onRequest', requireRole('buyer'));
  app.addHook('onRequest', requirePrices);
  const origin = originOf(publicUrl);
  const route = callRoutes(app, { tags: ['Cloud Store'] });

  route(
    'CloudStore/Get',
    { summary: 'The buyer’s store with its share and feed links; null before the first save' },
    (request) => cloudStore.get(currentUser(request), origin(request)),
  );
  route(
    'CloudStore/Save',
    { summary: 'Creates or replaces the buyer’s store; STORE_SLUG_TAKEN when another store has the link' }, // prettier-ignore
    (request) => cloudStore.save(currentUser(request), request.body, origin(request)),
  );
  route(
    'CloudStore/RotateFeedToken',
    { summary: 'A new feed token: the old feed link stops working' },
    (request) => cloudStore.rotateFeedToken(currentUser(request), origin(request)),
  );
  route(
    'CloudStore/Orders',
    { summary: 'The store’s enquiries, newest first, with counts per status' },
    (request) => cloudStore.orders(currentUser(request), request.body, request.locale),
  );
  route(
    'CloudStore/OrderUpdate',
    { summary: 'Sets an enquiry’s status and the jeweller’s note' },
    (request) => cloudStore.updateOrder(currentUser(request), request.body, request.locale),
  );
  route(
    'CloudStore/ToCart',
    { summary: 'Puts the enquiry’s stones still on sale in the buyer’s cart at their price; the enquiry follows the order placed with them' }, // prettier-ignore
    (request) => cloudStore.toCart(currentUser(request), request.body.Id),
  );
};

/** The public storefront and the feed: no login; a closed store is 404 on every call. */
export const storefrontRoutes: FastifyPluginAsyncZod<{
  storefront: StorefrontService;
}> = async (app, { storefront }) => {
  const route = callRoutes(app, { tags: ['Cloud Store storefront'], public: true });

  route(
    'Store/Info',
    { summary: 'The store’s name, logo, contact, language and categories' },
    (request) => storefront.info(request.query.Slug),
  );
  route(
    'Store/Query',
    { summary: 'One category of the store, with the shop’s filters, at retail prices; RATE_LIMITED past the per-minute limit of an address' }, // prettier-ignore
    (request) => storefront.query(request.body, request.ip),
  );
  route(
    'Store/Detail',
    { summary: 'One stone by the store’s reference; RATE_LIMITED past the per-minute limit of an address' }, // prettier-ignore
    (request) => storefront.detail(request.body, request.ip),
  );
  route(
    'Store/Enquiry',
    { summary: 'A customer asks about stones; RATE_LIMITED past the hourly limit of an address' },
    (request) => storefront.enquiry(request.body, request.ip, request.locale),
  );
  route(
    'Store/Feed',
    {
      summary:
        'The marked-up catalogue: the envelope with StoreGoods[] (Format=json) or a CSV with a header row of their names; 404 for a wrong or rotated token',
      produces: ['application/json', 'text/csv'],
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
      return reply.send(Readable.from(chunks));
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
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/CloudStores/List',
    { summary: 'Every Cloud Store with its owner, state and enquiry counts' },
    (request) => cloudStore.adminList(request.body, origin(request)),
  );
  route(
    'Admin/CloudStores/Suspend',
    { summary: 'Closes or reopens a store’s storefront and feed (audit trail)' },
    (request) => cloudStore.suspend(currentUser(request), request.body, origin(request)),
  );
  route(
    'Admin/CloudStores/Enquiries',
    { summary: 'A store’s enquiries, newest first' },
    (request) => cloudStore.adminEnquiries(request.body, request.locale),
  );
};
