/**
 * `facet` (or `facet serve`): the API, the web apps and the sweeps, as `ROLE` says; `facet
 * worker` the sweeps alone. Leaves on SIGTERM in two steps (platform/lifecycle.ts).
 * With PROCESSES above 1 it starts and watches that many servers on the port (supervise.ts).
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { buildApp } from '../app';
import { DEMO_ACCOUNTS, seedDemo } from '../demo/accounts';
import { seedDemoContact } from '../demo/contact';
import { ensureListPrices, seedDemoInventory } from '../demo/seeding';
import { accountsService } from '../modules/accounts/accounts.service';
import { auditService } from '../modules/audit/audit.service';
import { contactService } from '../modules/contact/contact.service';
import { uploadsService } from '../modules/uploads/uploads.service';
import { loadConfig, type Config, type ProcessRole } from '../platform/config';
import { memoryCounters, redisCounters } from '../platform/counters';
import { lockDataDir } from '../platform/data-dir-lock';
import { openDatabase, type Database } from '../platform/db';
import type { Deps } from '../platform/deps';
import { dependency } from '../platform/health';
import { outboxMailer, smtpMailer } from '../platform/mailer';
import { createMetrics } from '../platform/metrics';
import { memoryPubSub, redisPubSub } from '../platform/pubsub';
import { removeServerFile, writeServerFile } from '../modules/backup/server-file';
import { loadSecret, signer } from '../platform/signing';
import { openStorage } from '../platform/open-storage';
import { startTracing } from '../platform/tracing';
import { supervise, supervisedIndex, supervisedMetrics } from './supervise';

/** At start, how long to wait for an unreachable PostgreSQL before giving up. */
const DATABASE_WAIT_MS = 60_000;
/**
 * Connections the kernel holds for the server to accept (capped by `net.core.somaxconn`). When
 * an instance dies, its chat sockets all come to the others within a second; Node's default of
 * 511 overflowed, and each connection dropped waited for TCP's own retry (1, 3, 7, 15 s).
 */
const LISTEN_BACKLOG = 8192;

async function waitForDatabase(database: Database, log: Logger) {
  const deadline = Date.now() + DATABASE_WAIT_MS;
  for (let delay = 500; !(await database.ping()); delay = Math.min(delay * 2, 5_000)) {
    if (Date.now() > deadline) throw new Error('the database could not be reached');
    log.warn({ retryInMs: delay }, 'waiting for the database');
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Whether demo accounts and stock go in: asked for, or the embedded database is brand new. */
function seedsDemo(config: Config, freshEmbedded: boolean) {
  return config.seedDemo === 'always' || (config.seedDemo === 'first-start' && freshEmbedded);
}

export async function serve(role: ProcessRole | 'from-config'): Promise<void> {
  const config = loadConfig();
  if (role === 'from-config' && config.processes > 1 && cluster.isPrimary) {
    const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'supervisor' } });
    return supervise(config, log);
  }
  const processRole = role === 'from-config' ? config.role : role;
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: processRole } });
  const stopTracing = startTracing(config.tracing);

  // One process per embedded database: a second start on the folder stops here, saying who.
  const releaseDataDir = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const freshEmbedded =
    !config.databaseUrl && !existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'));
  // One of several processes on the port: /metrics is all of theirs, added up.
  const supervised = supervisedMetrics();
  const metrics = createMetrics({ exposition: supervised?.exposition });
  supervised?.join(metrics.registry);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    watch: {
      statementTimeoutMs: config.statementTimeoutMs,
      slowMs: config.slowQueryMs,
      onSlow: (statement, ms) => {
        metrics.slowQueries.inc();
        log.warn({ statement: statement.slice(0, 500), ms: Math.round(ms) }, 'slow statement');
      },
    },
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
    storage: await openStorage(config, log),
    counters: config.redisUrl
      ? redisCounters(config.redisUrl, config.redisPrefix, redis)
      : memoryCounters(),
    signer: signer(loadSecret(config.secret, config.dataDir)),
    pubsub: config.redisUrl
      ? redisPubSub(config.redisUrl, config.redisPrefix, redis)
      : memoryPubSub(),
    metrics,
    sharedIndex: supervisedIndex(log),
  };

  // Every start-up write under one lock: instances starting together write once.
  const demo = seedsDemo(config, freshEmbedded);
  await database.startup(async () => {
    await ensureListPrices(database.db);
    if (demo) {
      const accounts = accountsService({ ...deps, uploads: uploadsService(deps) });
      await seedDemo(accounts);
      await seedDemoInventory(database.db);
      const audit = auditService({ db: deps.db, accounts });
      await seedDemoContact(contactService({ ...deps, accounts, audit }));
    }
  });

  const app = await buildApp(deps, { role: processRole });

  // SIGTERM: readiness goes 503 at once while requests are served for DRAIN_DELAY_SECONDS;
  // then connections close as they answer, chat sockets are told to reconnect elsewhere, the
  // listener closes once what was in flight is answered, then the pools.
  let leaving = false;
  const shutdown = async (signal: string) => {
    if (leaving) return;
    leaving = true;
    const drainMs = config.shutdownTimeoutSeconds * 1000;
    // Whatever happens below, the process leaves in time for its supervisor.
    setTimeout(() => process.exit(1), config.drainDelaySeconds * 1000 + drainMs + 5_000).unref();
    app.leave();
    app.log.info({ signal, drainDelaySeconds: config.drainDelaySeconds }, 'leaving');
    await new Promise((resolve) => setTimeout(resolve, config.drainDelaySeconds * 1000));
    app.log.info('draining');
    await app.drain(drainMs);
    await app.close();
    removeServerFile(config.dataDir);
    await Promise.allSettled([deps.counters.close(), deps.pubsub.close(), stopTracing?.()]);
    await database.close();
    releaseDataDir();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Where `facet backup` asks for the embedded database, which no other process may open.
  if (database.kind === 'pglite') {
    writeServerFile(config.dataDir, { pid: process.pid, port, host: config.host });
  }
  announce(app.log, { config, database, port, demo, role: processRole });
}

/** The start, as a log record (for the log's reader) and, on a terminal, as lines for a person. */
function announce(
  log: { info: (fields: object, message: string) => void },
  {
    config,
    database,
    port,
    demo,
    role,
  }: { config: Config; database: Database; port: number; demo: boolean; role: ProcessRole },
) {
  const base =
    config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'; // prettier-ignore
  const demoLogins = demo ? DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`) : [];
  log.info(
    { role, database: database.kind, shop: `${base}/`, console: `${base}/console/`, docs: `${base}/docs`, demoLogins }, // prettier-ignore
    'Facet is running',
  );
  if (!process.stdout.isTTY) return;
  const lines =
    role === 'worker'
      ? [`Facet worker is running (${where}): holds, alerts and upload sweeps`]
      : [
          `Facet is running (${where})`,
          `  shop     ${base}/`,
          `  console  ${base}/console/`,
          `  API docs ${base}/docs`,
        ];
  if (demo) {
    lines.push('  demo logins:');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(6)} ${a.email} / ${a.password}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}
