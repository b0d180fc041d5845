// AddOrder under load, two ways a wholesaler's busy minute looks:
//   steady: 32 buyers at once, each ordering stones nobody else wants, one after another as
//           fast as the server answers (one stone per order);
//   launch: 200 buyers racing for 50 new stones, four for each, all at the same moment:
//           exactly 50 orders, every loser answered ITEM_SOLD.
// Seeds a bench database (deterministic stock) on PostgreSQL or the embedded database,
// creates the buyers, fills their carts through the API, then measures. Every placed order is
// checked afterwards in the database: its line, its history, its notice, the stone's stock and
// the cart line gone. Adds the run to bench/results/orders.json and rewrites orders.md.
// Run after `npm run build`:
//   npm run bench:orders [-- --database postgres|embedded] [-- --scenario steady|launch]
//                        [-- --buyers 32 --orders 40] [-- --profile <dir>]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db';
import { users } from '../apps/server/src/modules/accounts/accounts.table';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords';
import { goods } from '../apps/server/src/modules/inventory/inventory.table';
import { buyerWithAddress, root, run, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    scenario: { type: 'string', default: 'steady' },
    buyers: { type: 'string' },
    orders: { type: 'string', default: '40' },
    stones: { type: 'string', default: '20000' },
    /** Writes the server's CPU profile (--cpu-prof) into this folder. */
    profile: { type: 'string' },
  },
});
const DATABASE = args.database === 'embedded' ? 'embedded' : 'postgres';
const LAUNCH = args.scenario === 'launch';
const BUYERS = Number(args.buyers ?? (LAUNCH ? 200 : 32));
/** Steady: stones each buyer orders in turn. Launch: the stones raced for (four buyers each). */
const ORDERS_PER_BUYER = LAUNCH ? 1 : Number(args.orders);
const LAUNCH_STONES = Math.ceil(BUYERS / 4);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_orders';
const PASSWORD = 'Bench1234';

type Answer = { Success: boolean; Code: string; Data: unknown };

/** The kernel's clock ticks a second (`getconf CLK_TCK`), in which /proc counts CPU time. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU milliseconds (user and system) each process has used so far, by pid: the server's, and
 * PostgreSQL's (every process named postgres: its backends, one per pooled connection, and its
 * own). A machine's capacity for orders is its cores over the CPU one order costs, which the
 * machine's speed of the day changes far less than orders a second.
 */
function cpuMsByPid(which: (pid: string, command: string) => boolean): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!which(pid, command)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return used;
}
/** CPU ms used between two readings; a process that started in between counts from zero. */
const cpuSince = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function call(base: string, method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Answer;
}

// A database of its own, seeded the same way every time.
const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-bench-'));
let databaseUrl: string | undefined;
if (DATABASE === 'postgres') {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
}
const env = {
  // Unset, the server opens the embedded database in DATA_DIR (spawn leaves undefined out).
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
};
run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', args.stones!, '--replace'], env);

// Buyers, created straight in the database (registration by mail is not what is measured).
const database = await openDatabase({ databaseUrl, dataDir });
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
// Unique stones in stock: a different set for every buyer, or the few a launch races for.
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
  .limit(LAUNCH ? LAUNCH_STONES : BUYERS * ORDERS_PER_BUYER);
await database.close();
const wanted = LAUNCH ? LAUNCH_STONES : BUYERS * ORDERS_PER_BUYER;
if (stones.length < wanted) throw new Error('not enough stones seeded');
const stonesOf = (buyer: number) =>
  LAUNCH
    ? [stones[buyer % LAUNCH_STONES]!]
    : stones.slice(buyer * ORDERS_PER_BUYER, (buyer + 1) * ORDERS_PER_BUYER);

