// Webhooks at a wholesaler's scale: 1,000 endpoints (100 buyers, 10 each) subscribed to
// `stone.sold` on a receiver this bench runs on loopback, then 100 single stones sold one order
// at a time — the server killed with SIGKILL halfway and started again. Every delivery's
// signature is checked; what is measured is how long after its order each delivery arrived
// (p50/p95/max), how many arrived twice (at least once allows it) and how many never did.
// Writes bench/results/webhooks.json and webhooks.md. Run after `npm run build`:
//   npm run bench:webhooks
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buyerWithAddress, root, run, sleep, startServer } from './server';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_webhooks';
const BUYERS = 100;
const ENDPOINTS_EACH = 10;
const SOLD = 100;
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const PASSWORD = 'Bench1234';

// ---- the receiver: every delivery, its signature checked, when it came ----
const received = new Map<string, number[]>(); // webhook-id → arrival times
let badSignatures = 0;
const arrivals: { stockNo: string; at: number }[] = [];
const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    const body = Buffer.concat(chunks).toString();
    const id = String(request.headers['webhook-id']);
    const expected = createHmac('sha256', key).update(`${id}.${request.headers['webhook-timestamp']}.${body}`).digest('base64'); // prettier-ignore
    if (request.headers['webhook-signature'] !== `v1,${expected}`) badSignatures++;
    received.set(id, [...(received.get(id) ?? []), at]);
    if ((received.get(id) ?? []).length === 1) {
      arrivals.push({ stockNo: (JSON.parse(body) as { data: { StockNo: string } }).data.StockNo, at }); // prettier-ignore
    }
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as { port: number }).port;

// ---- a database of its own: a small shop, 100 buyers with 10 endpoints each ----
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
  WEBHOOK_ALLOW_PRIVATE: '1',
};
run('npx', ['tsx', 'apps/server/src/main.ts', 'seed', '--stones', '5000', '--replace'], env);
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const { hashPassword } = await import('../apps/server/src/modules/accounts/passwords');
const passwordHash = await hashPassword(PASSWORD);
await db.query(
  `insert into users (email, password_hash, role, nick_name, invite_code)
   select 'hook.buyer.' || n || '@facet.local', $1, 'buyer', 'hook' || n, 'HK' || n
   from generate_series(0, ${BUYERS - 1}) as n`,
  [passwordHash],
);
await db.query(
  `insert into webhooks (user_id, url, events, secret, enabled)
   select u.id, 'http://127.0.0.1:${receiverPort}/hook/' || u.id || '/' || e, '{stone.sold}', $1, true
   from users u, generate_series(1, ${ENDPOINTS_EACH}) as e where u.email like 'hook.buyer.%'`,
  [SECRET],
);
const stones = (
  await db.query<{ id: number; stock_no: string }>(
    `select id, stock_no from goods where listed and category = 'natural-white' and not made_to_order and stock = 1 order by id limit ${SOLD}`,
  )
).rows;
if (stones.length < SOLD) throw new Error('not enough stones seeded');

// ---- 100 stones sold, one order each; SIGKILL after half, started again ----
const soldAt = new Map<string, number>();
let server = await startServer(env, 4791, { login: false });
const token = await buyerWithAddress(server.base, 'hook.buyer.0@facet.local', PASSWORD, 0);
async function sell(stone: { id: number; stock_no: string }) {
  const call = (method: string, route: string, body: unknown) =>
    fetch(`${server.base}/api/${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ Success: boolean; Data: unknown }>);
  const cart = await call('PUT', 'ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.id }] });
  const line = (cart.Data as { StatisticsDetail: { Data: { CartId: number; Goods: { Id: number } }[] }[] }).StatisticsDetail.flatMap((t) => t.Data).find((l) => l.Goods.Id === stone.id)!; // prettier-ignore
  // Counted from before the order is sent: the commit is later, so this is an upper bound.
  soldAt.set(stone.stock_no, performance.now());
  const order = await call('POST', 'Order/AddOrder', { CartIds: [line.CartId], ReceivingMethod: 'pickup' }); // prettier-ignore
  if (!order.Success) throw new Error(`order: ${JSON.stringify(order)}`);
}
const started = performance.now();
for (const [i, stone] of stones.entries()) {
  if (i === SOLD / 2) {
    server.kill();
    await sleep(500);
    server = await startServer(env, 4791, { login: false });
  }
  await sell(stone);
}
const expected = SOLD * BUYERS * ENDPOINTS_EACH;
// Deliveries claimed by the killed instance wait out their 60 s lease, then go again.
for (let waited = 0; received.size < expected && waited < 180_000; waited += 500) await sleep(500);
const drained = (performance.now() - started) / 1000;
server.stop();
receiver.close();
await db.end();

const latencies = arrivals
  .map(({ stockNo, at }) => at - soldAt.get(stockNo)!)
  .sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN; // prettier-ignore
const beforeKill = new Set(stones.slice(0, SOLD / 2).map((s) => s.stock_no));
const early = arrivals.filter((a) => beforeKill.has(a.stockNo)).map((a) => a.at - soldAt.get(a.stockNo)!).sort((a, b) => a - b); // prettier-ignore
const results = {
  endpoints: BUYERS * ENDPOINTS_EACH,
  stonesSold: SOLD,
  expected,
  delivered: received.size,
  lost: expected - received.size,
  duplicates: [...received.values()].filter((times) => times.length > 1).length,
  badSignatures,
  p50Ms: Math.round(q(0.5)),
  p95Ms: Math.round(q(0.95)),
  maxMs: Math.round(latencies.at(-1) ?? NaN),
  firstHalfP95Ms: Math.round(early[Math.floor(0.95 * early.length)] ?? NaN),
  drainedSeconds: Math.round(drained),
};
console.warn(results);
const out = path.join(root, 'bench/results');
writeFileSync(path.join(out, 'webhooks.json'), JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2) + '\n'); // prettier-ignore
writeFileSync(
  path.join(out, 'webhooks.md'),
  [
    '# Webhooks',
    '',
    `\`npm run bench:webhooks\` — ${results.endpoints.toLocaleString('en')} endpoints (${BUYERS} buyers × ${ENDPOINTS_EACH}) subscribed to \`stone.sold\` on a receiver on loopback; ${SOLD} single stones sold one order after another on PostgreSQL, the server killed with SIGKILL after ${SOLD / 2} and started again. Latency is from the order's request to each delivery's arrival.`,
    '',
    '| expected | delivered | lost | arrived twice | bad signatures | p50 | p95 | max | p95 before the kill | all in |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${expected.toLocaleString('en')} | ${results.delivered.toLocaleString('en')} | ${results.lost} | ${results.duplicates} | ${results.badSignatures} | ${results.p50Ms} ms | ${results.p95Ms} ms | ${results.maxMs} ms | ${results.firstHalfP95Ms} ms | ${results.drainedSeconds} s |`,
    '',
  ].join('\n'),
);
