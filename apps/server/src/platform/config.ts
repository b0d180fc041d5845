import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  BUYER_APPROVAL_MODES,
  MEMO_DEFAULTS,
  OFFER_DEFAULTS,
  RETURN_DAYS_DEFAULT,
  type BuyerApproval,
} from '@facet/contract';
import type { S3Settings } from './s3-storage';
import {
  flag,
  NON_NEGATIVE_RULE,
  percentage,
  port,
  positiveInt,
  positiveNumber,
  trustProxy,
  url,
  ConfigError,
  processCount,
  processesOf,
  derivedRedisPrefix,
} from './config-rules';

/** What a process runs: everything, the API alone (sweeps elsewhere), or the sweeps alone. */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];
const S3_BUCKET_RULE = 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens';
/** The settings of a bucket, which mean nothing without S3_BUCKET. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID_FILE',
  'S3_SECRET_ACCESS_KEY_FILE',
];
const TILE_RULE = 'must be an http(s) URL with {z}, {x} and {y} (and maybe {s}) in it';
/** The tile template with its placeholders filled, as a URL, or null when it is not one. */
function tileExample(template: string): URL | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replace(/\{([sxyz]|r)\}/g, (_, part: string) => (part === 's' ? 'a' : part === 'r' ? '' : '0'))); // prettier-ignore
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where the map tiles come from, as a Content-Security-Policy source for `img-src`: the
 * template's origin, and every subdomain of its parent when the host holds `{s}`.
 */
export function mapTileSource(template: string): string {
  const url = tileExample(template);
  if (!url) throw new ConfigError(`Invalid MAP_TILE_URL: ${TILE_RULE}`);
  const authority = template.split('/')[2] ?? '';
  if (!authority.includes('{s}')) return url.origin;
  // `{s}.tile.example.org` or `tile-{s}.example.org`: any subdomain of what follows the label.
  const parent = authority.slice(authority.indexOf('.', authority.indexOf('{s}')) + 1);
  return `${url.protocol}//*.${parent}`;
}

