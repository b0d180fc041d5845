/**
 * `facet seed --stones N [--seed S] [--settings M] [--replace]`: loads a deterministic,
 * realistic inventory into the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR). The same N and seed always give the same stones.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { seedInventory } from '../demo/seeding';

export async function seed(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      stones: { type: 'string', default: '3000' },
      seed: { type: 'string', default: '1' },
      settings: { type: 'string', default: '120' },
      replace: { type: 'boolean', default: false },
    },
  });
  const counts: Record<string, number> = {};
  for (const name of ['stones', 'seed', 'settings'] as const) {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 0) {
      process.stderr.write(`seed: --${name} must be a whole number (got "${values[name]}")\n`);
      return 1;
    }
    counts[name] = n;
  }
  const { stones, seed: from, settings } = counts as Record<'stones' | 'seed' | 'settings', number>;

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (values.replace) {
      await database.db.execute(sql`truncate goods, ring_settings restart identity cascade`);
    }
    const started = Date.now();
    let last = 0;
    await seedInventory(database.db, {
      stones,
      settings,
      seed: from,
      copyCsv: database.copyCsv,
      onProgress: (done) => {
        if (done - last >= 50_000 || done === stones) {
          last = done;
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`  ${done.toLocaleString('en')} stones (${seconds} s)\n`);
        }
      },
    });
    // Fresh statistics for the planner, and the visibility map index-only scans rely on.
    if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze goods`);
    process.stdout.write(
      `Seeded ${stones.toLocaleString('en')} stones and ${settings} ring settings (seed ${from}) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.kind}\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
