// AddOrder under load: 32 buyers at once, each ordering stones nobody else wants, on
// PostgreSQL. Seeds a bench database (deterministic stock), creates the buyers, fills their
// carts through the API, then every buyer orders one stone after another as fast as the
// server answers. Writes bench/results/orders.json and orders.md. Run after `npm run build`:
//   npm run bench:orders [-- --buyers 32 --orders 40]
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db';
import { users } from '../apps/server/src/modules/accounts/accounts.table';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords';
import { goods } from '../apps/server/src/modules/inventory/inventory.table';
import { root, run, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '32' },
    orders: { type: 'string', default: '40' },
    stones: { type: 'string', default: '20000' },
  },
});
const BUYERS = Number(args.buyers);
const ORDERS_PER_BUYER = Number(args.orders);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_orders';
const PASSWORD = 'Bench1234';

type Answer = { Success: boolean; Code: string; Data: unknown };

async function call(base: string, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

// A database of its own, seeded the same way every time.
const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
await admin.end();
const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
};
run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', args.stones!, '--replace'], env);

// Buyers, created straight in the database (registration by mail is not what is measured).
const database = await openDatabase({ databaseUrl: url.toString() });
const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: BUYERS }, (_, i) => `bench.buyer.${i}@facet.local`);
await database.db.insert(users).values(
  emails.map((email) => ({
    email,
    passwordHash,
    role: 'buyer' as const,
    nickName: email.split('@')[0]!,
    inviteCode: randomBytes(4).toString('hex').toUpperCase(),
  })),
);
// Unique stones in stock, a different set for every buyer.
const stones = await database.db
  .select({ id: goods.id })
  .from(goods)
  .where(
    and(
      inArray(goods.category, ['natural-white', 'lab-white']),
      eq(goods.listed, true),
      eq(goods.madeToOrder, false),
    ),
  ) // prettier-ignore
  .orderBy(goods.id)
  .limit(BUYERS * ORDERS_PER_BUYER);
await database.close();
if (stones.length < BUYERS * ORDERS_PER_BUYER) throw new Error('not enough stones seeded');

const server = await startServer(env, 4790);
try {
  const buyers = await Promise.all(
    emails.map(async (email, i) => {
      const login = await fetch(`${server.base}/api/Relation/EmailLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: email, Password: PASSWORD }),
      }).then((r) => r.json() as Promise<{ Data: { ToKen: string } }>);
      const token = login.Data.ToKen;
      await call(server.base, 'POST', '/api/Wholesaler_Address/AddOrUpd', token, {
        Surname: 'Bench', Name: String(i), Mobile: '+852 9000 0000',
        Address: '1 Harbour Road', City: 'Hong Kong', Country: 'Hong Kong',
      }); // prettier-ignore
      const mine = stones.slice(i * ORDERS_PER_BUYER, (i + 1) * ORDERS_PER_BUYER);
      const cart = await call(server.base, 'PUT', '/api/ShoppingCart/Add', token, {
        GoodsList: mine.map((s) => ({ GoodsId: s.id })),
      });
      if (!cart.Success) throw new Error(`cart: ${JSON.stringify(cart)}`);
      const data = cart.Data as { StatisticsDetail: { Data: { CartId: number }[] }[] };
      return { token, cartIds: data.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId)) };
    }),
  );

  // Every buyer orders their stones one by one, all buyers at once.
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      for (const cartId of buyer.cartIds) {
        const sent = performance.now();
        const answer = await call(server.base, 'POST', '/api/Order/AddOrder', buyer.token, {
          CartIds: [cartId],
          ReceivingMethod: 'express',
          LogisticsId: 2,
        });
        latencies.push(performance.now() - sent);
        if (!answer.Success) failures.push(answer.Code);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10; // prettier-ignore
  const figures = {
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    stones: Number(args.stones),
    buyers: BUYERS,
    orders: latencies.length,
    failed: failures.length,
    ordersPerSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
  console.log(figures);
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'orders.json'), JSON.stringify(figures, null, 2) + '\n');
  writeFileSync(
    path.join(outDir, 'orders.md'),
    [
      '# AddOrder benchmark',
      '',
      `Measured ${figures.measuredAt} with \`npm run bench:orders\` on PostgreSQL (${figures.stones.toLocaleString('en')} stones seeded), one machine with 2 cores shared by the server, PostgreSQL and the load.`,
      `${BUYERS} buyers order at the same time, each ${ORDERS_PER_BUYER} different stones one after another (one stone per order: re-priced, stock taken, order, line, history and notice written, cart line cleared, in one transaction).`,
      '',
      '| orders | failed | orders/s | p50 ms | p95 ms | p99 ms |',
      '|---:|---:|---:|---:|---:|---:|',
      `| ${figures.orders} | ${figures.failed} | ${figures.ordersPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} |`,
      '',
    ].join('\n'),
  );
  if (failures.length)
    throw new Error(`${failures.length} orders failed: ${[...new Set(failures)].join(', ')}`);
} finally {
  server.stop();
}
