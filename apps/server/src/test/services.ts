import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TransactionRollbackError } from 'drizzle-orm';
import { pino } from 'pino';
import type { Role } from '@facet/contract';
import { loadConfig } from '../platform/config';
import { memoryCounters } from '../platform/counters';
import type { Db } from '../platform/db';
import type { Deps } from '../platform/deps';
import { outboxMailer } from '../platform/mailer';
import { memoryPubSub } from '../platform/pubsub';
import { signer } from '../platform/signing';
import { diskStorage } from '../platform/storage';
import { buildServices, type Services } from '../services';
import { ensureListPrices } from '../demo/seeding';
import { openTestDatabase } from './database';
import { stoneDefaults, HK_ADDRESS } from './factories';
import { TEST_SECRET } from './harness';
import { createMetrics } from '../platform/metrics';

/**
 * The service tier: the modules' services called directly — no HTTP, no routes — on a
 * database opened once per test file from the migrated template. Each test runs in a
 * transaction that is rolled back, so tests start from the same empty shop in milliseconds
 * and leave nothing behind.
 */
export async function serviceTests() {
  const database = await openTestDatabase();
  await ensureListPrices(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-service-test-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  const base: Omit<Deps, 'db'> = {
    config,
    database,
    mailer: outboxMailer(dataDir, pino({ level: 'silent' })),
    storage: diskStorage(path.join(dataDir, 'uploads')),
    counters: memoryCounters(),
    signer: signer(TEST_SECRET),
    pubsub: memoryPubSub(),
    metrics: createMetrics(),
  };

  return {
    /** Runs `test` with services on a transaction that is rolled back afterwards. */
    async run(test: (context: ServiceContext) => Promise<void>) {
      let failure: unknown;
      await database.db
        .transaction(async (tx) => {
          const db = tx as unknown as Db;
          // The shop's reads too go through the test's transaction: they see what it wrote.
          const services = buildServices({ ...base, db, database: { ...database, reads: db } });
          try {
            await test(context(services, db));
          } catch (error) {
            failure = error;
          }
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      if (failure) throw failure;
    },
    async close() {
      await base.counters.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;

/** Factories over the services: a test says what it needs, not how it is made. */
function context(services: Services, db: Db) {
  const unique = () => `${process.pid}-${++sequence}`;
  let clerk: Promise<{ id: number; role: Role; sessionId: number; email: string }> | undefined;
  const ctx = {
    services,
    /** The test's transaction: what a service's caller passes as `tx`. */
    db,
    /** An account of any role, as the caller of a service sees it. */
    async newUser(role: Role = 'buyer', nickName = '') {
      const email = `${role}.${unique()}@example.com`;
      await services.accounts.ensureAccount({ email, password: 'Secret123', role, nickName });
      const [id] = await services.accounts.idsWithEmailStarting(email);
      return { id: id!, role, sessionId: 0, email };
    },
    /** A stock record saved as the back office saves one (defaults: a 1.00 ct round G VS1). */
    /** The clerk the back office's calls are made as: one per test, for the audit trail. */
    staff() {
      clerk ??= ctx.newUser('clerk', 'Test Clerk');
      return clerk;
    },
    async newStone(record: Parameters<typeof stoneDefaults>[1] = {}) {
      return services.inventory.save(await ctx.staff(), stoneDefaults(`S${unique()}`, record));
    },
    /** The buyer's address (a Hong Kong one unless told otherwise). */
    newAddress(buyerId: number, address: Partial<typeof HK_ADDRESS> = {}) {
      return services.addresses.save(buyerId, { ...HK_ADDRESS, ...address });
    },
  };
  return ctx;
}

export type ServiceContext = ReturnType<typeof context>;
