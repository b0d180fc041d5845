import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  addEveryCatalogue,
  IM_CLOSE_RESTARTING,
  parseLocale,
  UPLOAD_MAX_BYTES,
  type Locale,
} from '@facet/contract';
import type { DestinationStream } from 'pino';
import type { Deps } from './platform/deps';
import { COMPRESSION } from './platform/compression';
import {
  AppError,
  clientErrorHandler,
  errorHandler,
  frameworkErrorHandler,
  sendError,
} from './platform/errors';
import { recordApiRoutes } from './platform/api-routes';
import { drainable, healthRoutes } from './platform/lifecycle';
import { bearerToken } from './platform/auth';
import { consoleDist, shopDist } from './platform/paths';
import { describeError } from './platform/health';
import { unsavableTextPath } from './platform/unsavable-text';
import { securityHeaders } from './platform/security';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { buyersRoutes } from './modules/buyers/buyers.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { tiersRoutes } from './modules/tiers/tiers.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { mediaRoutes } from './modules/catalogue/media.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { listPriceRoutes, listPricesRoutes } from './modules/list-prices/list-prices.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { chatHub } from './modules/chat/chat.hub';
import { adminHoldsRoutes, holdsRoutes } from './modules/holds/holds.routes';
import { adminOffersRoutes, offersRoutes } from './modules/offers/offers.routes';
import { adminMemoRoutes, memoRoutes } from './modules/memo/memo.routes';
import { adminReturnsRoutes, returnsRoutes } from './modules/returns/returns.routes';
import { currenciesRoutes } from './modules/currencies/currencies.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { API_DESCRIPTION } from './platform/api-description';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { pushRoutes } from './modules/push/push.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { apiKeyCalls, apiKeyOf } from './modules/api-keys/api-keys.auth';
import { statsRoutes } from './modules/stats/stats.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { backupRoutes } from './modules/backup/backup.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import {
  adminCloudStoresRoutes,
  cloudStoreRoutes,
  storefrontRoutes,
} from './modules/cloud-store/cloud-store.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { buildServices, type Services } from './services';
import type { ProcessRole } from './platform/config';
import { measureRequests, metricsRoutes, type Metrics } from './platform/metrics';
import { traceRequests } from './platform/tracing';
import { isWebAppRoute, registerWebApps } from './web-apps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the `locale` header: every Message is written in it. */
    locale: Locale;
  }
  interface FastifyInstance {
    /** The first step of leaving: readiness answers 503, every request is still served. */
    leave(): void;
    /**
     * The second: from now on every answer closes its connection and chat sockets are told to
     * reconnect elsewhere; resolves when every request in flight has been answered, or after
     * `timeoutMs`. `close()` follows.
     */
    drain(timeoutMs: number): Promise<void>;
    /** Where /metrics answers anyone (METRICS_PORT; its real port when 0 was asked). */
    metricsPort: number | undefined;
  }
}

export type BuildOptions = {
  /** Logging: off in most tests; a test that inspects the log passes its own stream. */
  logger?: false | { level: string; stream?: DestinationStream };
  /** Serve the built web apps when present (off in API tests). */
  serveWebApps?: boolean;
  /** Where the built apps are: the workspace's `dist` folders unless a test brings its own. */
  webAppDirs?: { shop: string; console: string };
  /** How often a chat socket that only pings is looked up again; tests shorten it. */
  chatPingRecheckMs?: number;
  /** ROLE: everything (default), the API without the sweeps, or the sweeps alone. */
  role?: ProcessRole;
};

/** The background sweeps of this instance, each counted in /metrics when it finishes well. */
function startSweeps(app: FastifyInstance, services: Services, metrics: Metrics) {
  const sweeps = [
    ['holds', services.holds, 'hold sweep failed'],
    ['offers', services.offers, 'offer sweep failed'],
    ['memo', services.memo, 'memo reminder sweep failed'],
    ['alerts', services.alerts, 'alert sweep failed'],
    ['uploads', services.uploads, 'unreferenced upload sweep failed'],
    ['webhooks', services.webhooks, 'webhook delivery failed'],
    ['push', services.push, 'push delivery failed'],
  ] as const;
  for (const [name, service, failure] of sweeps) {
    const stop = service.startSweeping({
      failed: (error) => app.log.warn({ error: describeError(error) }, failure),
      done: () => metrics.sweepDone(name),
    });
    app.addHook('onClose', stop);
  }
}

