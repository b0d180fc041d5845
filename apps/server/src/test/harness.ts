import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import sharp from 'sharp';
import type {
  Address,
  Cart,
  Envelope,
  OrderAdded,
  StockInput,
  PricedGoods,
  Locale,
  Role,
  Uploaded,
  UploadPurpose,
  UserInfo,
} from '@facet/contract';
import { buildApp } from '../app';
import type { Deps } from '../platform/deps';
import { loadConfig, type ProcessRole } from '../platform/config';
import { memoryCounters, redisCounters } from '../platform/counters';
import { memoryPubSub, redisPubSub, type PubSub } from '../platform/pubsub';
import { smtpMailer } from '../platform/mailer';
import { diskStorage, type Storage } from '../platform/storage';
import { signer } from '../platform/signing';
import { accountsService } from '../modules/accounts/accounts.service';
import { uploadsService } from '../modules/uploads/uploads.service';
import { openTestDatabase } from './database';
import { ensureListPrices } from '../demo/seeding';
import { codeIn, startSmtpSink } from './smtp-sink';
import { HK_ADDRESS, stoneDefaults } from './factories';
import { createMetrics } from '../platform/metrics';

/** The signing secret of every test server, for tests that forge or expire signatures. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret';

export type CallOptions = { token?: string; locale?: Locale; headers?: Record<string, string> };
export type Response<T = unknown> = { status: number; body: Envelope<T> & { error?: string } };

/**
 * A whole Facet server for one test file: fresh database, real SMTP sink, Redis counters
 * under a private prefix when `REDIS_URL` is set, listening on a free port.
 */
