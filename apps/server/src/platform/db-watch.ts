import pg from 'pg';
import type { Dependency } from './health';
import { inSpan } from './tracing';

// How the server watches its PostgreSQL connections (db.ts): every statement timed, and a
// connection lost looked into rather than crashing the process.

/** While PostgreSQL is away, how often an instance knocks to see whether it is back. */
const PROBE_INTERVAL_MS = 1_000;

/** What the server watches of each statement: its text (never its values) and how long. */
export type QueryWatch = {
  /** PostgreSQL cancels a statement running longer (`statement_timeout`). */
  statementTimeoutMs?: number;
  /** Told of every statement that took at least `slowMs`. */
  slowMs?: number;
  onSlow?: (statement: string, ms: number) => void;
};

/**
 * Times every statement of a pool or a connection, in a span of the request it serves (tracing)
 * and, past the threshold, reported as slow. Promise-returning calls only: a COPY stream is a
 * Submittable and passes through.
 */
export function watchQueries(client: pg.PoolClient | pg.Pool, watch: QueryWatch) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const submittable = typeof first === 'object' && typeof first?.submit === 'function';
    if (text === undefined || submittable || typeof args.at(-1) === 'function') return query(...args); // prettier-ignore
    const started = performance.now();
    return inSpan(
      'pg.query',
      { 'db.system': 'postgresql', 'db.query.text': text.slice(0, 2_000) },
      async () => {
        // prettier-ignore
        try {
        return await (query(...args) as Promise<unknown>);
      } finally {
        const ms = performance.now() - started;
        if (watch.slowMs !== undefined && ms >= watch.slowMs) watch.onSlow?.(text, ms);
      }
      },
    );
  }) as typeof client.query;
}

/**
 * Watches the pools of one database: a lost connection (idle or in use) is looked into instead
 * of crashing the process with an unhandled 'error' event — the database is asked at once, on a
 * connection of its own, and marked down only if it does not answer (a connection killed by
 * itself, as a restarted proxy or `pg_terminate_backend` does, is not an outage: the pool
 * opens another).
 * While down, a probe knocks every second and marks it up again as soon as a query goes through.
 */
export function watchPools([pool, ...others]: [pg.Pool, ...pg.Pool[]], health: Dependency) {
  const up = () => health.report('connection', true);
  const down = (error: unknown) => health.report('connection', false, error);
  /** A connection of its own: never one of the pool's, which may be the next to be killed. */
  const ask = async () => {
    const client = new pg.Client(pool.options);
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
    } finally {
      await client.end().catch(() => {});
    }
  };
  const lost = (error: unknown) => {
    if (!health.isUp()) return;
    void ask().then(
      () => {},
      () => down(error),
    );
  };
  for (const each of [pool, ...others]) {
    each.on('error', lost);
    each.on('connect', (client) => client.on('error', lost));
  }
  let probe: NodeJS.Timeout | undefined;
  const knock = () => void ask().then(up, () => {});
  health.onChange((isUp) => {
    clearInterval(probe);
    probe = undefined;
    if (isUp) return;
    knock();
    probe = setInterval(knock, PROBE_INTERVAL_MS);
    probe.unref();
  });
  return () => clearInterval(probe);
}