const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // Every Message is written in the caller's language: all three catalogues, from the start.
  addEveryCatalogue();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logger?.level ?? config.logLevel,
            ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
            // Belt and braces: nothing that authenticates a user ever reaches the log.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.Password',
                '*.Code',
                '*.ToKen',
                '*.Sign',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                // Signed file links carry their signature in the query string.
                url: req.url.split('?')[0],
                id: req.id,
              }),
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // A union Fastify's overloads cannot narrow; each member is one of its own forms.
    trustProxy: config.trustProxy as boolean,
    bodyLimit: JSON_BODY_LIMIT,
    // Requests that arrive while closing get the envelope's 503 from the drain hook below.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every /api/ route is one of the contract's calls (platform/calls.test.ts holds them to it).
  recordApiRoutes(app);
  app.setErrorHandler(errorHandler({ database: deps.database.health }));

  const lifecycle = drainable(app);
  if (config.tracing.endpoint) traceRequests(app);

  // An empty body on a JSON call (e.g. LogOut from a client that always sets the header) is
  // simply no body; everything else goes through Fastify's poisoning-safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  app.decorateRequest('locale', 'en');
  app.decorateRequest('user', null);

  const services = buildServices(deps);
  const { accounts, uploads, chat, orders } = services;

  const admitKey = apiKeyCalls(app, services.apiKeys);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = parseLocale(request.headers.locale);
    reply.header('x-request-id', request.id);
    const key = apiKeyOf(request);
    if (key !== null) {
      request.user = await admitKey(request, key);
      return;
    }
    const token = bearerToken(request);
    request.user = token ? await accounts.authenticate(token) : null;
  });

  // A NUL or half a surrogate pair anywhere in what a client sends: 400 on that field.
  app.addHook('preValidation', async (request) => {
    const parts = [['', request.body], ['querystring', request.query], ['params', request.params]] as const; // prettier-ignore
    for (const [part, value] of parts) {
      const path = unsavableTextPath(value, part);
      if (path !== null) throw new AppError('VALIDATION', [{ path, key: 'TEXT_UNSAVABLE' }]);
    }
  });

  await securityHeaders(app, { mapTiles: config.map.tileSource });
  // The built web apps are compressed at build; before the plugin sees their routes.
  app.addHook('onRoute', (route) => {
    if (isWebAppRoute(route.url)) route.compress = false;
  });
  // After the security headers' hook, which reads the API reference page as text.
  await app.register(compress, COMPRESSION);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Facet API',
        version: '0.1.0',
        description: API_DESCRIPTION,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'A buyer’s API key (Account → API access), for the calls of its scopes: `catalogue`, `orders`, `holds`, `offers`. It works as the bearer token too. See docs/integrations.md.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, {
    routePrefix: '/docs',
    configuration: {
      url: '/openapi.json',
      title: 'Facet API',
      favicon: '/favicon.svg',
      withDefaultFonts: false,
      // Only what works without scalar.com: the reference also serves shops with no way out.
      // No "Ask AI" (Scalar's hosted agent), no "Generate MCP", no developer toolbar
      // (Configure, Share, Deploy) and no usage reports.
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      telemetry: false,
    },
  });

  const worker = options.role === 'worker';
  healthRoutes(app, {
    database: deps.database,
    pubsub: deps.pubsub,
    redisConfigured: Boolean(config.redisUrl),
    isLeaving: lifecycle.isLeaving,
    // A worker answers no buyer: it has no stock index to wait for.
    indexLoaded: () => worker || services.goods.stockIndexState().loaded,
  });
  measureRequests(app, deps.metrics);
  const metricsListener = await metricsRoutes(app, deps.metrics, config.metrics, config.host);
  app.addHook('onClose', metricsListener.close);
  app.decorate('metricsPort', metricsListener.port);
  deps.metrics.sources.pool = () => deps.database.poolUse?.();
  deps.metrics.sources.stockIndex = () => services.goods.stockIndexState();

  // The background sweeps: in every instance (ROLE=all), or only in the worker.
  if (options.role !== 'web') startSweeps(app, services, deps.metrics);
  if (worker) {
    app.decorate('leave', lifecycle.leave);
    app.decorate('drain', lifecycle.drain);
    app.setNotFoundHandler((request, reply) => sendError(reply, request.locale, 'NOT_FOUND'));
    return app;
  }
  services.goods.startStockIndex();

  await app.register(accountsRoutes, { accounts });
  await app.register(uploadsRoutes, { uploads });
  await app.register(backofficeRoutes, { accounts });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(listPriceRoutes, { listPrices: services.listPrices });
  await app.register(favouritesRoutes, { favourites: services.favourites });
  await app.register(mediaRoutes);
  await app.register(inventoryRoutes, { inventory: services.inventory });
  await app.register(listPricesRoutes, { listPrices: services.listPrices });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(addressesRoutes, { addresses: services.addresses });
  await app.register(ordersRoutes, { orders });
  await app.register(adminOrdersRoutes, { orders: services.adminOrders });
  await app.register(buyersRoutes, services);
  await app.register(tiersRoutes, { tiers: services.tiers });
  await app.register(staffRoutes, services);
  await app.register(holdsRoutes, { holds: services.holds });
  await app.register(adminHoldsRoutes, { holds: services.holds });
  await app.register(offersRoutes, { offers: services.offers });
  await app.register(adminOffersRoutes, { offers: services.offers });
  await app.register(memoRoutes, { memo: services.memo });
  await app.register(adminMemoRoutes, { memo: services.memo });
  await app.register(returnsRoutes, { returns: services.returns });
  await app.register(adminReturnsRoutes, { returns: services.returns });
  await app.register(currenciesRoutes, { currencies: services.currencies });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(feedbackRoutes, { feedback: services.feedback });
  await app.register(savedSearchesRoutes, { searches: services.savedSearches });
  await app.register(apiKeysRoutes, { apiKeys: services.apiKeys });
  await app.register(webhooksRoutes, { webhooks: services.webhooks });
  await app.register(pushRoutes, { push: services.push });
  await app.register(feedsRoutes, { feeds: services.feeds });
  await app.register(statsRoutes, { stats: services.stats });
  const { cloudStore, storefront } = services;
  await app.register(cloudStoreRoutes, { cloudStore, publicUrl: config.publicUrl });
  await app.register(storefrontRoutes, { storefront });
  await app.register(adminCloudStoresRoutes, { cloudStore, publicUrl: config.publicUrl });
  storefront.onMailFailure((error) =>
    app.log.warn({ error: describeError(error) }, 'store enquiry mail not sent'),
  );

  const hub = await chatHub(deps.pubsub, {
    catchUp: chat.eventsAfter,
    onError: (error) => app.log.warn({ error: describeError(error) }, 'chat catch-up failed'),
    onDelivered: (sockets) => deps.metrics.chatDelivered.inc(sockets),
  });
  deps.metrics.sources.sockets = hub.openSockets;
  app.addHook('onClose', () => hub.close());
  // A disabled or cancelled account's open chat sockets close on every instance. While Redis is
  // away the other instances are not told; they refuse that account's next frame instead.
  accounts.onAccessEnded((userId, sessionId) =>
    hub
      .signOut(userId, sessionId)
      .catch((error: unknown) =>
        app.log.warn(
          { error: describeError(error), userId },
          'chat sign-out reached this instance only',
        ),
      ),
  );
  app.decorate('leave', lifecycle.leave);
  app.decorate('drain', async (timeoutMs: number) => {
    const drained = lifecycle.drain(timeoutMs);
    hub.closeAll(IM_CLOSE_RESTARTING, 'server restarting');
    await drained;
  });

  await app.register(noticesRoutes, { notices: services.notices, chat });
  await app.register(chatRoutes, {
    chat,
    hub,
    signer: deps.signer,
    pingRecheckMs: options.chatPingRecheckMs,
  });

  if (deps.database.dump) {
    await app.register(backupRoutes, { dump: deps.database.dump, signer: deps.signer });
  }

  if (options.serveWebApps !== false) {
    registerWebApps(app, options.webAppDirs ?? { shop: shopDist, console: consoleDist }, (slug) =>
      services.storefront.info(slug),
    );
  }

  app.setNotFoundHandler((request, reply) => sendError(reply, request.locale, 'NOT_FOUND'));

  app.addHook('onClose', async () => {
    deps.mailer.close();
  });
  return app;
}
