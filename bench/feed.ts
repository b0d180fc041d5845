// A buyer's stock feed at a million stones: seeds them on PostgreSQL (`seed --stones`, kept with
// --reuse), starts the built server, makes the demo buyer an API key, and reads Feed/Stock to
// the last byte — CSV and JSON, plain and gzipped, everything and changes since an hour ago —
// timing each, counting its rows and bytes, and sampling the server's resident memory while it
// streams (it must stay flat: the feed is never held whole). Writes bench/results/feed.json and
// feed.md. Run after `npm run build`:
//   npm run bench:feed                     (1,000,000 stones)
//   npm run bench:feed -- --stones 100000 --reuse
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import http from 'node:http';
import pg from 'pg';
import { root, run, startServer } from './server';
import { indexLoaded } from './search-mix';

const { values: args } = parseArgs({
  options: {
    stones: { type: 'string', default: '1000000' },
    reuse: { type: 'boolean', default: false },
  },
});
const STONES = Number(args.stones);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_feed';

/** Resident memory of `pid` now, in MB (Linux). */
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** The key every stone of a JSON feed has, once. */
const KEY = '"Updated":';

type Figures = {
  name: string;
  seconds: number;
  rows: number;
  wireMb: number;
  bodyMb: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

async function read(
  base: string,
  key: string,
  name: string,
  query: string,
  gzip: boolean,
  pid: number,
): Promise<Figures> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 100);
  const started = performance.now();
  // node:http, not fetch: fetch unzips on its own, and the bytes on the wire are the point.
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(`${base}/api/Feed/Stock?${query}`, { headers: { 'x-api-key': key, 'accept-encoding': gzip ? 'gzip' : 'identity' } }, resolve)
      .on('error', reject),
  ); // prettier-ignore
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
  let wire = 0;
  let body = 0;
  let newlines = 0;
  response.on('data', (chunk: Buffer) => (wire += chunk.length));
  const decoded = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response; // prettier-ignore
  const json = query.includes('json');
  let tail = '';
  for await (const chunk of decoded as AsyncIterable<Buffer>) {
    body += chunk.length;
    if (json) {
      // Every stone has an "Updated" key. The tail carried over is one character shorter than
      // the key, so a key cut between chunks is counted once and none twice.
      const text = tail + chunk.toString();
      newlines += text.split(KEY).length - 1;
      tail = text.slice(-(KEY.length - 1));
    } else {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // CSV: a header line and a line per stone (each ends with CRLF); JSON: a key per stone.
  const rows = json ? newlines : newlines - 1;
  return { name, seconds, rows, wireMb: wire / 1e6, bodyMb: body / 1e6, rssBeforeMb, rssPeakMb };
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const exists = (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount; // prettier-ignore
let seeded = false;
if (args.reuse && exists) {
  const probe = new pg.Client({ connectionString: url.toString() });
  await probe.connect();
  seeded = Number((await probe.query('select count(*) from goods')).rows[0].count) >= STONES;
  await probe.end();
}
if (!seeded) {
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
}
await admin.end();
const env = { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')) }; // prettier-ignore
if (!seeded) {
  run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', String(STONES), '--replace'], env); // prettier-ignore
}

// Changes: an hour's worth — every stone last changed two days ago, then the newest 1 % now.
{
  const touch = new pg.Client({ connectionString: url.toString() });
  await touch.connect();
  await touch.query(`update goods set updated_at = now() - interval '2 days' where updated_at > now() - interval '1 day'`); // prettier-ignore
  await touch.query(`update goods set updated_at = now() where id > (select max(id) - ${Math.round(STONES / 100)} from goods)`); // prettier-ignore
  await touch.end();
}

const server = await startServer(env, 3691);
// Measured once the stock index has loaded: its loading is not the feed's cost.
await indexLoaded(server.base, server.token);
const results: Figures[] = [];
try {
  const made = await fetch(`${server.base}/api/ApiKey/Create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify({ Name: 'Bench', Scopes: ['catalogue'] }),
  }).then((r) => r.json() as Promise<{ Data: { Key: string } }>);
  const key = made.Data.Key;
  const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
  for (const [name, query, gzip] of [
    ['everything, CSV (RapNet), gzip', 'Format=csv', true],
    ['everything, CSV (RapNet), plain', 'Format=csv', false],
    ['everything, JSON (IDEX), gzip', 'Format=json&Columns=idex', true],
    ['changes since an hour ago (1 %), CSV, gzip', `Format=csv&Since=${since}`, true],
  ] as const) {
    const figures = await read(server.base, key, name, query, gzip, server.pid);
    console.warn(`${name}: ${figures.rows} stones in ${figures.seconds.toFixed(1)} s, ${figures.wireMb.toFixed(1)} MB on the wire (${figures.bodyMb.toFixed(1)} MB), RSS ${figures.rssBeforeMb.toFixed(0)} → peak ${figures.rssPeakMb.toFixed(0)} MB`); // prettier-ignore
    results.push(figures);
  }
} finally {
  server.stop();
}

const out = path.join(root, 'bench/results');
writeFileSync(path.join(out, 'feed.json'), JSON.stringify({ stones: STONES, at: new Date().toISOString(), results }, null, 2) + '\n'); // prettier-ignore
writeFileSync(
  path.join(out, 'feed.md'),
  [
    '# Stock feed',
    '',
    `\`npm run bench:feed\` — ${STONES.toLocaleString('en')} stones on PostgreSQL, the built server, one API key (docs/integrations.md). Read to the last byte on this machine; the server's resident memory sampled every 100 ms while it streams.`,
    '',
    '| feed | stones | seconds | on the wire | uncompressed | server memory before → peak |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((r) => `| ${r.name} | ${r.rows.toLocaleString('en')} | ${r.seconds.toFixed(1)} | ${r.wireMb.toFixed(1)} MB | ${r.bodyMb.toFixed(1)} MB | ${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)} MB |`), // prettier-ignore
    '',
  ].join('\n'),
);
