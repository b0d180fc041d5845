import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';
import type { Config } from './config';

/** The background jobs whose last success is watched (an alert on a stuck sweep). */
export type SweepName = 'holds' | 'offers' | 'memo' | 'alerts' | 'uploads' | 'webhooks' | 'push';

/** How a gauge of several processes on one host reads as one (counters and histograms add). */
type Aggregator = 'sum' | 'min' | 'max';

/**
 * Facet's metrics in the Prometheus text format (docs/operations.md): the
 * HTTP histogram by route, Node's own (event-loop lag, heap, GC, handles), and Facet's under
 * `facet_`. One registry per server instance, so tests can run several in one process.
 * `exposition` is what /metrics sends: this registry's text, or, in one of several processes
 * sharing a port (PROCESSES), all of theirs added up by their supervisor.
 */
export function createMetrics({ exposition }: { exposition?: () => Promise<string> } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gauge = (
    name: string,
    help: string,
    labelNames: string[] = [],
    collect?: CollectFunction<Gauge>,
    aggregator: Aggregator = 'sum',
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      aggregator,
      registers: [registry],
      ...(collect ? { collect } : {}),
    });

  const http = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP requests, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'facet_orders_placed_total',
    help: 'Orders placed by buyers (stock and custom)',
    registers: [registry],
  });
  const holdsPlaced = new Counter({
    name: 'facet_holds_placed_total',
    help: 'Holds buyers placed on stones',
    registers: [registry],
  });
  const chatDelivered = new Counter({
    name: 'facet_chat_messages_delivered_total',
    help: 'Chat messages this instance delivered to an open socket',
    registers: [registry],
  });
  const slowQueries = new Counter({
    name: 'facet_db_slow_statements_total',
    help: 'Statements that took at least SLOW_QUERY_MS',
    registers: [registry],
  });
  const sweepLastSuccess = gauge(
    'facet_sweep_last_success_timestamp_seconds',
    'When each background sweep last finished without error (Unix time)',
    ['sweep'],
    undefined,
    'max',
  );
  const pendingAlertMails = gauge(
    'facet_alert_mails_pending',
    'Saved-search alert mails waiting to be sent, as the last sweep found them',
    [],
    undefined,
    'max',
  );

  /** Values read when Prometheus scrapes: each part of the server registers what it knows. */
  const sources = {
    pool: () => undefined as { total: number; idle: number; waiting: number } | undefined,
    stockIndex: () => ({ loaded: false, goods: 0, lagSeconds: 0 }),
    sockets: () => ({ buyers: 0, staff: 0 }),
  };
  gauge(
    'facet_db_pool_connections',
    'PostgreSQL pool connections by state',
    ['state'],
    function () {
      const use = sources.pool();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  );
  gauge(
    'facet_stock_index_loaded',
    'Whether the stock index has loaded (1) or not (0)',
    [],
    function () {
      this.set(sources.stockIndex().loaded ? 1 : 0);
    },
    'min',
  );
  gauge(
    'facet_stock_index_goods',
    'Goods on sale held in the stock index',
    [],
    function () {
      this.set(sources.stockIndex().goods);
    },
    'max',
  );
  gauge(
    'facet_stock_index_lag_seconds',
    'Seconds since the stock index last read the change log',
    [],
    function () {
      this.set(sources.stockIndex().lagSeconds);
    },
    'max',
  );
  gauge('facet_chat_sockets', 'Open chat sockets on this instance, by side', ['side'], function () {
    const open = sources.sockets();
    this.set({ side: 'buyer' }, open.buyers);
    this.set({ side: 'staff' }, open.staff);
  });

  return {
    registry,
    http,
    ordersPlaced,
    holdsPlaced,
    chatDelivered,
    slowQueries,
    pendingAlertMails,
    sources,
    exposition: exposition ?? (() => registry.metrics()),
    sweepDone: (sweep: SweepName) => sweepLastSuccess.set({ sweep }, Date.now() / 1000),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request by its route template (never the raw URL: ids would explode labels). */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.http.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` on the API's port for a bearer of `METRICS_TOKEN`; for anyone on `METRICS_PORT`
 * (a port the balancer does not publish). Without either setting the route answers 404, like
 * any path that is not there.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  metrics: Metrics,
  settings: Config['metrics'],
  host: string,
): Promise<{ port: number | undefined; close: () => Promise<void> }> {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!settings.token || !given || !sameToken(given, settings.token)) {
      return reply.callNotFound();
    }
    return reply.type(metrics.registry.contentType).send(await metrics.exposition());
  });
  if (settings.port === undefined) return { port: undefined, close: async () => {} };
  return metricsListener(settings.port, host, {
    read: metrics.exposition,
    contentType: metrics.registry.contentType,
  });
}

/**
 * A listener of its own on `port` that answers `/metrics` to anyone (and 404 to anything
 * else): what `read` gives, or a 503 when it cannot be had.
 */
export async function metricsListener(
  port: number,
  host: string,
  { read, contentType }: { read: () => Promise<string>; contentType: string },
) {
  const server: Server = createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    void read().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
