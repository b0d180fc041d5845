// Search while stock pours in: the varied search mix at 16 connections on one instance while
// a clerk imports a 50,000-line stock list through the console's import call and buyers place
// 50 orders a second (each a stone put in the cart, then ordered) — and how long the imported
// stones take to appear in search on a second instance, which only hears of them through the
// database's change log. The same mix is measured first on quiet stock, for the figure before.
//
// The database is a copy of bench:search's (seeded once, `--stones`), so each run starts from
// the same stock. Writes bench/results/search-writes.json and adds the run to search-writes.md.
// Run after `npm run build`:
//   npm run bench:search-writes [-- --stones 1000000 --lines 50000 --orders 50 --quiet 20]
//                               [-- --profile <dir>]
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { COLORS, CLARITIES, SHAPES } from '@facet/contract';
import { buyerWithAddress, root, run, sleep, startServer } from './server';
import { indexLoaded, percentile95, variedQuery } from './search-mix';
import { hashPassword } from '../apps/server/src/modules/accounts/passwords';

const { values: args } = parseArgs({
  options: {
    stones: { type: 'string', default: '1000000' },
    lines: { type: 'string', default: '50000' },
    /** Orders placed per second while the stock list is imported. */
    orders: { type: 'string', default: '50' },
    connections: { type: 'string', default: '16' },
    /** Seconds of search on quiet stock first. */
    quiet: { type: 'string', default: '20' },
    /** Writes instance A's CPU profile (--cpu-prof) into this folder. */
    profile: { type: 'string' },
  },
});
const STONES = Number(args.stones);
const LINES = Number(args.lines);
const ORDER_RATE = Number(args.orders);
const CONNECTIONS = Number(args.connections);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TEMPLATE_DB = 'facet_bench_search';
const BENCH_DB = 'facet_bench_writes';
const BUYERS = 25;
const PASSWORD = 'Bench1234';
/** The imported stones weigh 12–15 ct, which the seed never makes: counting them is counting the import. */
const IMPORTED = { WeightMin: 12, WeightMax: 15 };

const urlOf = (database: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>, database = ADMIN_URL) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// ---- the stock: bench:search's database, seeded once, copied for every run ----

const seeded = await admin(async (client) => {
  const exists = (await client.query('select 1 from pg_database where datname = $1', [TEMPLATE_DB])).rowCount; // prettier-ignore
  if (!exists) return false;
  return admin(
    async (template) =>
      Number((await template.query('select count(*) from goods')).rows[0].count) === STONES,
    urlOf(TEMPLATE_DB),
  );
});
if (!seeded) {
  await admin(async (client) => {
    await client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await client.query(`create database ${TEMPLATE_DB}`);
  });
  run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', String(STONES), '--replace'], {
    DATABASE_URL: urlOf(TEMPLATE_DB),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
  });
  // As a stock that has been live a while: every row's hint bits set and the visibility map
  // made once, in the template, not by the first searches of every run's copy.
  await admin((template) => template.query('vacuum (analyze) goods'), urlOf(TEMPLATE_DB));
}
await admin(async (client) => {
  await client.query(`drop database if exists ${BENCH_DB} with (force)`);
  await client.query(`create database ${BENCH_DB} template ${TEMPLATE_DB}`);
});
const databaseUrl = urlOf(BENCH_DB);

// Buyers straight in the database, and the stones they will order (one each, never twice).
const passwordHash = await hashPassword(PASSWORD);
const emails = Array.from({ length: BUYERS }, (_, i) => `bench.writer.${i}@facet.local`);
const toOrder = await admin(async (client) => {
  for (const email of emails) {
    await client.query(
      `insert into users (email, password_hash, role, nick_name, invite_code)
       values ($1, $2, 'buyer', $3, $4)`,
      [email, passwordHash, email.split('@')[0], randomBytes(4).toString('hex').toUpperCase()],
    );
  }
  const { rows } = await client.query<{ id: number }>(
    `select id from goods where listed and not made_to_order and stock > 0
       and category in ('natural-white', 'lab-white') order by random() limit $1`,
    [ORDER_RATE * 300],
  );
  return rows.map((row) => row.id);
}, databaseUrl);

/** A RapNet-style stock list of `lines` stones of 12–15 ct, priced per carat. */
function stockList(lines: number) {
  const out = ['Stock #,Shape,Weight,Color,Clarity,Cut,Polish,Symmetry,Fluorescence Intensity,Lab,Certificate #,Price/ct,Location']; // prettier-ignore
  const any = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length]!;
  for (let i = 0; i < lines; i++) {
    const weight = (12 + (i % 300) / 100).toFixed(2);
    out.push(
      [
        `IMP-${String(i).padStart(6, '0')}`,
        any(SHAPES.slice(0, 10), i),
        weight,
        any(COLORS.slice(0, 10), i),
        any(CLARITIES.slice(0, 9), i),
        'EX',
        'EX',
        'VG',
        'None',
        'GIA',
        String(7_100_000_000 + i),
        String(20_000 + (i % 500) * 40),
        'Hong Kong',
      ].join(','),
    );
  }
  return out.join('\n') + '\n';
}