export async function startTestServer(
  options: {
    /** Settings over the harness's; `undefined` restores the product default. */
    env?: Record<string, string | undefined>;
    logStream?: DestinationStream;
    pubsub?: PubSub;
    /** The embedded database in files under the data directory, as `npm start` keeps it. */
    persistent?: boolean;
    /** Where uploads go (a bucket, test/s3.ts); else a disk store in the data directory. */
    storage?: Storage;
    /** What the process runs (ROLE): everything by default, the API alone, or the sweeps. */
    role?: ProcessRole;
    /** Serve the built shop and console too, as `npm start` does (API tests leave them out). */
    webApps?: boolean | { shop: string; console: string };
  } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-test-'));
  const database = await openTestDatabase(options.persistent ? dataDir : undefined);
  await ensureListPrices(database.db);
  const smtp = await startSmtpSink();
  // Every test call comes from 127.0.0.1, so the per-IP limits are raised unless a test
  // file sets them (rate-limits.test.ts checks the real defaults).
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    RATE_CODE_PER_IP_HOUR: '100000',
    RATE_LOGIN_IP_MAX_FAILURES: '100000',
    ...options.env,
  });
  const deps: Deps = {
    config,
    db: database.db,
    database,
    mailer: smtpMailer(smtp.url, config.mailFrom),
    storage: options.storage ?? diskStorage(path.join(dataDir, 'uploads')),
    counters: process.env.REDIS_URL
      ? redisCounters(process.env.REDIS_URL, `facet-test:${randomUUID()}:`)
      : memoryCounters(),
    signer: signer(TEST_SECRET),
    pubsub:
      options.pubsub ??
      (process.env.REDIS_URL
        ? redisPubSub(process.env.REDIS_URL, `facet-test:${randomUUID()}:`)
        : memoryPubSub()),
    metrics: createMetrics(),
  };
  const app: FastifyInstance = await buildApp(deps, {
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    serveWebApps: Boolean(options.webApps),
    ...(options.role ? { role: options.role } : {}),
    ...(typeof options.webApps === 'object' ? { webAppDirs: options.webApps } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  const accounts = accountsService({ ...deps, uploads: uploadsService(deps) });

  async function call<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    { token, locale, headers = {} }: CallOptions = {},
  ): Promise<Response<T>> {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { locale } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Response<T>['body'] };
  }

  let sequence = 0;
  let staffToken: string | undefined;
  const uniqueEmail = (prefix = 'buyer') =>
    `${prefix}.${++sequence}.${randomUUID().slice(0, 8)}@example.com`;

  return {
    app,
    baseUrl,
    dataDir,
    /** The PostgreSQL database of this server, when running on one. */
    databaseUrl: database.url,
    db: database.db,
    smtp,
    deps,
    call,
    post: <T = unknown>(url: string, body?: unknown, options?: CallOptions) =>
      call<T>('POST', url, body, options),
    get: <T = unknown>(url: string, options?: CallOptions) =>
      call<T>('GET', url, undefined, options),
    uniqueEmail,

    /** Asks for a code through the API and reads it from the mail the SMTP sink received. */
    async requestCode(email: string, purpose: 'register' | 'reset', locale?: Locale) {
      const sent = await call(
        'POST',
        '/api/Relation/GetEmailCode',
        { Email: email, Purpose: purpose },
        { locale },
      );
      if (sent.status !== 200) throw new Error(`GetEmailCode failed: ${JSON.stringify(sent.body)}`);
      return codeIn(await smtp.lastMailTo(email));
    },

    /** Ends the 60 s resend countdown of an address, as if a minute had passed. */
    skipCountdown: (email: string) => deps.counters.clear(`code:email:${email}`),

    /** A registered, logged-in account of any role (created directly, logged in over HTTP). */
    async newUser(role: Role = 'buyer', password = 'Secret123') {
      const email = uniqueEmail(role);
      await accounts.ensureAccount({ email, password, role, nickName: '' });
      const login = await call<UserInfo>('POST', '/api/Relation/EmailLogin', {
        Email: email,
        Password: password,
      });
      if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      return { email, password, token: login.body.Data.ToKen, info: login.body.Data };
    },

    /** A small PNG uploaded through the API for `purpose`. */
    async upload(token: string, purpose: UploadPurpose): Promise<Uploaded> {
      const data = await sharp({
        create: { width: 32, height: 32, channels: 3, background: '#dfe6ee' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), `${purpose}.png`);
      const response = await fetch(`${baseUrl}/api/Upload/Image?Purpose=${purpose}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { Data: Uploaded };
      if (response.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
      return body.Data;
    },

    /** A clerk's token, made once per server. */
    async clerkToken() {
      staffToken ??= (await this.newUser('clerk')).token;
      return staffToken;
    },

    /**
     * A stock record saved through the back office (defaults: a 1.00 ct round natural G VS1 by
     * discount −30 %), returning the shop's view of it.
     */
    async newStone(record: Partial<StockInput> = {}): Promise<PricedGoods> {
      const saved = await call<PricedGoods>(
        'POST',
        '/api/Admin/Inventory/Save',
        { Record: stoneDefaults(`T${String(++sequence).padStart(6, '0')}`, record) },
        { token: await this.clerkToken() },
      );
      if (saved.status !== 200) throw new Error(`newStone failed: ${JSON.stringify(saved.body)}`);
      return saved.body.Data;
    },

    /** The buyer's delivery address (Hong Kong unless told otherwise), saved over the API. */
    async newAddress(token: string, address: Record<string, unknown> = {}) {
      const saved = await call<Address>('POST', '/api/Wholesaler_Address/AddOrUpd', { ...HK_ADDRESS, ...address }, { token }); // prettier-ignore
      if (saved.status !== 200) throw new Error(`newAddress failed: ${JSON.stringify(saved.body)}`);
      return saved.body.Data;
    },

    /** Puts goods in the buyer's cart; returns the cart ids of every line. */
    async addToCart(token: string, goods: { GoodsId: number; Quantity?: number }[]) {
      const added = await call<Cart>('PUT', '/api/ShoppingCart/Add', { GoodsList: goods }, { token }); // prettier-ignore
      if (added.status !== 200) throw new Error(`addToCart failed: ${JSON.stringify(added.body)}`);
      return added.body.Data.StatisticsDetail.flatMap((tab) => tab.Data.map((line) => line.CartId));
    },

    /**
     * A placed order: a new buyer with an address orders `goods` (a new stone if none given),
     * picked up. Returns the buyer and the order as the API answered.
     */
    async newOrder(goods?: { GoodsId: number; Quantity?: number }[]) {
      const buyer = await this.newUser();
      await this.newAddress(buyer.token);
      const lines = goods ?? [{ GoodsId: (await this.newStone()).Id }];
      const CartIds = await this.addToCart(buyer.token, lines);
      const placed = await call<OrderAdded>('POST', '/api/Order/AddOrder', { CartIds, ReceivingMethod: 'pickup' }, { token: buyer.token }); // prettier-ignore
      if (placed.status !== 200) throw new Error(`newOrder failed: ${JSON.stringify(placed.body)}`);
      return { buyer, order: placed.body.Data };
    },

    async close() {
      // A response a test never read to its end (a large answer, compressed as it streams,
      // waits for its reader) must not hold the close forever: after 2 s its connection goes.
      const force = setTimeout(() => app.server.closeAllConnections(), 2_000);
      await app.close();
      clearTimeout(force);
      await deps.counters.close();
      await deps.pubsub.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
