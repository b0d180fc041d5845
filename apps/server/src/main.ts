import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase } from './platform/db';
import { memoryCounters, redisCounters } from './platform/counters';
import { memoryPubSub, redisPubSub } from './platform/pubsub';
import { outboxMailer, smtpMailer } from './platform/mailer';
import { diskStorage } from './platform/storage';
import { loadSecret, signer } from './platform/signing';
import { accountsService } from './modules/accounts/accounts.service';
import { uploadsService } from './modules/uploads/uploads.service';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { ensureListPrices, seedDemoInventory } from './modules/catalogue/seeding';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`facet: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureListPrices(database.db);

  const deps = {
    config,
    db: database.db,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(config.dataDir, log),
    storage: diskStorage(path.join(config.dataDir, 'uploads')),
    counters: config.redisUrl ? redisCounters(config.redisUrl) : memoryCounters(),
    signer: signer(loadSecret(config.secret, config.dataDir)),
    pubsub: config.redisUrl ? redisPubSub(config.redisUrl) : memoryPubSub(),
  };
  const app = await buildApp(deps);

  if (config.seedDemo) {
    await seedDemo(accountsService({ ...deps, uploads: uploadsService(deps) }));
    await seedDemoInventory(database.db);
  }

  // In-flight requests finish; new ones are refused; then the pools close.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await deps.counters.close();
    await deps.pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base =
    config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [
    `Facet is running (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `  shop     ${base}/`,
    `  console  ${base}/console/`,
    `  API docs ${base}/docs`,
  ];
  if (config.seedDemo) {
    lines.push('  demo logins:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `facet: failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
