import type { FastifyInstance } from 'fastify';
import { parseLocale, translate } from '@facet/contract';
import type { Database } from './db';
import { RETRY_AFTER_SECONDS, sendError } from './errors';
import type { PubSub } from './pubsub';

const HEALTH_PREFIX = '/api/health';

/**
 * Draining, the first step of a graceful shutdown. Counts the requests in flight; once
 * draining, every new request is answered 503 in the envelope with `Connection: close`, and
 * every answer closes its keep-alive connection so clients move to another instance. The
 * probes stay reachable. Call it before anything else registers an onRequest hook, so a
 * refused request costs no session lookup. Chat upgrades are long-lived and not counted.
 */
export function drainable(app: FastifyInstance) {
  let draining = false;
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const settled = () => {
    if (--inFlight === 0) for (const resolve of idle.splice(0)) resolve();
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(HEALTH_PREFIX)) return;
    if (draining) {
      reply.header('connection', 'close');
      return sendError(reply, parseLocale(request.headers.locale), 'SERVICE_UNAVAILABLE');
    }
    if (request.headers.upgrade) return;
    inFlight += 1;
    reply.raw.once('close', settled);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  // app.close() without a drain first (tests) refuses late requests the same way.
  app.addHook('preClose', async () => {
    draining = true;
  });
  return {
    isDraining: () => draining,
    /** Starts draining; resolves when what was in flight is answered, or after `timeoutMs`. */
    async drain(timeoutMs: number) {
      draining = true;
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

/**
 * The probes. Liveness (`/api/health`): the process answers, also while draining, so nothing
 * kills an instance that is finishing its requests. Readiness (`/api/health/ready`): whether
 * to send this instance traffic — not while draining or without its database; Redis being away
 * is reported but still ready (docs/operations.md says why).
 */
export function healthRoutes(
  app: FastifyInstance,
  {
    database,
    pubsub,
    redisConfigured,
    isDraining,
  }: {
    database: Pick<Database, 'ping'>;
    pubsub: Pick<PubSub, 'health'>;
    redisConfigured: boolean;
    isDraining: () => boolean;
  },
) {
  app.get(HEALTH_PREFIX, { schema: { hide: true } }, async () => ({
    Success: true,
    Code: 'OK',
    Message: '',
    Data: { Status: 'ok' },
  }));
  app.get(`${HEALTH_PREFIX}/ready`, { schema: { hide: true } }, async (request, reply) => {
    const draining = isDraining();
    const db = draining ? 'unknown' : (await database.ping(1_000)) ? 'up' : 'down';
    const redis = redisConfigured ? (pubsub.health.isUp() ? 'up' : 'down') : 'off';
    const status = draining ? 'draining' : db === 'up' ? 'ready' : 'unavailable';
    const data = { Status: status, Database: db, Redis: redis };
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