/** Every environment variable Facet reads (the README's "Configuration"), all optional. */
const Env = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres://', 'postgresql://']).optional(),
  REDIS_URL: url(['redis://', 'rediss://']).optional(),
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  MAIL_FROM: z.string().min(3).default('Facet <no-reply@facet.local>'),
  PUBLIC_URL: z.url().optional(),
  SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  // Rate limits: defaults of the product rules, raised by load tests.
  RATE_CODE_PER_EMAIL_SECONDS: positiveInt.default(60),
  RATE_CODE_PER_IP_HOUR: positiveInt.default(20),
  RATE_LOGIN_MAX_FAILURES: positiveInt.default(10),
  RATE_LOGIN_LOCK_MINUTES: positiveInt.default(15),
  // Failed logins from one address, across accounts, before the address is held off.
  RATE_LOGIN_IP_MAX_FAILURES: positiveInt.default(20),
  RATE_LOGIN_IP_WINDOW_MINUTES: positiveInt.default(15),
  // Cloud Store enquiries from one client address per hour, across stores.
  RATE_STORE_ENQUIRY_PER_IP_HOUR: positiveInt.default(10),
  // Storefront reads (a list page or a stone) from one client address per minute, across
  // stores: a customer browsing reads a few; a program copying a store reads thousands.
  RATE_STORE_READS_PER_IP_MINUTE: positiveInt.default(120),
  // Calls one API key makes per minute (then 429 with Retry-After).
  RATE_API_KEY_PER_MINUTE: positiveInt.default(120),
  // Webhook targets and push services on private or loopback addresses, plain http: tests only.
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  // Web push's VAPID key (base64url P-256 private key) and contact; unset: one kept in the database.
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/).optional(), // prettier-ignore
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/).optional(), // prettier-ignore
  // Pictures one buyer uploads per hour for each purpose (avatar, voucher, chat…), and the
  // megabytes one buyer may keep from uploads of the last 24 hours: one account cannot fill
  // the disk or the bucket. Staff uploads (stone media) are not counted.
  UPLOAD_FILES_PER_HOUR: positiveInt.default(30),
  UPLOAD_MB_PER_DAY: positiveInt.default(100),
  // The least markup a Cloud Store may set, in percent: at 0 % a storefront shows the
  // jeweller's own (tier) price to anyone.
  STORE_MIN_MARKUP_PERCENT: z.coerce.number().min(0).max(100).default(1),
  // Which X-Forwarded-* to believe: false; true (every hop: only behind a balancer that
  // overwrites the header); a number of proxy hops (1 = the one balancer in front); or the
  // proxies' addresses and CIDR ranges, comma-separated.
  TRUST_PROXY: trustProxy.default(false),
  // A draining instance waits this long for its requests before it stops anyway.
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.default(25),
  // The delivered-duty-paid quote: price plus this percentage (duties, tax, insured freight).
  DDP_RATE: percentage(0, 100).default(6.5),
  // Holds (Trade tools): how long a buyer's hold lasts, the most a clerk may extend it to
  // (from its start), how many a buyer holds at once, and how often ended holds are swept.
  HOLD_HOURS: positiveNumber.default(24),
  HOLD_MAX_HOURS: positiveNumber.default(48),
  HOLD_LIMIT: positiveInt.default(5),
  HOLD_SWEEP_SECONDS: positiveNumber.default(30),
  // Offers: how long one waits for an answer, how long an accepted one holds the stone at its
  // price, how many a buyer has waiting, and the lowest share of the price one may name.
  OFFER_HOURS: positiveNumber.default(OFFER_DEFAULTS.hours),
  OFFER_HOLD_HOURS: positiveNumber.default(OFFER_DEFAULTS.holdHours),
  OFFER_LIMIT: positiveInt.default(OFFER_DEFAULTS.limit),
  OFFER_FLOOR_PERCENT: percentage(1, 99).default(OFFER_DEFAULTS.floorPercent),
  // Memo: the most stones one memo holds, and the days a buyer has from shipping to settle it.
  MEMO_MAX_STONES: positiveInt.default(MEMO_DEFAULTS.maxStones),
  MEMO_DAYS: positiveNumber.default(MEMO_DEFAULTS.days),
  // Returns: the days after an order's receipt in which the buyer may ask to return stones.
  RETURN_DAYS: positiveNumber.default(RETURN_DAYS_DEFAULT),
  // Saved-search alerts: how often new stones and lower prices are matched and alerts mailed.
  ALERT_SWEEP_SECONDS: positiveNumber.default(30),
  // What a buyer may do before staff verify their company: off (browse and order), order
  // (browse; ordering waits for approval) or browse (no prices, cart or holds until approved).
  BUYER_APPROVAL: z
    .enum(BUYER_APPROVAL_MODES, { error: 'must be off, order or browse' })
    .default('off'),
  // Operating (docs/deploy.md). After SIGTERM, readiness answers 503 at once and requests are
  // served this long more, so the balancer stops sending before the listener closes.
  DRAIN_DELAY_SECONDS: z.coerce.number({ error: NON_NEGATIVE_RULE }).min(0, NON_NEGATIVE_RULE).max(300, NON_NEGATIVE_RULE).default(0), // prettier-ignore
  // Every Redis key and channel starts with this: two deployments on one Redis never meet.
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits or : . _ -').optional(), // prettier-ignore
  // all: the API, the web apps and the background sweeps; web: no sweeps; worker: only them.
  ROLE: z.enum(PROCESS_ROLES, { error: 'must be all, web or worker' }).default('all'),
  // Server processes sharing the port (docs/scaling.md): a number, or auto (one per core).
  PROCESSES: processCount.default(1),
  // /metrics answers a bearer of this token, or anyone on METRICS_PORT; neither set: 404.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: port.optional(),
  // Traces over OTLP/HTTP (e.g. http://collector:4318) when set.
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http://', 'https://']).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(64).default('facet'),
  // PostgreSQL: a statement running longer is cancelled; one slower than SLOW_QUERY_MS is logged.
  STATEMENT_TIMEOUT_MS: positiveInt.default(20_000),
  SLOW_QUERY_MS: positiveInt.default(500),
  // The maps' raster tiles (Leaflet's template) and the credit line their licence asks for.
  MAP_TILE_URL: z
    .string()
    .refine((value) => tileExample(value) !== null, TILE_RULE)
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (docs/scaling.md): the
  // keys here or in S3_*_FILE, else the SDK's own AWS_* variables, profile or role.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, S3_BUCKET_RULE)
    .optional(),
  S3_ENDPOINT: url(['http://', 'https://']).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  /**
   * Where links in mails point: `PUBLIC_URL`, else the address this server listens on. Never a
   * request's Host: an anonymous caller could otherwise put their own site into a staff mail.
   */
  mailOrigin: string;
  secret: string | undefined;
  /** Demo accounts and stock: when asked, never, or on the embedded database's first start. */
  seedDemo: 'always' | 'never' | 'first-start';
  drainDelaySeconds: number;
  /** Prefix of every Redis key and channel: REDIS_PREFIX, else derived from the database. */
  redisPrefix: string;
  role: ProcessRole;
  /** Server processes on this host sharing its port; 1 is the server alone. */
  processes: number;
  metrics: { token: string | undefined; port: number | undefined };
  tracing: { endpoint: string | undefined; serviceName: string };
  statementTimeoutMs: number;
  slowQueryMs: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  shutdownTimeoutSeconds: number;
  /** DDP surcharge in basis points of a percent (6.5 % = 650). */
  ddpRateBp: number;
  holds: { durationMs: number; maxMs: number; limit: number; sweepMs: number };
  offers: { waitMs: number; holdMs: number; limit: number; floorPercent: number };
  memo: { maxStones: number; dueMs: number; sweepMs: number };
  returnDays: number;
  /** Stock events matched per transaction, and the pause between sweeps. */
  alerts: { batch: number; sweepMs: number };
  buyerApproval: BuyerApproval;
  /** The maps' tiles: the template, its credit line and its origin for the page policy. */
  map: { tileUrl: string; attribution: string; tileSource: string };
  rateLimits: {
    codePerEmailSeconds: number;
    codePerIpHour: number;
    loginMaxFailures: number;
    loginLockMinutes: number;
    loginIpMaxFailures: number;
    loginIpWindowMinutes: number;
    storeEnquiryPerIpHour: number;
    storeReadsPerIpMinute: number;
    apiKeyPerMinute: number;
  };
  webhooks: { allowPrivate: boolean };
  push: { privateKey: string | undefined; subject: string };
  uploads: { filesPerHour: number; bytesPerDay: number };
  /** STORE_MIN_MARKUP_PERCENT in basis points of a percent (1 % = 100). */
  storeMinMarkupBp: number;
  /** The bucket uploads are kept in (S3_BUCKET and the rest); unset, DATA_DIR/uploads. */
  s3: S3Settings | undefined;
};

