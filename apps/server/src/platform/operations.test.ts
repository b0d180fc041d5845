import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HoldAdded } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { DataDirLocked, lockDataDir } from './data-dir-lock';
import { openDatabase } from './db';
import { createMetrics } from './metrics';
import { redisPubSub } from './pubsub';
import { startTracing } from './tracing';

const TOKEN = 'metrics-token-0123456789';

describe('/metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
  });
  afterAll(() => server?.close());
  const scrape = (token?: string) =>
    fetch(`${server.baseUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} }); // prettier-ignore

  test('is a 404 without the token, like any path that is not there', async () => {
    for (const answer of [await scrape(), await scrape('not-the-token-at-all')]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ Code: 'NOT_FOUND' });
    }
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  test('counts requests by route template, orders placed and holds, and reports the stock index', async () => {
    const { order } = await server.newOrder();
    expect(order.OrderId).toBeGreaterThan(0);
    const buyer = await server.newUser();
    const stone = await server.newStone();
    const held = await server.post<HoldAdded>('/api/Hold/Add', { GoodsId: stone.Id }, { token: buyer.token }); // prettier-ignore
    expect(held.status).toBe(200);
    await server.post('/api/Diamonds/Detail', { Id: stone.Id }, { token: buyer.token });
    const answer = await scrape(TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(/^http_server_request_duration_seconds_count\{method="POST",route="\/api\/Diamonds\/Detail",status_code="200"\} [1-9]/m); // prettier-ignore
    expect(text).toMatch(/^facet_orders_placed_total [1-9]/m);
    expect(text).toMatch(/^facet_holds_placed_total [1-9]/m);
    expect(text).toMatch(/^facet_stock_index_loaded [01]$/m);
    expect(text).toMatch(/^facet_chat_sockets\{side="buyer"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    // An id never becomes a label: one series per route, not per stone.
    expect(text).not.toContain(`/${stone.Id}`);
  });

  test('on METRICS_PORT, anyone who reaches the port may read them', async () => {
    const port = server.app.metricsPort!;
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('http_server_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });
});

describe('traces', () => {
  test('a request continues its caller’s trace, and what it asks the database is a child span', async () => {
    const received: { name: string; traceId: string; parentSpanId?: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const payload = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: { name: string; traceId: string; parentSpanId?: string }[] }[] }[]; // prettier-ignore
          };
          for (const resource of payload.resourceSpans) {
            for (const scope of resource.scopeSpans) received.push(...scope.spans);
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const endpoint = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    const stop = startTracing({ endpoint, serviceName: 'facet-test' })!;
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const answer = await fetch(`${server.baseUrl}/api/Relation/EmailLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` }, // prettier-ignore
        body: JSON.stringify({ Email: 'nobody@example.com', Password: 'Guess1234' }),
      });
      expect(answer.status).toBe(409);
      await stop();
      const request = received.find((span) => span.name === 'POST /api/Relation/EmailLogin');
      expect(request?.traceId).toBe(traceId);
      if (server.databaseUrl) {
        const queries = received.filter((span) => span.name === 'pg.query');
        expect(queries.length).toBeGreaterThan(0);
        expect(queries.every((span) => span.traceId === request!.traceId)).toBe(true);
      }
    } finally {
      await server.close();
      receiver.close();
    }
  });
});

describe('one process per embedded database', () => {
  test('a folder held by a live process is refused, naming it; one left by a dead process is taken over', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'facet-lock-'));
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(path.join(dataDir, 'facet.lock'), `${holder.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLocked);
      expect(() => lockDataDir(dataDir)).toThrow(`the embedded database in ${dataDir} is in use by process ${holder.pid}`); // prettier-ignore
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    const release = lockDataDir(dataDir);
    release();
    lockDataDir(dataDir)();
  });
});

describe('roles', () => {
  test('a worker sweeps and answers its probes, and nothing else; a web instance does not sweep', async () => {
    const env = { HOLD_SWEEP_SECONDS: '0.2' };
    const web = await startTestServer({ role: 'web', env });
    try {
      const buyer = await web.newUser();
      const stone = await web.newStone();
      const held = await web.post<HoldAdded>('/api/Hold/Add', { GoodsId: stone.Id }, { token: buyer.token }); // prettier-ignore
      await web.db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${held.body.Data.HoldId}`); // prettier-ignore
      const ended = async () =>
        (((await web.db.execute(sql`select ended_at from holds where id = ${held.body.Data.HoldId}`)) as unknown as { rows: { ended_at: unknown }[] }).rows[0]!.ended_at !== null); // prettier-ignore
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await ended()).toBe(false);

      const { buildApp } = await import('../app');
      const worker = await buildApp(web.deps, { role: 'worker', logger: false, serveWebApps: false }); // prettier-ignore
      try {
        const ready = await worker.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(200);
        const api = await worker.inject({ method: 'POST', url: '/api/Diamonds/DiamandsQuery', payload: {} }); // prettier-ignore
        expect(api.statusCode).toBe(404);
        const deadline = Date.now() + 5_000;
        while (!(await ended()) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await ended()).toBe(true);
      } finally {
        await worker.close();
      }
    } finally {
      await web.close();
    }
  });
});

describe('two deployments on one Redis', () => {
  test('with their own prefixes, nothing one publishes reaches the other', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const a = redisPubSub(url, 'facet:deployment-a:');
    const b = redisPubSub(url, 'facet:deployment-b:');
    const heardByB: unknown[] = [];
    const heardByA: unknown[] = [];
    try {
      await b.subscribe('im', (message) => heardByB.push(message));
      await a.subscribe('im', (message) => heardByA.push(message));
      await a.publish('im', { Text: 'for deployment A only' });
      const deadline = Date.now() + 3_000;
      while (heardByA.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heardByA).toEqual([{ Text: 'for deployment A only' }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardByB).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('PostgreSQL statements', () => {
  test('one past STATEMENT_TIMEOUT_MS is cancelled; one past SLOW_QUERY_MS is told, by its text alone', async () => {
    const slow: { statement: string; ms: number }[] = [];
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      watch: { statementTimeoutMs: 600, slowMs: 150, onSlow: (statement, ms) => slow.push({ statement, ms }) }, // prettier-ignore
    });
    try {
      await database.db.execute(sql`select pg_sleep(${0.25})`);
      expect(slow).toHaveLength(1);
      expect(slow[0]!.statement).toBe('select pg_sleep($1)');
      expect(slow[0]!.ms).toBeGreaterThanOrEqual(150);
      await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' }, // query_canceled: statement_timeout
      });
      expect(slow.map((told) => told.statement)).toEqual(['select pg_sleep($1)', 'select pg_sleep(2)']); // prettier-ignore
    } finally {
      await database.close();
    }
  });
});

describe('the Grafana dashboard in deploy/', () => {
  test('asks only for series the server exposes', async () => {
    const dashboard = JSON.parse(
      readFileSync(
        new URL('../../../../deploy/grafana/facet-dashboard.json', import.meta.url),
        'utf8',
      ),
    ) as { panels: { targets: { expr: string }[] }[] };
    const exposed = await createMetrics().registry.metrics();
    const asked = new Set(
      dashboard.panels.flatMap(
        (panel) =>
        panel.targets.flatMap((target) => target.expr.match(/\b(?:facet|http_server|nodejs)_\w+/g) ?? []), // prettier-ignore
      ),
    );
    expect(asked.size).toBeGreaterThan(10);
    for (const series of asked) {
      const base = series.replace(/_(bucket|count|sum)$/, '');
      expect(exposed, series).toMatch(new RegExp(`^# TYPE ${base} `, 'm'));
    }
  });
});
