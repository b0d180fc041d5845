/**
 * `facet migrate`: applies the committed migrations to the configured database and exits (a
 * Kubernetes Job before a rollout; instances also migrate as they start, under one lock).
 */
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { lockDataDir } from '../platform/data-dir-lock';

export async function migrate(): Promise<number> {
  const config = loadConfig();
  // The embedded database belongs to one process: not while a server holds it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    await database.migrate();
    process.stdout.write(
      `Migrated (${database.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    return 0;
  } finally {
    await database.close();
    release();
  }
}