// ---- two instances on the copy ----

const env = (name: string) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), `facet-bench-${name}-`)),
});
const profile = args.profile
  ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] }
  : {};
const [a, b] = await Promise.all([
  startServer(env('a'), 8301, profile),
  startServer(env('b'), 8302),
]);
type Answer<T = unknown> = { Success: boolean; Code: string; Data: T };
const call = async <T>(base: string, token: string, method: string, url: string, body?: unknown) =>
  (await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((r) => r.json())) as Answer<T>;

type Figures = { p50: number; p95: number; p99: number; rps: number; answered: number; refused: number }; // prettier-ignore

/** The varied mix on `a` until `stop` resolves (or for `seconds`). */
function search(seconds: number, stop?: Promise<void>): Promise<Figures> {
  let refused = 0;
  let firstRefusal: string | undefined;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: a.base,
        method: 'POST',
        connections: CONNECTIONS,
        duration: stop ? 3_600 : seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
        requests: [
          {
            setupRequest: (request) => {
              const { path: next, body } = variedQuery();
              return { ...request, path: next, body: JSON.stringify(body) };
            },
            onResponse: (status, body) => {
              if (status === 200) return;
              refused++;
              firstRefusal ??= `${status} ${body.slice(0, 200)}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (firstRefusal) console.log(`  first refused search: ${firstRefusal}`);
        resolve({
          p50: result.latency.p50,
          p95: percentile95(result),
          p99: result.latency.p99,
          rps: Math.round(result.requests.average),
          answered: result.requests.total,
          refused,
        });
      },
    );
    void stop?.then(() => instance.stop());
  });
}

const at = (list: number[], q: number) => {
  const sorted = [...list].sort((x, y) => x - y);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10; // prettier-ignore
};

let result: Record<string, unknown>;
try {
  const loadedIn = await Promise.all([indexLoaded(a.base, a.token), indexLoaded(b.base, b.token)]);
  console.log(`stock index loaded on both instances (${loadedIn.join(', ')} polls)`);
  const clerk = await fetch(`${a.base}/api/Admin/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'clerk@facet.local', Password: 'Clerk1234' }),
  }).then((r) => r.json() as Promise<Answer<{ ToKen: string }>>);
  const buyers = await Promise.all(
    emails.map((email, i) => buyerWithAddress(a.base, email, PASSWORD, i)),
  );

  console.log(`search alone, ${args.quiet} s at ${CONNECTIONS} connections…`);
  const quiet = await search(Number(args.quiet));
  console.log(`  p50 ${quiet.p50} p95 ${quiet.p95} p99 ${quiet.p99} ms, ${quiet.rps}/s`);

  // Orders: one every 1/rate s, each a stone nobody else orders, put in a cart and ordered.
  let ordering = true;
  const placed: number[] = [];
  const failed: string[] = [];
  const pending: Promise<void>[] = [];
  let next = 0;
  const placeOne = async (token: string, goodsId: number) => {
    const sent = performance.now();
    const cart = await call<{ StatisticsDetail: { Data: { CartId: number; Goods: { Id: number } }[] }[] }>(a.base, token, 'PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: goodsId }] }); // prettier-ignore
    const line = cart.Data?.StatisticsDetail.flatMap((t) => t.Data).find((l) => l.Goods.Id === goodsId); // prettier-ignore
    if (!line) return void failed.push(`cart ${cart.Code}`);
    const order = await call(a.base, token, 'POST', '/api/Order/AddOrder', {
      CartIds: [line.CartId],
      ReceivingMethod: 'express',
      LogisticsId: 2,
    });
    if (order.Success) placed.push(performance.now() - sent);
    else failed.push(`order ${order.Code}`);
  };
  const ordersStarted = performance.now();
  const orderLoop = (async () => {
    while (ordering && next < toOrder.length) {
      const due = ordersStarted + (next * 1000) / ORDER_RATE;
      if (due > performance.now()) await sleep(due - performance.now());
      pending.push(
        placeOne(buyers[next % BUYERS]!, toOrder[next]!).catch(
          (error: Error) => void failed.push(`no answer: ${error.message}`),
        ),
      );
      next++;
    }
  })();

  // The import, five seconds in; the other instance is asked for the imported stones all along.
  let stopSearch!: () => void;
  const searching = search(0, new Promise<void>((resolve) => (stopSearch = resolve)));
  await sleep(5_000);
  const csv = stockList(LINES);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const importSent = performance.now();
  let allSeenOnB: number | undefined;
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const page = await call<{ Total: number }>(b.base, b.token, 'POST', '/api/Diamonds/DiamandsQuery', { ...IMPORTED, PageSize: 1 }).catch(() => undefined); // prettier-ignore
      const total = page?.Data?.Total ?? 0;
      if (total >= LINES) {
        allSeenOnB = performance.now();
        return;
      }
      await sleep(50);
    }
  })();
  const imported = await fetch(`${a.base}/api/Admin/Inventory/Import?Category=natural-white`, {
    method: 'POST',
    headers: { authorization: `Bearer ${clerk.Data.ToKen}` },
    body: form,
  }).then((r) => r.json() as Promise<Answer<{ Created: number; Refused: unknown[] }>>);
  const importAnswered = performance.now();
  if (!imported.Success || imported.Data.Created !== LINES) {
    throw new Error(`the import answered ${JSON.stringify(imported).slice(0, 400)}`);
  }
  await Promise.race([watch, sleep(60_000)]);
  watching = false;
  await sleep(5_000);
  ordering = false;
  await orderLoop;
  await Promise.all(pending);
  const ordersSeconds = (performance.now() - ordersStarted) / 1000;
  stopSearch();
  const writes = await searching;
  console.log(`  while writing: p50 ${writes.p50} p95 ${writes.p95} p99 ${writes.p99} ms, ${writes.rps}/s`); // prettier-ignore

  result = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`,
    stones: STONES,
    connections: CONNECTIONS,
    quiet,
    writes,
    import: {
      lines: LINES,
      seconds: Math.round((importAnswered - importSent) / 100) / 10,
      /** From the import's answer on one instance to the last imported stone in the other's search. */
      visibleOnOtherMs: allSeenOnB === undefined ? null : Math.round(allSeenOnB - importAnswered),
    },
    orders: {
      wanted: ORDER_RATE,
      placed: placed.length,
      failed: failed.length,
      failures: [...new Set(failed)].slice(0, 5),
      perSecond: Math.round((placed.length / ordersSeconds) * 10) / 10,
      p50: at(placed, 0.5),
      p95: at(placed, 0.95),
    },
  };
} finally {
  a.stop();
  b.stop();
}

console.log(JSON.stringify(result, null, 2));
const outDir = path.join(root, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'search-writes.json'), JSON.stringify(result, null, 2) + '\n');
const r = result as {
  quiet: Figures;
  writes: Figures;
  import: { lines: number; seconds: number; visibleOnOtherMs: number | null };
  orders: { placed: number; failed: number; perSecond: number; p50: number; p95: number };
};
const row = (name: string, f: Figures) =>
  `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.rps} | ${f.answered.toLocaleString('en')} | ${f.refused} |`;
// The .md keeps every run, with what was noted beside each: this run is added at its end.
const mdFile = path.join(outDir, 'search-writes.md');
const title = [
  '# Search while stock pours in',
  '',
  `\`npm run bench:search-writes\` on PostgreSQL: two instances, the load generator and the database on the same machine. The varied search mix (\`bench/search-mix.ts\`, a query never sent before on every request) on one instance, first on quiet stock, then while a clerk imports a stock list through \`Admin/Inventory/Import\` on the same instance and buyers put a stone in the cart and order it; and how long the imported stones take to appear in the other instance's search.`,
  '',
].join('\n');
const section = [
  '',
  `## Run of ${result.measuredAt as string}`,
  '',
  `${result.machine as string}, ${STONES.toLocaleString('en')} stones, ${CONNECTIONS} connections, a ${r.import.lines.toLocaleString('en')}-line stock list, ${ORDER_RATE} orders a second asked for.`,
  '',
  '| search | p50 ms | p95 ms | p99 ms | req/s | answered | refused |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  row('quiet stock', r.quiet),
  row('while importing and ordering', r.writes),
  '',
  `- The import: ${r.import.lines.toLocaleString('en')} lines in ${r.import.seconds} s (one transaction).`,
  `- The imported stones in the other instance's search: ${r.import.visibleOnOtherMs === null ? 'not within 60 s' : `${r.import.visibleOnOtherMs} ms after the import answered`} (it hears of them only through the database's change log).`,
  `- Orders: ${r.orders.placed} placed (${r.orders.failed} failed), ${r.orders.perSecond}/s; cart add + order p50 ${r.orders.p50} ms, p95 ${r.orders.p95} ms.`,
  '',
].join('\n');
writeFileSync(
  mdFile,
  (existsSync(mdFile) ? readFileSync(mdFile, 'utf8').trimEnd() + '\n' : title) + section,
);
console.log('written bench/results/search-writes.json; the run added to search-writes.md');
