import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as schema from '../schema';
import { migrationsDir } from './paths';

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

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Bulk load: `COPY table (columns) FROM` CSV text (seeding a million stones). */
  copyCsv(table: string, columns: string[], csv: string): Promise<void>;
  close(): Promise<void>;
};

const copyStatement = (table: string, columns: string[], source: string) =>
  `copy ${table} (${columns.map((c) => `"${c}"`).join(', ')}) from ${source} with (format csv)`;

// Any constant: every instance starting at once takes the same lock, so migrations run once.
const MIGRATION_LOCK = 7_202_611;

/** PostgreSQL when a URL is given (pooled), otherwise PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    const migrate = async () => {
      // A session-level lock lives on one connection, so take one out of the pool for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
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
    return { db, kind: 'postgres', migrate, copyCsv, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsDir }),
    copyCsv: async (table, columns, csv) => {
      await client.query(copyStatement(table, columns, "'/dev/blob'"), [], {
        blob: new Blob([csv]),
      });
    },
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
