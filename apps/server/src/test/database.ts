import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/db';
import { migrationsDir } from '../platform/paths';
import { ensureListPrices } from '../demo/seeding';

let template: Promise<Blob> | undefined;

/**
 * A migrated embedded database with the house list-price grid, dumped once per set of migrations and kept in the temp folder:
 * a test file loads it in a fraction of the time migrating takes. The file's name carries a
 * digest of the migrations, so a new migration makes a new template.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const digest = createHash('sha256');
    for (const name of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
      const file = path.join(migrationsDir, name);
      if (name.endsWith('.sql') || name.endsWith('.json'))
        digest.update(name).update(readFileSync(file));
    }
    const file = path.join(tmpdir(), `facet-template-${digest.digest('hex').slice(0, 16)}.tar`);
    if (!existsSync(file)) {
      const fresh = await openDatabase({});
      await fresh.migrate();
      await ensureListPrices(fresh.db);
      const dump = Buffer.from(await (await fresh.dump!()).arrayBuffer());
      await fresh.close();
      // Written aside and renamed: test files starting together never read half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (dropped afterwards) when `DATABASE_URL` is set.
 */
export async function openTestDatabase(
  /** Keep the embedded database in files here instead of in memory. */
  dataDir?: string,
): Promise<Database & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir, template: await migratedTemplate() });
    // Nothing to do on a template that is current; a check that costs a query.
    await database.migrate();
    return database;
  }
  const name = `facet_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's last connections may still be closing: let them go before forcing the
      // drop, or the server's goodbye reaches a client that no longer listens for it.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
