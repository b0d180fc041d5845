// The manager's dashboard (`GET /api/Admin/Stats`) on a big shop: seeds a PostgreSQL database
// of its own with 1,000,000 stones, 5,000 buyers and 100,000 orders over 400 days (with their
// history, vouchers, carts and chats) straight in SQL, then times the service's answer for 20
// varied periods, three rounds, and each figure's query on its own. The database is dropped
// at the end unless --keep. Writes bench/results/stats.json and stats.md:
//   npm run bench:stats [-- --stones 1000000 --orders 100000 --keep --reuse]
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { easternDate, type StatsInterval, type StatsQuery } from '@facet/contract';
import { accountsService } from '../apps/server/src/modules/accounts/accounts.service';
import { statsRepo } from '../apps/server/src/modules/stats/stats.repo';
import { statsService } from '../apps/server/src/modules/stats/stats.service';
import { uploadsService } from '../apps/server/src/modules/uploads/uploads.service';
import { loadConfig } from '../apps/server/src/platform/config';
import { memoryCounters } from '../apps/server/src/platform/counters';
import { openDatabase } from '../apps/server/src/platform/db';
import type { Deps } from '../apps/server/src/platform/deps';
import { memoryPubSub } from '../apps/server/src/platform/pubsub';
import { signer } from '../apps/server/src/platform/signing';
import { diskStorage } from '../apps/server/src/platform/storage';
import { root } from './server';
import { createMetrics } from '../apps/server/src/platform/metrics';