const HOUR_MS = 3_600_000;
/** Stock events matched per transaction: a 50,000-stone import is three batches. */
const ALERT_BATCH = 20_000;
/** Settings that may come from a file instead (`SECRET_FILE=/run/secrets/facet-secret`). */
const FILE_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SECRET', 'METRICS_TOKEN', 'VAPID_PRIVATE_KEY']; // prettier-ignore
const SECRET_VARIABLES = new Set(FILE_VARIABLES);

/**
 * The environment with every `<NAME>_FILE` read into `<NAME>` (container secrets). Both set is
 * a mistake, not a choice: the start stops naming them.
 */
function withFileSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new ConfigError(`Invalid ${name}_FILE: ${name} is set too; use one of them`); // prettier-ignore
    try {
      out[name] = readFileSync(file, 'utf8').trim();
    } catch {
      throw new ConfigError(`Invalid ${name}_FILE: cannot read ${file}`);
    }
  }
  return out;
}

export { ConfigError };

/**
 * The bucket's settings, or undefined without S3_BUCKET. A key may come from a file instead
 * (`S3_SECRET_ACCESS_KEY_FILE=/run/secrets/…`, container secrets); the two keys go together.
 */
function s3Settings(e: z.infer<typeof Env>, env: NodeJS.ProcessEnv): S3Settings | undefined {
  const key = (name: 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY') => {
    const file = env[`${name}_FILE`];
    if (!file) return e[name] || undefined;
    if (e[name]) throw new ConfigError(`Invalid ${name}_FILE: ${name} is set too; use one of them`);
    try {
      return readFileSync(file, 'utf8').trim() || undefined;
    } catch {
      throw new ConfigError(`Invalid ${name}_FILE: cannot read ${file}`);
    }
  };
  const [accessKeyId, secretAccessKey] = [key('S3_ACCESS_KEY_ID'), key('S3_SECRET_ACCESS_KEY')];
  if (!e.S3_BUCKET) {
    const given = S3_VARIABLES.find((name) => env[name]);
    if (given) throw new ConfigError(`Invalid S3_BUCKET: must be set with ${given}`);
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid ${missing}: must be set with the other S3 key`);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Parses the environment once; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(withFileSecrets(env)).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // Never echo a value that may hold a credential (a secret, or a URL with a password).
    const shown = SECRET_VARIABLES.has(name) ? '' : ` (got "${String(env[name] ?? '')}")`;
    throw new ConfigError(`Invalid ${name}: ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const mailOrigin = (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`).replace(/\/$/, ''); // prettier-ignore
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    mailOrigin,
    secret: e.SECRET,
    // Demo data only when asked, or on the embedded database's first start (the quick start):
    // never on PostgreSQL unasked, never into a database that already has a life.
    seedDemo: e.SEED_DEMO === undefined ? (e.DATABASE_URL ? 'never' : 'first-start') : e.SEED_DEMO ? 'always' : 'never', // prettier-ignore
    drainDelaySeconds: e.DRAIN_DELAY_SECONDS,
    redisPrefix: e.REDIS_PREFIX ?? derivedRedisPrefix(e.DATABASE_URL, path.resolve(e.DATA_DIR)),
    role: e.ROLE,
    processes: processesOf(e),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    slowQueryMs: e.SLOW_QUERY_MS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    ddpRateBp: Math.round(e.DDP_RATE * 100),
    holds: {
      durationMs: Math.round(e.HOLD_HOURS * HOUR_MS),
      // A hold never lasts longer than it may be extended to.
      maxMs: Math.round(Math.max(e.HOLD_MAX_HOURS, e.HOLD_HOURS) * HOUR_MS),
      limit: e.HOLD_LIMIT,
      sweepMs: Math.round(e.HOLD_SWEEP_SECONDS * 1000),
    },
    offers: {
      waitMs: Math.round(e.OFFER_HOURS * HOUR_MS),
      holdMs: Math.round(e.OFFER_HOLD_HOURS * HOUR_MS),
      limit: e.OFFER_LIMIT,
      floorPercent: e.OFFER_FLOOR_PERCENT,
    },
    memo: {
      maxStones: e.MEMO_MAX_STONES,
      dueMs: Math.round(e.MEMO_DAYS * 24 * HOUR_MS),
      sweepMs: Math.round(e.HOLD_SWEEP_SECONDS * 1000),
    },
    returnDays: e.RETURN_DAYS,
    alerts: { batch: ALERT_BATCH, sweepMs: Math.round(e.ALERT_SWEEP_SECONDS * 1000) },
    buyerApproval: e.BUYER_APPROVAL,
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_ATTRIBUTION,
      tileSource: mapTileSource(e.MAP_TILE_URL),
    },
    rateLimits: {
      codePerEmailSeconds: e.RATE_CODE_PER_EMAIL_SECONDS,
      codePerIpHour: e.RATE_CODE_PER_IP_HOUR,
      loginMaxFailures: e.RATE_LOGIN_MAX_FAILURES,
      loginLockMinutes: e.RATE_LOGIN_LOCK_MINUTES,
      loginIpMaxFailures: e.RATE_LOGIN_IP_MAX_FAILURES,
      loginIpWindowMinutes: e.RATE_LOGIN_IP_WINDOW_MINUTES,
      storeEnquiryPerIpHour: e.RATE_STORE_ENQUIRY_PER_IP_HOUR,
      storeReadsPerIpMinute: e.RATE_STORE_READS_PER_IP_MINUTE,
      apiKeyPerMinute: e.RATE_API_KEY_PER_MINUTE,
    },
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE },
    push: { privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? mailOrigin },
    storeMinMarkupBp: Math.round(e.STORE_MIN_MARKUP_PERCENT * 100),
    uploads: {
      filesPerHour: e.UPLOAD_FILES_PER_HOUR,
      bytesPerDay: e.UPLOAD_MB_PER_DAY * 1024 * 1024,
    },
    s3: s3Settings(e, env),
  };
}
