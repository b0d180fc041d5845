import { get } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { client } from './client';
import {
  freePort,
  privatePostgres,
  privateRedis,
  startFacet,
  waitFor,
  type Facet,
} from './processes';

// PROCESSES=2: a supervisor and two server processes on one port, over PostgreSQL and Redis.
let postgres: Awaited<ReturnType<typeof privatePostgres>>;
let redis: Awaited<ReturnType<typeof privateRedis>>;
let facet: Facet;
let metricsPort: number;

const SECRET = 'chaos-secret-chaos-secret-chaos-secret';

beforeAll(async () => {
  postgres = await privatePostgres();
  redis = await privateRedis();
  await redis.start();
  metricsPort = await freePort();
  facet = await startFacet({
    env: {
      DATABASE_URL: await postgres.createDatabase('facet_cores'),
      REDIS_URL: redis.url,
      SEED_DEMO: 'true',
      SECRET,
      PROCESSES: '2',
      METRICS_PORT: String(metricsPort),
      DRAIN_DELAY_SECONDS: '1',
    },
  });
  await facet.ready();
  await waitFor('both processes', () => running().length === 2);
  await waitFor('both processes ready', allReady);
});

afterAll(async () => {
  facet?.child.kill('SIGKILL');
  for (const pid of running()) kill(pid, 'SIGKILL');
  facet?.removeData();
  await redis?.stop();
  postgres?.close();
});

/** The server processes that said they run and have not been killed here. */
const killed = new Set<number>();
const running = () =>
  facet.logged('Facet is running').map((line) => line.pid as number).filter((pid) => !killed.has(pid)); // prettier-ignore
const kill = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(pid, signal);
  } catch {
    // gone already
  }
};
/** The log's "request completed" lines of the requests to `url` so far. */
const completed = (url: string) => {
  const asked = new Set(
    facet
      .logged('incoming request')
      .filter((line) => (line.req as { url: string }).url === url)
      .map((line) => line.reqId),
  );
  return facet.logged('request completed').filter((line) => asked.has(line.reqId));
};
/** Which processes answered the requests to `url` so far. */
const answeredBy = (url: string) => new Set(completed(url).map((line) => line.pid as number));
/** A GET on a connection of its own, as a new client would make it: its status, or 0. */
const fresh = (url: string) =>
  new Promise<number>((resolve) => {
    const request = get(`${facet.url}${url}`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
/** Whether the port's readiness answers 200 eight times running (each process loads its index). */
const allReady = async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => fresh('/api/health/ready')));
  return answers.every((status) => status === 200);
};
const readMetrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
const series = (text: string, name: string) =>
  Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

test('both processes answer on the one port, and a login made on one holds on the other', async () => {
  const answers = await Promise.all(Array.from({ length: 40 }, () => fresh('/api/health/ready')));
  expect(answers).toEqual(Array(40).fill(200));
  expect([...answeredBy('/api/health/ready')].sort()).toEqual(running().sort());
  const api = client(facet.url);

  // Sessions live in the database: whichever process a request reaches knows the buyer.
  const login = await api.login('demo@facet.local', 'Demo1234');
  expect(login.status).toBe(200);
  const token = login.body.Data.ToKen;
  const mine = await Promise.all(
    Array.from({ length: 20 }, () => api.post('/api/Wholesaler_Address/List', {}, token)),
  );
  expect(mine.map((answer) => answer.body.Code)).toEqual(Array(20).fill('OK'));
  expect(answeredBy('/api/Wholesaler_Address/List').size).toBe(2);
});

test('the stock is read from the database once: the other process takes the first one’s layout', () => {
  const [loader, taker] = [
    facet.logged('stock index layout written for the other processes'),
    facet.logged('stock index layout read from another process'),
  ];
  expect(loader).toHaveLength(1);
  expect(taker).toHaveLength(1);
  expect(running()).toContain(taker[0]!.pid);
});

test('/metrics on METRICS_PORT adds up every process', async () => {
  const text = await readMetrics();
  const asked = completed('/api/health/ready').filter(
    (line) => (line.res as { statusCode: number }).statusCode === 200,
  ).length;
  expect(
    series(text, 'http_server_request_duration_seconds_count{method="GET",route="/api/health/ready",status_code="200"}'), // prettier-ignore
  ).toBe(asked);
  // A gauge every process has the same of is not doubled.
  expect(series(text, 'facet_stock_index_loaded')).toBe(1);
  expect(series(text, 'facet_stock_index_goods')).toBeGreaterThan(0);
  expect(series(text, 'facet_stock_index_goods')).toBeLessThanOrEqual(3_000);
});

test('a process killed is replaced, and the port answers meanwhile', async () => {
  const before = running();
  const [victim] = before;
  killed.add(victim!);
  kill(victim!, 'SIGKILL');
  // What it had open dies with it; once the supervisor knows, new connections go to the other.
  await waitFor('the supervisor to notice', () => facet.logged('a server process ended; starting another').length === 1); // prettier-ignore
  const meanwhile = await Promise.all(Array.from({ length: 20 }, () => fresh('/api/health')));
  expect(meanwhile).toEqual(Array(20).fill(200));

  await waitFor('a replacement', () => running().length === 2, 30_000);
  expect(running()).not.toContain(victim);
  await waitFor('the replacement ready', allReady);
  const after = await Promise.all(Array.from({ length: 20 }, () => fresh('/api/health/ready')));
  expect(after).toEqual(Array(20).fill(200));
  const replacement = running().find((pid) => !before.includes(pid));
  expect(answeredBy('/api/health/ready')).toContain(replacement);
  // It started from the layout given at start, and the change log since.
  const takers = facet.logged('stock index layout read from another process');
  expect(takers.map((line) => line.pid)).toContain(replacement);
});

test('SIGTERM: every process drains and leaves, then the supervisor, with 0', async () => {
  const processes = running();
  facet.child.kill('SIGTERM');
  await waitFor('the processes to start leaving', () => facet.logged('leaving').length >= 3);
  const ready = await client(facet.url).get<{ Status: string }>('/api/health/ready');
  expect(ready.status).toBe(503);
  expect(ready.body.Data.Status).toBe('draining');

  const exit = await facet.exited;
  expect(exit.code).toBe(0);
  expect(
    facet
      .logged('stopped')
      .map((line) => line.pid)
      .sort(),
  ).toEqual(processes.sort());
  expect(facet.logged('every server process has stopped')).toHaveLength(1);
});