const server = await startServer(env, 4790, {
  nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [],
});
let figures: Record<string, unknown>;
let failures: string[] = [];
try {
  const buyers = await Promise.all(
    emails.map(async (email, i) => {
      const token = await buyerWithAddress(server.base, email, PASSWORD, i);
      const cart = await call(server.base, 'PUT', '/api/ShoppingCart/Add', token, {
        GoodsList: stonesOf(i).map((s) => ({ GoodsId: s.id })),
      });
      if (!cart.Success) throw new Error(`cart: ${JSON.stringify(cart)}`);
      const data = cart.Data as { StatisticsDetail: { Data: { CartId: number }[] }[] };
      return { token, cartIds: data.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId)) };
    }),
  );

  // Steady: every buyer orders their stones one by one, all buyers at once. Launch: every
  // buyer sends their one order at the same moment.
  const placed: number[] = [];
  const lost: number[] = [];
  const codes: string[] = [];
  const serverPid = String(server.pid);
  const isServer = (pid: string) => pid === serverPid;
  const isPostgres = (_pid: string, command: string) => command === 'postgres';
  const cpuBefore = { server: cpuMsByPid(isServer), postgres: cpuMsByPid(isPostgres) };
  const loadCpuBefore = process.cpuUsage();
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
        (answer.Success ? placed : lost).push(performance.now() - sent);
        if (!answer.Success) codes.push(answer.Code);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const answered = placed.length + lost.length;
  const cpuPerOrder = (before: Map<string, number>, after: Map<string, number>) =>
    Math.round((cpuSince(before, after) / answered) * 100) / 100;
  const serverCpuMs = cpuPerOrder(cpuBefore.server, cpuMsByPid(isServer));
  const postgresCpuMs =
    DATABASE === 'postgres' ? cpuPerOrder(cpuBefore.postgres, cpuMsByPid(isPostgres)) : undefined;
  const { user, system } = process.cpuUsage(loadCpuBefore);
  const loadCpuMs = Math.round(((user + system) / 1000 / answered) * 100) / 100;
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10; // prettier-ignore
  };
  const check = await checkOrders(placed.length);
  failures = [
    ...(LAUNCH
      ? [
          ...(placed.length === LAUNCH_STONES ? [] : [`${placed.length} orders placed, not ${LAUNCH_STONES}`]), // prettier-ignore
          ...codes.filter((code) => code !== 'ITEM_SOLD').map((code) => `a loser answered ${code}`),
        ]
      : codes.map((code) => `an order answered ${code}`)),
    ...check,
  ];
  figures = {
    measuredAt: new Date().toISOString(),
    /** The code measured: a run is compared with the runs of other commits. */
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim(),
    database: DATABASE,
    scenario: LAUNCH ? 'launch' : 'steady',
    stones: Number(args.stones),
    buyers: BUYERS,
    ...(LAUNCH
      ? {
          raced: LAUNCH_STONES,
          placed: placed.length,
          soldOut: codes.filter((code) => code === 'ITEM_SOLD').length,
          placedP95: at(placed, 0.95),
          soldOutP95: at(lost, 0.95),
          soldOutMax: at(lost, 1),
        }
      : {
          orders: placed.length + lost.length,
          failed: lost.length,
          ordersPerSecond: Math.round((placed.length + lost.length) / seconds),
          p50: at(placed, 0.5),
          p95: at(placed, 0.95),
          p99: at(placed, 0.99),
        }),
    /** CPU ms per answered order: the server's, and PostgreSQL's on the same machine. */
    serverCpuMs,
    ...(postgresCpuMs === undefined ? {} : { postgresCpuMs }),
    /** And this process's, the buyers' side: on the same cores, it takes its share too. */
    loadCpuMs,
    correct: check.length === 0,
  };
  console.log(figures);
} finally {
  server.stop();
}
writeResults(figures);
if (failures.length) throw new Error(failures.slice(0, 10).join('\n'));

/**
 * What every placed order must have left in the database, read after the run: one line, a
 * submit in its history, a notice to the buyer, the stone's stock taken and no cart line
 * left for it. Returns what is wrong, if anything.
 */
