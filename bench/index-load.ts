/**
 * `npm run bench:index-load -- [--stones 1000000] [--reuse] [--runs 3]`: how long a new instance
 * takes to load its stock index, and to go from start to ready, on PostgreSQL (DATABASE_URL's
 * server, a database of its own: facet_index_<stones>). Seeds it unless --reuse finds it
 * seeded. → bench/results/index-load.json and index-load.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db';
import { loadStockIndexByCopy } from '../apps/server/src/modules/catalogue/stock-index/copy';
import { root, run, sleep } from './server';

const { values: args } = parseArgs({
  options: {
    stones: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
  },
});
const stones = Number(args.stones);
const runs = Number(args.runs);
const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = new URL(admin);
url.pathname = `/facet_index_${stones}`;
const databaseUrl = url.toString();

async function prepare() {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname = $1', [url.pathname.slice(1)])).rowCount; // prettier-ignore
  if (!exists) await client.query(`create database ${url.pathname.slice(1)}`);
  await client.end();
  if (exists && args.reuse) return;
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', String(stones), '--replace'], env); // prettier-ignore
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The loader alone, in this process: a snapshot read and the index built from it. */
async function loadTimes() {
  const database = await openDatabase({ databaseUrl });
  const times: number[] = [];
  let goods = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const index = await database.readSnapshot(loadStockIndexByCopy);
    times.push(performance.now() - started);
    goods = index.goodsOnSale();
  }
  await database.close();
  return { times, goods };
}

/** The built server from its start to its first 200 on /api/health/ready. */
async function coldStarts() {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const started = performance.now();
    const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-index-')) }, // prettier-ignore
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.status, () => 0); // prettier-ignore
      if (status === 200) break;
      if (performance.now() - started > 300_000) throw new Error('not ready in 5 minutes');
      await sleep(100);
    }
    times.push(performance.now() - started);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  return times;
}

await prepare();
const load = await loadTimes();
const ready = await coldStarts();
const result = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg()[0] ?? 0, node: process.version }, // prettier-ignore
  stones,
  goodsOnSale: load.goods,
  indexLoadMs: { runs: load.times.map(Math.round), median: Math.round(median(load.times)) },
  startToReadyMs: { runs: ready.map(Math.round), median: Math.round(median(ready)) },
};
const out = path.join(root, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'index-load.json'), JSON.stringify(result, null, 2) + '\n');
writeFileSync(
  path.join(out, 'index-load.md'),
  `# Stock index: load and start to ready\n\n` +
    `\`npm run bench:index-load -- --stones ${stones}\` on PostgreSQL, ${result.at.slice(0, 10)}, ` +
    `${result.machine.cpus} cores (${result.machine.model}), load average ${result.machine.loadAverage.toFixed(1)} at the end, Node ${result.machine.node}.\n\n` +
    `| what | median | runs |\n| --- | --- | --- |\n` +
    `| the index read and built (binary COPY, one snapshot) | ${(result.indexLoadMs.median / 1000).toFixed(1)} s | ${load.times.map((t) => (t / 1000).toFixed(1)).join(', ')} s |\n` +
    `| a new instance from start to ready (\`/api/health/ready\` 200) | ${(result.startToReadyMs.median / 1000).toFixed(1)} s | ${ready.map((t) => (t / 1000).toFixed(1)).join(', ')} s |\n\n` +
    `${load.goods.toLocaleString('en')} goods on sale of ${stones.toLocaleString('en')} stones.\n`,
);
console.log(JSON.stringify(result, null, 2));