const { values: args } = parseArgs({
  options: {
    stones: { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const STONES = Number(args.stones);
const ORDERS = Number(args.orders);
const BUYERS = Number(args.buyers);
const ROUNDS = Number(args.rounds);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_stats';
const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount; // prettier-ignore
const reuse = args.reuse && Boolean(exists);
if (!reuse) {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
}
await admin.end();

const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-bench-stats-'));
const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
const database = await openDatabase({ databaseUrl: url.toString() });
const { db } = database;
const execute = (query: SQL) => db.execute(query);
const rowsOf = async <T>(query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const seeding = performance.now();
await database.migrate();
if (!reuse) {
  const step = async (what: string, query: SQL) => {
    const started = performance.now();
    await execute(query);
    console.log(`  ${what}: ${seconds(started)} s`);
  };
  console.log(`seeding ${STONES.toLocaleString('en')} stones, ${ORDERS.toLocaleString('en')} orders`); // prettier-ignore
  await step(
    'buyers',
    sql`
    insert into users (email, role, invite_code, nick_name)
    select 'stats.bench.' || n || '@example.com', 'buyer', 'STB' || n, 'Buyer ' || n
    from generate_series(1, ${BUYERS}) as n`,
  );
  // Every category, three in ten sold out, one in twenty off the market, saved over two years.
  await step(
    'stones',
    sql`
    insert into goods (category, stock_no, shape, weight, color, clarity, pricing_basis,
      price_per_carat_cents, price_cents, stock, on_market, created_at, updated_at)
    select category, 'SB' || lpad(n::text, 8, '0'), 'round', weight, 'G', 'VS1', 'weight',
      price, price, case when category = 'parcel' then round((random() * 50)::numeric, 3)
        when random() < 0.3 then 0 else 1 end,
      random() >= 0.05, at, at
    from (
      select n, (array['natural-white', 'natural-white', 'natural-white', 'lab-white',
          'lab-white', 'natural-fancy', 'lab-fancy', 'parcel', 'seed', 'rough'])[1 + n % 10] as category,
        round((0.3 + random() * 3)::numeric, 2) as weight,
        (20000 + random() * 2000000)::bigint as price,
        now() - random() * interval '730 days' as at
      from generate_series(1, ${STONES}) as n
    ) as stones`,
  );
  // Over the last 400 days; where each order stands now, as a real queue spreads them.
  await step(
    'orders',
    sql`
    insert into orders (order_no, user_id, kind, status, resume_status, receiving_method,
      amount_cents, created_at, updated_at)
    select 'SB' || n, first_buyer + n % ${BUYERS}, 'stock', status,
      case when status = 'Abnormal' then 'Processing' end, 'pickup',
      (50000 + random() * 3000000)::bigint, at, at
    from (
      select n, (select min(id) from users) as first_buyer,
        (array['PendingConfirmation', 'PendingPayment', 'Processing', 'PendingShipment',
          'Shipped', 'Shipped', 'Received', 'Received', 'Completed', 'Completed', 'Completed',
          'Completed', 'Completed', 'Completed', 'Completed', 'Completed', 'Completed',
          'Abnormal', 'Cancelled', 'Cancelled'])[1 + floor(random() * 20)::int] as status,
        now() - random() * interval '400 days' as at
      from generate_series(1, ${ORDERS}) as n
    ) as placed`,
  );
  await step(
    'order history',
    sql`
    insert into order_history (order_id, to_status, action, actor_role, actor_name, created_at)
    select id, 'PendingConfirmation', 'submit', 'buyer', 'Buyer', created_at from orders
    union all
    select id, 'PendingPayment', 'confirm', 'clerk', 'Clerk', created_at + random() * interval '10 hours'
    from orders where status <> 'PendingConfirmation' and (status <> 'Cancelled' or id % 2 = 0)
    union all
    select id, 'Processing', 'markPaid', 'clerk', 'Clerk', created_at + interval '1 day' + random() * interval '1 day'
    from orders where status in ('Processing', 'PendingShipment', 'Shipped', 'Received', 'Completed', 'Abnormal')
    union all
    select id, 'Shipped', 'ship', 'clerk', 'Clerk', created_at + interval '3 days'
    from orders where status in ('Shipped', 'Received', 'Completed')`,
  );
  await step(
    'vouchers',
    sql`
    with voucher as (
      insert into files (purpose, mime, bytes, width, height, storage_key)
      values ('voucher', 'image/png', 1000, 32, 32, 'bench/voucher.png') returning id
    )
    insert into order_vouchers (order_id, file_id, created_at)
    select h.order_id, (select id from voucher), h.created_at - random() * interval '20 hours'
    from order_history h where h.action = 'markPaid'`,
  );
  // Each order's steps on the order, as the orders service writes them when they happen.
  await step(
    'order steps',
    sql`
    update orders o set confirmed_at = s.confirmed_at, paid_at = s.paid_at,
      shipped_at = s.shipped_at, first_voucher_at = s.first_voucher_at
    from (
      select h.order_id,
        min(h.created_at) filter (where h.action = 'confirm') as confirmed_at,
        min(h.created_at) filter (where h.action = 'markPaid') as paid_at,
        min(h.created_at) filter (where h.action = 'ship') as shipped_at,
        (select min(v.created_at) from order_vouchers v where v.order_id = h.order_id) as first_voucher_at
      from order_history h where h.action in ('confirm', 'markPaid', 'ship')
      group by h.order_id
    ) s
    where s.order_id = o.id`,
  );
  await step(
    'carts',
    sql`
    insert into cart_items (user_id, goods_id, quantity, added_unit_price_cents, created_at)
    select (select min(id) from users) + n % ${BUYERS}, n * 7, 1, 100000,
      now() - random() * interval '60 days'
    from generate_series(1, least(${STONES} / 7, 20000)) as n`,
  );
  // A conversation per buyer, ten messages each; about half wait for an answer.
  await step(
    'chats',
    sql`
    with opened as (
      insert into conversations (buyer_id) select id from users where role = 'buyer' returning id
    ), sent as (
      insert into chat_messages (conversation_id, side, client_id, text, created_at)
      select c.id, case when random() < 0.5 then 'buyer' else 'staff' end, 'bench-' || c.id || '-' || m,
        'Is it eye clean?', now() - (10 - m) * random() * interval '3 hours'
      from opened c, generate_series(1, 10) as m
      returning id, conversation_id
    )
    update conversations c set last_message_id = newest.id
    from (select conversation_id, max(id) as id from sent group by conversation_id) as newest
    where newest.conversation_id = c.id`,
  );
  const started = performance.now();
  await execute(sql`vacuum analyze`);
  console.log(`  vacuum analyze: ${seconds(started)} s`);
}
const seededIn = seconds(seeding);
console.log(`database ready in ${seededIn} s`);

const deps: Deps = {
  config,
  db,
  database,
  mailer: { send: async () => {}, close: () => {} },
  storage: diskStorage(path.join(dataDir, 'uploads')),
  counters: memoryCounters(),
  signer: signer('bench-stats-secret-bench-stats-secret'),
  pubsub: memoryPubSub(),
  metrics: createMetrics(),
};
const stats = statsService({ db, accounts: accountsService({ ...deps, uploads: uploadsService(deps) }) }); // prettier-ignore
const repo = statsRepo(db);

/** 20 periods a manager picks: today, the last 7 and 30 days, months, quarters, a year. */
const today = easternDate(new Date());
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const PERIODS: StatsQuery[] = [
  ...[0, 6, 29, 89, 364, 399].map((span) => ({ From: daysBefore(today, span), To: today })),
  ...Array.from({ length: 10 }, (_, i) => {
    const end = daysBefore(today, 15 + i * 37);
    return { From: daysBefore(end, 6 + ((i * 11) % 60)), To: end };
  }),
  { From: daysBefore(today, 399), To: daysBefore(today, 200) },
  { From: daysBefore(today, 180), To: daysBefore(today, 90) },
  { From: daysBefore(today, 60), To: daysBefore(today, 31) },
  { From: daysBefore(today, 1), To: daysBefore(today, 1) },
].map((period, i) => ({ ...period, Interval: (i % 3 === 2 ? 'week' : 'day') as StatsInterval }));

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10; // prettier-ignore
};
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

await stats.forPeriod(PERIODS[2]!); // warm the pool and the plans
// The machine's load as the timing starts: other work on its cores shows in every figure.
const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
const whole: number[] = [];
const perPeriod = PERIODS.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, period] of PERIODS.entries()) {
    const ms = await time(() => stats.forPeriod(period));
    whole.push(ms);
    perPeriod[i]!.push(ms);
  }
}
// Each figure's query alone, one after another (the service runs them side by side).
const FIGURES: [string, (period: StatsQuery) => Promise<unknown>][] = [
  ['series', (period) => repo.series(period)],
  ['funnel and top buyers', (period) => repo.buyers(period)],
  ['medians', (period) => repo.medians(period)],
  ['stock by category', () => repo.stockByCategory()],
  ['slow movers', () => repo.slowMovers()],
  ['open chats', () => repo.openChats()],
];
const figures = [];
for (const [name, query] of FIGURES) {
  const samples: number[] = [];
  for (const period of PERIODS) samples.push(await time(() => query(period)));
  figures.push({ name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) });
}
const counts = (
  await rowsOf<{ stones: number; in_stock: number; orders: number; history: number }>(sql`
    select (select count(*) from goods)::int as stones,
      (select count(*) from goods where on_market and stock > 0)::int as in_stock,
      (select count(*) from orders)::int as orders,
      (select count(*) from order_history)::int as history`)
)[0]!;
const year = await stats.forPeriod({ From: daysBefore(today, 364), To: today, Interval: 'week' });
await database.close();