async function checkOrders(expected: number): Promise<string[]> {
  // The embedded database opens in one process at a time: the server's goes first.
  server.stop();
  for (let i = 0; i < 300 && isRunning(server.pid); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const after = await openDatabase({ databaseUrl, dataDir });
  try {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await after.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    const wrong: string[] = [];
    // The bench buyers' orders only: the demo shop has orders of its own.
    const theirs = sql`(select o.id from orders o join users u on u.id = o.user_id where u.email like 'bench.buyer.%')`;
    const found = {
      orders: await count(sql`select count(*) as n from ${theirs} o`),
      lines: await count(sql`select count(*) as n from order_lines where order_id in ${theirs}`),
      submitted: await count(
        sql`select count(*) as n from order_history where action = 'submit' and order_id in ${theirs}`,
      ),
      notices: await count(sql`select count(*) as n from notices where order_id in ${theirs}`),
      inStock: await count(
        sql`select count(*) as n from goods g join order_lines l on l.goods_id = g.id where g.stock > 0 and l.order_id in ${theirs}`,
      ),
      carted: await count(
        sql`select count(*) as n from cart_items c join order_lines l on l.goods_id = c.goods_id join orders o on o.id = l.order_id and o.user_id = c.user_id`,
      ),
    };
    for (const [what, n] of Object.entries(found)) {
      const want = what === 'inStock' || what === 'carted' ? 0 : expected;
      if (n !== want) wrong.push(`${what}: ${n}, expected ${want}`);
    }
    return wrong;
  } finally {
    await after.close();
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function writeResults(run: Record<string, unknown>) {
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'orders.json');
  const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : [];
  // The first results file held one run, not a list.
  const runs = [...(Array.isArray(earlier) ? earlier : [earlier]), run] as Record<string, unknown>[]; // prettier-ignore
  writeFileSync(file, JSON.stringify(runs, null, 2) + '\n');
  const of = (r: Record<string, unknown>) =>
    `${r.database ?? 'postgres'} ${r.scenario ?? 'steady'}`;
  const cell = (value: unknown) => (value === undefined ? '' : String(value));
  writeFileSync(
    path.join(outDir, 'orders.md'),
    [
      '# AddOrder benchmark',
      '',
      'Measured with `npm run bench:orders` (`-- --database embedded`, `-- --scenario launch`) on one machine with 2 cores shared by the server, the database and the load; 20,000 stones seeded. Each run is a row, in the order it was added; compare runs of one day (the first row was measured on a busier machine).',
      '',
      '- **steady**: 32 buyers order at the same time, each 40 different stones one after another (one stone per order: re-priced, stock taken, order, line, history and notice written, cart line cleared, in one transaction).',
      '- **launch**: 200 buyers race for 50 stones, four for each, all at the same moment: exactly 50 orders, every other buyer answered `ITEM_SOLD`.',
      '- **correct**: every placed order read back from the database afterwards: one line, its submit in the history, a notice, the stone out of stock, the cart line gone.',
      '',
      '- **CPU ms per order**: the CPU time the server, PostgreSQL and the buyers this bench plays used while the orders were answered, over the orders answered (from `/proc`; PostgreSQL: every process named postgres). Two cores give at most 2,000 ms of CPU a second, so their sum bounds orders a second on this machine whatever its speed of the day; runs before they were counted leave the column empty.',
      '',
      '| measured | commit | run | orders | failed | orders/s | p50 ms | p95 ms | p99 ms | launch: placed / sold out | sold-out p95 / max ms | CPU ms per order: server / PostgreSQL / buyers | correct |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---|---|---|---|',
      ...runs.map(
        (r) =>
          `| ${String(r.measuredAt).slice(0, 16).replace('T', ' ')} | ${cell(r.commit)} | ${of(r)} | ${cell(r.orders)} | ${cell(r.failed)} | ${cell(r.ordersPerSecond)} | ${cell(r.p50)} | ${cell(r.p95)} | ${cell(r.p99)} | ${r.placed === undefined ? '' : `${cell(r.placed)} / ${cell(r.soldOut)}`} | ${r.soldOutP95 === undefined ? '' : `${cell(r.soldOutP95)} / ${cell(r.soldOutMax)}`} | ${r.serverCpuMs === undefined ? '' : `${cell(r.serverCpuMs)} / ${cell(r.postgresCpuMs ?? '–')} / ${cell(r.loadCpuMs)}`} | ${cell(r.correct)} |`,
      ),
      '',
    ].join('\n'),
  );
}
