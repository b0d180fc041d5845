import type { Config } from './config';
import type { Counters } from './counters';
import type { Database, Db } from './db';
import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { PubSub } from './pubsub';
import type { Signer } from './signing';
import type { Storage } from './storage';
import type { SharedIndex } from '../modules/catalogue/stock-index/sync';

/**
 * Everything a server instance is built from. Services take only the parts they use
 * (`Pick<Deps, 'db' | 'counters'>`), so a test can build one with exactly those.
 */
export type Deps = {
  config: Config;
  db: Db;
  /** The database's state and a round trip to it, for the readiness probe and 503s. */
  database: Pick<Database, 'health' | 'ping' | 'dump' | 'poolUse' | 'readSnapshot' | 'reads'>;
  mailer: Mailer;
  storage: Storage;
  counters: Counters;
  signer: Signer;
  /** Chat fan-out between instances: Redis pub/sub when REDIS_URL is set. */
  pubsub: PubSub;
  /** What /metrics reports; every part of the server counts into it. */
  metrics: Metrics;
  /** The stock index's layout shared with the host's other server processes (PROCESSES). */
  sharedIndex?: SharedIndex;
};
