import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type AnyColumn, type ExtractTablesWithRelations } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as schema from '../schema';
import { alwaysUp, dependency, type Dependency, type HealthLog } from './health';
import { watchPools, watchQueries, type QueryWatch } from './db-watch';
import { migrationsDir } from './paths';

export type { QueryWatch };

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and PostgreSQL look the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository call runs on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

/**
 * A statement built once per database and reused: hot paths (every request's session, the
 * catalogue's rows by id) skip the query builder, and PostgreSQL parses a named statement once
 * per connection. `build` receives the database or the transaction the caller runs on.
 */
export function prepared<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * `column = any(<name>)`, for a prepared statement that looks rows up by a list: the list is one
 * array parameter (`{ [name]: values }` when it runs), so the statement's text, and the plan
 * PostgreSQL keeps for it, are the same for any number of values.
 */
export const anyOf = (column: AnyColumn, name: string, type: 'integer' | 'text' = 'integer') =>
  sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;

export type Database = {
  db: Db;
  /**
   * The reads every buyer's request makes, each one short statement outside any transaction:
   * the session behind a token, the stock index's look at the change log, a result page's rows,
   * hearts and holds. On PostgreSQL a few connections of their own, so a search never queues for
   * a connection behind orders and an import holding the others between their statements
   * (docs/scaling.md); the embedded database's one connection otherwise.
   */
  reads: Db;
  kind: 'pglite' | 'postgres';
  /** Whether PostgreSQL can be reached; the embedded database is always there. */
  health: Dependency;
  /** One round trip to the database within `timeoutMs`: the readiness probe's question. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Applies the committed drizzle-kit migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /**
   * Migrates, then runs `work` (the list-price grid, demo data) while holding the start-up
   * lock: of several instances starting at once, one writes and the others find it written.
   */
  startup(work: () => Promise<void>): Promise<void>;
  /**
   * The embedded database's own dump of its data directory (gzipped tar), taken by the
   * instance that holds it, between two queries: a consistent snapshot while serving. None for
   * PostgreSQL, which `pg_dump` backs up.
   */
  dump?(): Promise<Blob>;
  /** Bulk load: `COPY table (columns) FROM` CSV text (seeding a million stones). */
  copyCsv(table: string, columns: string[], csv: string): Promise<void>;
  /**
   * Reads in one snapshot of the database: `work` gets `copyOut`, which streams the binary
   * output of `COPY (<select>) TO STDOUT`, and the snapshot itself. How the
   * stock index loads a million stones in seconds instead of row objects by the batch.
   */
  readSnapshot<T>(work: (reader: SnapshotReader) => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pools (both) as they stand (for /metrics); none for the embedded one. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type SnapshotReader = {
  /** One copy at a time: each is read to its end before the next. */
  copyOut(select: string): AsyncIterable<Uint8Array>;
  /**
   * Copies that may be read at the same time, each on a connection of its own sharing the
   * snapshot (PostgreSQL works on one core per connection); one after another where there is
   * one connection. Read every one to its end.
   */
  copyOutTogether(selects: string[]): AsyncIterable<Uint8Array>[];
  /** How many copies `copyOutTogether` reads at once: 1 on the embedded database. */
  together: number;
  /** The snapshot (`pg_current_snapshot()` as text): what it could see is what was read. */
  snapshot: string;
};

/** Copies of one snapshot read at once on PostgreSQL: a two-core machine's worth. */
const SNAPSHOT_READERS = 2;

const binaryCopy = (select: string, to: string) => `copy (${select}) to ${to} with (format binary)`;

const copyStatement = (table: string, columns: string[], source: string) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from ${source} with (format csv)`;

// Any constant: every instance starting at once takes the same lock, so start-up writes
// (migrations, the list-price grid, demo data) happen once.
const STARTUP_LOCK = 7_202_611;
/** A request waits this long for a connection before it is told to come back later. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Connections of the main pool: transactions, writes, the back office. */
export const POOL_CONNECTIONS = 20;
/**
 * Connections of the reads' pool (`Database.reads`): each read there is one short statement, and
 * concurrent ones are batched (sessions) or shared (the look at the change log), so a few serve
 * the whole shop.
 */
const READ_CONNECTIONS = 4;

const silent: HealthLog = { warn() {}, info() {} };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** PostgreSQL when a URL is given (pooled), otherwise PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Where a lost or regained PostgreSQL connection is told, once each. */
  log?: HealthLog;
  /** An embedded database to start from (a dump of a migrated one: tests start in a second). */
  template?: Blob;
  /** The statement timeout and the slow-statement log (PostgreSQL). */
  watch?: QueryWatch;
}): Promise<Database> {
  if (options.databaseUrl) {
    const watch = options.watch ?? {};
    const open = (max: number) => {
      const pool = new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
        ...(watch.statementTimeoutMs ? { statement_timeout: watch.statementTimeoutMs } : {}),
      });
      // The pool's own query (a statement outside a transaction) and every connection's.
      watchQueries(pool, watch);
      pool.on('connect', (client) => watchQueries(client, watch));
      return pool;
    };
    const pool = open(POOL_CONNECTIONS);
    const readPool = open(READ_CONNECTIONS);
    const health = dependency('database', options.log ?? silent);
    const stopWatching = watchPools([pool, readPool], health);
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    const reads = drizzlePostgres(readPool, { schema }) as unknown as Db;
    const startup = async (work: () => Promise<void>) => {
      // A session-level lock lives on one connection, so take one out of the pool for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        // A migration building an index over a million stones may take its time.
        await client.query('set statement_timeout = 0');
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsDir });
        await work();
      } finally {
        await client.query('reset statement_timeout').catch(() => {});
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    };
    const copyCsv = async (table: string, columns: string[], csv: string) => {
      const client = await pool.connect();
      try {
        await pipeline(
          Readable.from([csv]),
          client.query(copyFrom(copyStatement(table, columns, 'stdin'))),
        );
      } finally {
        client.release();
      }
    };
    return {
      db,
      reads,
      kind: 'postgres',
      health,
      async ping(timeoutMs = CONNECT_TIMEOUT_MS) {
        try {
          await withTimeout(pool.query('select 1'), timeoutMs);
          health.report('connection', true);
          return true;
        } catch (error) {
          health.report('connection', false, error);
          return false;
        }
      },
      migrate: () => startup(async () => {}),
      startup,
      copyCsv,
      async readSnapshot(work) {
        const client = await pool.connect();
        const helpers: pg.PoolClient[] = [];
        try {
          await client.query('begin isolation level repeatable read read only');
          const { rows } = await client.query<{ current: string; exported: string }>(
            'select pg_current_snapshot()::text as current, pg_export_snapshot() as exported',
          );
          const { current, exported } = rows[0]!;
          // Another connection reading exactly what the first one reads.
          const helper = async () => {
            const other = await pool.connect();
            helpers.push(other);
            await other.query('begin isolation level repeatable read read only');
            await other.query(`set transaction snapshot '${exported.replace(/'/g, "''")}'`);
            return other;
          };
          const copy = (on: pg.PoolClient, select: string): AsyncIterable<Uint8Array> =>
            on.query(copyTo(binaryCopy(select, 'stdout')));
          async function* onHelper(select: string) {
            yield* copy(await helper(), select);
          }
          return await work({
            snapshot: current,
            together: SNAPSHOT_READERS,
            copyOut: (select) => copy(client, select),
            copyOutTogether: (selects) =>
              selects.map((select, i) => (i === 0 ? copy(client, select) : onHelper(select))),
          });
        } finally {
          for (const other of [client, ...helpers]) {
            await other.query('commit').catch(() => {});
            other.release();
          }
        }
      },
      poolUse: () => ({
        total: pool.totalCount + readPool.totalCount,
        idle: pool.idleCount + readPool.idleCount,
        waiting: pool.waitingCount + readPool.waitingCount,
      }),
      async close() {
        stopWatching();
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const migrate = () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir });
  return {
    db: pgliteDb as unknown as Db,
    reads: pgliteDb as unknown as Db,
    kind: 'pglite',
    // In-process: it cannot go away while the process lives.
    health: alwaysUp('database'),
    ping: async () => true,
    migrate,
    // Between transactions, not between two statements of one: a snapshot needing no recovery.
    dump: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    // One process owns an embedded database: nobody else can start at the same time.
    async startup(work) {
      await migrate();
      await work();
    },
    copyCsv: async (table, columns, csv) => {
      await client.query(copyStatement(table, columns, "'/dev/blob'"), [], {
        blob: new Blob([csv]),
      });
    },
    // One connection, in-process: one transaction is one snapshot; each copy comes whole.
    readSnapshot: (work) =>
      client.transaction(async (tx) => {
        const [{ snapshot }] = (await tx.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot')).rows as [{ snapshot: string }]; // prettier-ignore
        async function* copyOut(select: string) {
          const result = await tx.query(binaryCopy(select, "'/dev/blob'"));
          if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
        }
        return work({
          snapshot,
          together: 1,
          copyOut,
          copyOutTogether: (selects) => selects.map(copyOut),
        });
      }),
    close: () => client.close(),
  };
}

/** Whether a failed query broke a unique constraint (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
/** A LIKE pattern matching values that start with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** A `text[]` literal of `values`, one parameter each (for `?|`, `&&` and `= any`). */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
