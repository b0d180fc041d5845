// Catalogue search under load: seeds 1,000,000 stones on PostgreSQL and 100,000 on PGlite
// (deterministic, `npm run seed`), starts the built server on each, and runs a fixed mix of
// realistic queries with autocannon at 1 and 16 connections. Beside each query, the same SQL
// the server sends, timed straight on the database, shows what the API adds on top.
// Writes bench/results/search.json and search.md. Run after `npm run build`:
//   npm run bench:search            (both databases)
//   npm run bench:search -- --only postgres --reuse   (keep an already seeded bench database)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Category, GoodsQueryBody } from '@facet/contract';
import { GoodsQueryBody as QueryBody } from '@facet/contract';
import { goodsRepo } from '../apps/server/src/modules/inventory/goods.repo';
import { goods } from '../apps/server/src/modules/inventory/inventory.table';
import { catalogueCache } from '../apps/server/src/modules/inventory/versioned-cache';
import { goodsWhere } from '../apps/server/src/modules/inventory/goods.filters';
import type { Db } from '../apps/server/src/platform/db';
import { root, run, sleep, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
  },
});
const DURATION = Number(args.duration);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_search';

type Case = {
  name: string;
  path: string;
  body: Record<string, unknown>;
  category?: Category;
  /** A new body for every request (defeats every cache: what slider-dragging buyers send). */
  vary?: () => Record<string, unknown>;
};

/** The fixed mix: what buyers actually do on the query and result pages. */
const CASES: Case[] = [
  {
    name: 'narrow: 1.00–1.20 ct round F–G VS, by price',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: {
      Shape: ['round'], Color: ['F', 'G'], Clarity: ['VS1', 'VS2'], WeightMin: 1, WeightMax: 1.2,
      Sort: { Field: 'Price', Order: 'asc' },
    }, // prettier-ignore
  },
  {
    name: 'broad: all natural white, newest first',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: {},
  },
  {
    name: 'broad by price: all lab-grown white, cheapest first',
    path: '/api/Diamonds/ArtificialDiamandsQuery',
    category: 'lab-white',
    body: { Sort: { Field: 'Price', Order: 'asc' } },
  },
  {
    name: 'typical: round 0.5–1 ct D–H VVS–SI1 EX cut, GIA, by price per carat',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: {
      Shape: ['round'], WeightMin: 0.5, WeightMax: 1, Color: ['D', 'E', 'F', 'G', 'H'],
      Clarity: ['VVS1', 'VVS2', 'VS1', 'VS2', 'SI1'], Cut: ['EX'], Lab: ['GIA'],
      Sort: { Field: 'PricePerCarat', Order: 'asc' },
    }, // prettier-ignore
  },
  {
    name: 'deep page: round by price, page 200 of 50',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: {
      Shape: ['round'],
      Sort: { Field: 'Price', Order: 'asc' },
      PageIndex: 200,
      PageSize: 50,
    },
  },
  {
    name: 'fancy: natural pink, Fancy Intense or Vivid, by price',
    path: '/api/Diamonds/FancyDiamondQuery',
    category: 'natural-fancy',
    body: {
      Origin: 'natural',
      FancyColor: ['pink'],
      Intensity: ['Fancy Intense', 'Fancy Vivid'],
      Sort: { Field: 'Price', Order: 'asc' },
    },
  },
  {
    name: 'varied: round, random weight window and price cap, by price (never cached)',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: {
      Shape: ['round'],
      WeightMin: 1,
      WeightMax: 1.2,
      PriceMax: 9000,
      Sort: { Field: 'Price', Order: 'asc' },
    },
    vary: () => {
      const min = 0.3 + Math.floor(Math.random() * 221) / 100;
      return {
        Shape: ['round'],
        WeightMin: min,
        WeightMax: Math.round((min + 0.2) * 100) / 100,
        PriceMax: 2000 + Math.floor(Math.random() * 1800) * 10,
        Sort: { Field: 'Price', Order: 'asc' },
      };
    },
  },
  {
    name: 'keyword: stock number prefix',
    path: '/api/Diamonds/DiamandsQuery',
    category: 'natural-white',
    body: { Keyword: 'NW00123' },
  },
  {
    name: 'search everything: stock number',
    path: '/api/Search/Query',
    body: { Keyword: 'NW0012345' },
  },
];