const result = {
  measuredAt: new Date().toISOString(),
  database: 'postgres',
  ...counts,
  seededSeconds: reuse ? null : Number(seededIn),
  loadAverage: loadAtStart,
  periods: PERIODS.length,
  calls: whole.length,
  p50: percentile(whole, 0.5),
  p95: percentile(whole, 0.95),
  max: percentile(whole, 1),
  perPeriod: PERIODS.map((period, i) => ({ ...period, p50: percentile(perPeriod[i]!, 0.5) })),
  figures,
  lastYear: { orders: year.Series.reduce((sum, p) => sum + p.Orders, 0), funnel: year.Funnel },
};
console.log(result);

if (!args.keep) {
  const dropper = new pg.Client({ connectionString: ADMIN_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${BENCH_DB} with (force)`);
  await dropper.end();
}

const outDir = path.join(root, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'stats.json'), JSON.stringify(result, null, 2) + '\n');
const n = (value: number) => value.toLocaleString('en');
writeFileSync(
  path.join(outDir, 'stats.md'),
  [
    '# Dashboard benchmark (`GET /api/Admin/Stats`)',
    '',
    `Measured ${result.measuredAt} with \`npm run bench:stats\` on PostgreSQL, one machine with 2 cores shared by PostgreSQL and the bench (load average ${result.loadAverage} as the timing started).`,
    `${n(counts.stones)} stones (${n(counts.in_stock)} on the market with stock), ${n(counts.orders)} orders over 400 days (${n(counts.history)} history rows), ${n(BUYERS)} buyers each with a chat of ten messages, seeded in SQL${result.seededSeconds == null ? '' : ` in ${result.seededSeconds} s`}.`,
    `The whole answer (every figure, the service as the route calls it) for ${PERIODS.length} periods from one day to 400 days, by day and by week, ${ROUNDS} rounds: ${result.calls} calls. Goal: p95 under 200 ms.`,
    '',
    '| calls | p50 ms | p95 ms | max ms |',
    '|---:|---:|---:|---:|',
    `| ${result.calls} | ${result.p50} | ${result.p95} | ${result.max} |`,
    '',
    'Each figure’s query alone, over the same periods. The series reads the running totals per day the orders triggers keep; the funnel with the top buyers, and the medians, each read the period’s entries of one covering index on orders; the stock by category reads the running totals the goods triggers keep (a row a category).',
    '',
    '| figure | p50 ms | p95 ms |',
    '|---|---:|---:|',
    ...figures.map((f) => `| ${f.name} | ${f.p50} | ${f.p95} |`),
    '',
    'Per period (p50 of the rounds):',
    '',
    '| from | to | interval | ms |',
    '|---|---|---|---:|',
    ...result.perPeriod.map((p) => `| ${p.From} | ${p.To} | ${p.Interval} | ${p.p50} |`),
    '',
  ].join('\n'),
);
