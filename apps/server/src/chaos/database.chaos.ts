import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { client } from './client';
import { privatePostgres, sleep, startFacet, waitFor, type Facet } from './processes';

let postgres: Awaited<ReturnType<typeof privatePostgres>>;
let facet: Facet;
let api: ReturnType<typeof client>;
let token: string;

const query = () => api.post('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 5 }, token);

beforeAll(async () => {
  postgres = await privatePostgres();
  const url = await postgres.createDatabase('facet_chaos');
  facet = await startFacet({ env: { DATABASE_URL: url, SEED_DEMO: 'true' } });
  await facet.ready();
  api = client(facet.url);
  const login = await api.login('demo@facet.local', 'Demo1234');
  expect(login.status).toBe(200);
  token = login.body.Data.ToKen;
});

afterAll(async () => {
  facet?.child.kill('SIGKILL');
  postgres?.close();
  facet?.removeData();
});

describe('PostgreSQL drops every connection (a restart or a fail-over)', () => {
  test('the process stays up and the next requests are served', async () => {
    expect((await query()).status).toBe(200);
    const [terminated] = await postgres.terminateConnections('facet_chaos');
    expect(terminated?.n).toBeGreaterThan(0);
    await sleep(500);
    expect(facet.alive()).toBe(true);
    expect((await query()).status).toBe(200);
    expect((await api.login('demo@facet.local', 'Demo1234')).status).toBe(200);
    await waitFor('ready again', async () => (await api.get('/api/health/ready')).status === 200);
  });
});

describe('PostgreSQL stopped for a while', () => {
  test('calls answer 503 SERVICE_UNAVAILABLE at once, and the instance heals by itself', async () => {
    const before = facet.logged('database is unavailable').length;
    const store = { Slug: 'chaos-db-jewels', Name: 'Chaos Jewels', Phone: '', Email: '', Intro: '', Language: 'en', Categories: ['natural-white'], Markups: [], DefaultPercent: 25, Rounding: 'none', Enabled: true }; // prettier-ignore
    expect((await api.post('/api/CloudStore/Save', store, token)).status).toBe(200);
    const storePage = async () => {
      const start = Date.now();
      const response = await fetch(`${facet.url}/store/${store.Slug}`);
      return { status: response.status, html: await response.text(), ms: Date.now() - start };
    };
    expect((await storePage()).html).toContain('id="store-info"');
    postgres.stop();

    const during = await query();
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ Success: false, Code: 'SERVICE_UNAVAILABLE' });
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(during.ms).toBeLessThan(3_000);
    const login = await api.login('demo@facet.local', 'Demo1234');
    expect(login.status).toBe(503);
    expect(login.body.Message).toBe(
      'The service is briefly unavailable, please try again in a moment',
    );
    const chinese = await fetch(`${facet.url}/api/Relation/EmailLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'zh-CN' },
      body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234' }),
    });
    expect(((await chinese.json()) as { Message: string }).Message).toBe(
      '服务暂时不可用，请稍后重试',
    );

    // Still ready: every instance would go at once, and the balancer would answer its own 503
    // for the whole site; the instance answers the shell and the 503 envelope itself.
    const ready = await api.get<{ Database: string }>('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.Data.Database).toBe('down');
    expect((await api.get('/api/health')).status).toBe(200);
    expect(facet.alive()).toBe(true);
    // A jeweller's storefront still opens: the page as built, whose code says what it hears.
    const page = await storePage();
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root">');
    expect(page.html).not.toContain('id="store-info"');
    expect(page.ms).toBeLessThan(3_000);

    postgres.start();
    const healed = await waitFor('the first served query after the restart', async () => {
      return (await query()).status === 200;
    });
    expect(healed).toBeLessThan(10_000);
    expect((await api.login('demo@facet.local', 'Demo1234')).status).toBe(200);
    expect((await api.get('/api/health/ready')).status).toBe(200);
    await waitFor('the log to say it is back', () => facet.logged('database is back').length > 0);
    // Told once when it went, not once per failed request.
    expect(facet.logged('database is unavailable').length - before).toBe(1);
    expect(facet.alive()).toBe(true);
  });
});