type Figures = { p50: number; p95: number; p99: number; rps: number; errors: number };

async function load(base: string, token: string, c: Case, connections: number): Promise<Figures> {
  const result = await autocannon({
    url: base + c.path,
    method: 'POST',
    connections,
    duration: DURATION,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(c.body),
    ...(c.vary
      ? {
          requests: [
            { setupRequest: (request) => ({ ...request, body: JSON.stringify(c.vary!()) }) },
          ],
        }
      : {}),
  });
  return {
    p50: result.latency.p50,
    p95: percentile95(result),
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** autocannon reports p90 and p97.5; p95 lies between them (linear interpolation). */
function percentile95(result: autocannon.Result) {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100;
}

/**
 * The same query straight on the database, without HTTP: `fresh` is a query seen for the first
 * time since the last change of stock (count and page ids, then its rows); `repeat` is
 * what the server sends when it has seen the query before (version, then the rows by id).
 */
async function rawSql(db: Db, c: Case, runs: number) {
  if (!c.category) return null;
  // The fancy call's Origin only picks the category, which `c.category` already names.
  const { Origin: _origin, ...rest } = c.body;
  const body = QueryBody.parse(rest) as GoodsQueryBody;
  const { PageIndex, PageSize, Sort, ...filter } = body;
  const repo = goodsRepo(db);
  const scope = { categories: [c.category], market: 'listed' as const };
  const time = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
    return { p50: at(0.5), p95: at(0.95) };
  };
  // A fresh cache each time, holding only the scope's size (a landing page keeps it warm).
  const fresh = await time(async () => {
    const cache = catalogueCache();
    const version = (await repo.catalogueVersion())!;
    cache.counts.set(JSON.stringify([scope, {}]), version, await scopeSize(repo, scope));
    await repo.queryGoods(scope, filter, Sort, { PageIndex, PageSize }, cache);
  });
  const warm = catalogueCache();
  await repo.queryGoods(scope, filter, Sort, { PageIndex, PageSize }, warm);
  const repeat = await time(() =>
    repo.queryGoods(scope, filter, Sort, { PageIndex, PageSize }, warm),
  );
  return { fresh, repeat };
}

const scopeSizes = new Map<string, number>();
async function scopeSize(
  repo: ReturnType<typeof goodsRepo>,
  scope: { categories: Category[]; market: 'listed' },
) {
  const key = scope.categories.join();
  if (!scopeSizes.has(key)) scopeSizes.set(key, await repo.countGoods(goodsWhere(scope, {})));
  return scopeSizes.get(key)!;
}

type Row = {
  case: string;
  c1: Figures;
  c16: Figures;
  sql: Awaited<ReturnType<typeof rawSql>>;
};

async function bench(kind: 'postgres' | 'pglite', stones: number, port: number): Promise<Row[]> {
  let env: NodeJS.ProcessEnv;
  let dataDir: string | undefined;
  let openDb: () => Promise<{ db: Db; close: () => Promise<void> }>;
  if (kind === 'postgres') {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${BENCH_DB}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]))
      .rowCount;
    let seeded = false;
    if (args.reuse && exists) {
      const probe = new pg.Client({ connectionString: url.toString() });
      await probe.connect();
      const n = Number((await probe.query('select count(*) from goods')).rows[0].count);
      await probe.end();
      seeded = n === stones;
    }
    if (!seeded) {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    }
    await admin.end();
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
    };
    if (!seeded)
      run('npx', ['tsx', 'apps/server/src/seed.ts', '--stones', String(stones), '--replace'], env);
    openDb = async () => {
      const { openDatabase } = await import('../apps/server/src/platform/db');
      const database = await openDatabase({ databaseUrl: url.toString() });
      return { db: database.db, close: database.close };
    };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'facet-bench-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    run('npx', ['tsx', 'apps/server/src/seed.ts', '--stones', String(stones)], env);
    openDb = async () => {
      const client = await PGlite.create({ dataDir: path.join(dataDir!, 'db') });
      return { db: drizzle(client) as unknown as Db, close: () => client.close() };
    };
  }

  const rows: Row[] = [];
  // Raw SQL first (PGlite's files admit one process at a time), then the API.
  const database = await openDb();
  const [counted] = await database.db.select({ n: count() }).from(goods);
  const n = counted?.n ?? 0;
  console.log(`\n${kind}: ${n.toLocaleString('en')} goods`);
  const sqlTimes = new Map<string, Row['sql']>();
  for (const c of CASES) sqlTimes.set(c.name, await rawSql(database.db, c, 50));
  await database.close();

  const server = await startServer(env, port);
  try {
    for (const c of CASES) {
      await load(server.base, server.token, c, 4); // warm-up
      const c1 = await load(server.base, server.token, c, 1);
      const c16 = await load(server.base, server.token, c, 16);
      const row = { case: c.name, c1, c16, sql: sqlTimes.get(c.name) ?? null };
      console.log(
        `  ${c.name}\n    1 conn p50 ${c1.p50} p95 ${c1.p95} p99 ${c1.p99} ms ${c1.rps}/s · 16 conns p50 ${c16.p50} p95 ${c16.p95} p99 ${c16.p99} ms ${c16.rps}/s · SQL fresh p50 ${row.sql?.fresh.p50 ?? '–'} p95 ${row.sql?.fresh.p95 ?? '–'} · repeat p50 ${row.sql?.repeat.p50 ?? '–'} ms`,
      );
      rows.push(row);
    }
  } finally {
    server.stop();
    await sleep(500);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

type Measured = { stones: number; measuredAt: string; rows: Row[] };
const outDir = path.join(root, 'bench/results');
const jsonFile = path.join(outDir, 'search.json');
// `--only` measures one database and keeps the other's last figures.
const results: Record<string, Measured> = existsSync(jsonFile)
  ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as { results: Record<string, Measured> }).results
  : {};
