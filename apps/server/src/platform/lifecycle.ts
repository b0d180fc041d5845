import type { FastifyInstance } from 'fastify';
import { parseLocale, translate } from '@facet/contract';
import type { Database } from './db';
import { RETRY_AFTER_SECONDS } from './errors';
import type { PubSub } from './pubsub';

const HEALTH_PREFIX = '/api/health';

/**
 * Leaving, in two steps (docs/operations.md). First `leave()`: readiness answers
 * 503 at once while every request is still served, for `DRAIN_DELAY_SECONDS`, so the balancer
 * stops sending before anything is refused. Then `drain()`: every answer closes its keep-alive
 * connection and idle ones are closed, so clients move to another instance; it resolves when
 * the requests in flight are answered (or after the timeout), and the listener closes with
 * `app.close()`. The probes stay reachable throughout. Chat upgrades are long-lived and not
 * counted. Register before anything else adds an onRequest hook.
 */
export function drainable(app: FastifyInstance) {
  let phase: 'serving' | 'leaving' | 'closing' = 'serving';
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const settled = () => {
    if (--inFlight === 0) for (const resolve of idle.splice(0)) resolve();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(HEALTH_PREFIX) || request.headers.upgrade) return;
    if (phase === 'closing') reply.header('connection', 'close');
    inFlight += 1;
    reply.raw.once('close', settled);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (phase === 'closing') reply.header('connection', 'close');
  });
  // app.close() without a drain first (tests) closes connections the same way.
  app.addHook('preClose', async () => {
    phase = 'closing';
  });
  return {
    /** Whether readiness should send traffic elsewhere: leaving or closing. */
    isLeaving: () => phase !== 'serving',
    leave() {
      if (phase === 'serving') phase = 'leaving';
    },
    /** Closes connections as they answer; resolves when nothing is in flight, or after `timeoutMs`. */
    async drain(timeoutMs: number) {
      phase = 'closing';
      app.server.closeIdleConnections?.();
      if (inFlight === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => idle.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    },
  };
}

/** What readiness reports of the instance's own state and of the shared dependencies. */
export type Readiness = {
  database: Pick<Database, 'ping'>;
  pubsub: Pick<PubSub, 'health'>;
  redisConfigured: boolean;
  isLeaving: () => boolean;
  /** Whether the stock index has loaded: until then queries would go to the database. */
  indexLoaded: () => boolean;
};

/**
 * The probes. Liveness (`/api/health`): the process answers, also while leaving, so nothing
 * kills an instance that is finishing its requests. Readiness (`/api/health/ready`): whether
 * this instance can serve fast — migrated (it is built after) and its stock index loaded — and
 * is not leaving. A shared dependency that is down (PostgreSQL, Redis) is reported but does not
 * make it unready: every instance would go at once, and the balancer would answer its own 503
 * for the whole site, the shop's static shell included, where the instance answers the shell
 * and a 503 envelope for what needs the database (docs/operations.md).
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness) {
  app.get(HEALTH_PREFIX, { schema: { hide: true } }, async () => ({
    Success: true,
    Code: 'OK',
    Message: '',
    Data: { Status: 'ok' },
  }));
  app.get(`${HEALTH_PREFIX}/ready`, { schema: { hide: true } }, async (request, reply) => {
    const leaving = readiness.isLeaving();
    const db = leaving ? 'unknown' : (await readiness.database.ping(1_000)) ? 'up' : 'down';
    const redis = readiness.redisConfigured
      ? readiness.pubsub.health.isUp()
        ? 'up'
        : 'down'
      : 'off';
    const index = readiness.indexLoaded() ? 'loaded' : 'loading';
    const status = leaving ? 'draining' : index === 'loaded' ? 'ready' : 'starting';
    const data = { Status: status, Database: db, Redis: redis, Index: index };
    if (status === 'ready') return { Success: true, Code: 'OK', Message: '', Data: data };
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send({
      Success: false,
      Code: 'SERVICE_UNAVAILABLE',
      Message: translate(parseLocale(request.headers.locale), 'SERVICE_UNAVAILABLE'),
      Data: data,
    });
  });
}
