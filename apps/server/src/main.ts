import path from 'node:path';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import type { Deps } from './platform/deps';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase, type Database } from './platform/db';
import { dependency } from './platform/health';
import { removeServerFile, writeServerFile } from './platform/server-file';
import { memoryCounters, redisCounters } from './platform/counters';
import { memoryPubSub, redisPubSub } from './platform/pubsub';
import { outboxMailer, smtpMailer } from './platform/mailer';
import { diskStorage } from './platform/storage';
import { loadSecret, signer } from './platform/signing';
import { accountsService } from './modules/accounts/accounts.service';
import { uploadsService } from './modules/uploads/uploads.service';
import { auditService } from './modules/audit/audit.service';
import { contactService } from './modules/contact/contact.service';
import { DEMO_ACCOUNTS, seedDemo } from './demo/accounts';
import { seedDemoContact } from './demo/contact';
import { ensureListPrices, seedDemoInventory } from './demo/seeding';

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

/** At start, how long to wait for an unreachable PostgreSQL before giving up. */
const DATABASE_WAIT_MS = 60_000;

async function waitForDatabase(database: Database, log: Logger) {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (let delay = 500; !(await database.ping()); delay = Math.min(delay * 2, 5_000)) {
    if (Date.now() > deadline) throw new Error('the database could not be reached');
    log.warn({ retryInMs: delay }, 'waiting for the database');
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
  });
  await waitForDatabase(database, log);

  // One Redis state for the counters and the chat fan-out: the readiness probe reports it.
  const redis = dependency('redis', log);
  const deps: Deps = {
    config,
    db: database.db,
    database,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(config.dataDir, log),
    storage: diskStorage(path.join(config.dataDir, 'uploads')),
    counters: config.redisUrl ? redisCounters(config.redisUrl, undefined, redis) : memoryCounters(),
    signer: signer(loadSecret(config.secret, config.dataDir)),
    pubsub: config.redisUrl ? redisPubSub(config.redisUrl, undefined, redis) : memoryPubSub(),
  };

  // Every start-up write under one lock: instances starting together write once.
  await database.startup(async () => {
    await ensureListPrices(database.db);
    if (config.seedDemo) {
      const accounts = accountsService({ ...deps, uploads: uploadsService(deps) });
      await seedDemo(accounts);
      await seedDemoInventory(database.db);
      const audit = auditService({ db: deps.db, accounts });
      await seedDemoContact(contactService({ ...deps, accounts, audit }));
    }
  });

  const app = await buildApp(deps);

  // Requests received before the signal are answered; later ones get 503 with
  // `Connection: close`; chat sockets are told to reconnect elsewhere; then the pools close.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining');
    const drainMs = config.shutdownTimeoutSeconds * 1000;
    // Whatever happens below, the process leaves in time for its supervisor.
    setTimeout(() => process.exit(1), drainMs + 5_000).unref();
    await app.drain(drainMs);
    await app.close();
    removeServerFile(config.dataDir);
    await Promise.allSettled([deps.counters.close(), deps.pubsub.close()]);
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Where `npm run backup` asks for the embedded database, which no other process may open.
  if (database.kind === 'pglite') {
    writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
  }
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