if (args.only !== 'pglite') {
  const rows = await bench('postgres', 1_000_000, 8191);
  results.postgres = { stones: 1_000_000, measuredAt: new Date().toISOString(), rows };
}
if (args.only !== 'postgres') {
  const rows = await bench('pglite', 100_000, 8192);
  results.pglite = { stones: 100_000, measuredAt: new Date().toISOString(), rows };
}

mkdirSync(outDir, { recursive: true });
writeFileSync(jsonFile, JSON.stringify({ durationSeconds: DURATION, results }, null, 2) + '\n');
const md = [
  `# Catalogue search benchmark`,
  '',
  `Measured with \`npm run bench:search\` (autocannon, ${DURATION} s per run, one machine: 2 cores).`,
  'Latencies in ms; the load generator shares the two cores with the server and the database. "SQL fresh" is the statements the repository sends for a query it has not seen since the last change of stock (count and page ids from a covering index — one scan when the matches must be sorted anyway — then rows by id), timed on one connection without HTTP; "SQL repeat" is what it sends for a query seen before (catalogue version, rows by id). The varied case sends a different query each time, so nothing is cached.',
  '',
  ...Object.entries(results).flatMap(([kind, { stones, measuredAt, rows }]) => [
    `## ${kind}, ${stones.toLocaleString('en')} stones (${measuredAt ?? 'date not recorded'})`,
    '',
    '| query | 1 conn p50 | p95 | p99 | req/s | 16 conns p50 | p95 | p99 | req/s | SQL fresh p50 | p95 | SQL repeat p50 | p95 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.c1.p50} | ${r.c1.p95} | ${r.c1.p99} | ${r.c1.rps} | ${r.c16.p50} | ${r.c16.p95} | ${r.c16.p99} | ${r.c16.rps} | ${r.sql?.fresh.p50 ?? '–'} | ${r.sql?.fresh.p95 ?? '–'} | ${r.sql?.repeat.p50 ?? '–'} | ${r.sql?.repeat.p95 ?? '–'} |`,
    ),
    '',
  ]),
].join('\n');
writeFileSync(path.join(outDir, 'search.md'), md);
console.log(`\nwritten bench/results/search.json and search.md`);
