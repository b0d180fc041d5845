// Writes the OpenAPI document the server publishes at /openapi.json to docs/openapi.json,
// so API changes show up in review. `npm run openapi`; a test fails when it is stale.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { memoryCounters } from './platform/counters';
import { memoryPubSub } from './platform/pubsub';
import { openDatabase } from './platform/db';
import { outboxMailer } from './platform/mailer';
import { serverRoot } from './platform/paths';
import { signer } from './platform/signing';
import { diskStorage } from './platform/storage';
import { pino } from 'pino';
import { createMetrics } from './platform/metrics';

const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-openapi-'));
const database = await openDatabase({});
const app = await buildApp(
  {
    config: loadConfig({ DATA_DIR: dataDir }),
    db: database.db,
    database,
    mailer: outboxMailer(dataDir, pino({ level: 'silent' })),
    storage: diskStorage(dataDir),
    counters: memoryCounters(),
    signer: signer('openapi-openapi-openapi-openapi-openapi'),
    pubsub: memoryPubSub(),
    metrics: createMetrics(),
  },
  { logger: false, serveWebApps: false },
);
await app.ready();
const file = path.resolve(serverRoot, '../../docs/openapi.json');
writeFileSync(file, JSON.stringify(app.swagger(), null, 2) + '\n');
await app.close();
await database.close();
console.warn(`wrote ${path.relative(process.cwd(), file)}`);
