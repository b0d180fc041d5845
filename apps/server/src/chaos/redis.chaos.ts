import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { UserInfo } from '@facet/contract';
import { imClient } from '../test/im-client';
import { client } from './client';
import { privatePostgres, privateRedis, startFacet, waitFor, type Facet } from './processes';

let postgres: Awaited<ReturnType<typeof privatePostgres>>;
let redis: Awaited<ReturnType<typeof privateRedis>>;
let first: Facet;
let second: Facet;

const SECRET = 'chaos-secret-chaos-secret-chaos-secret';
const login = (facet: Facet) => client(facet.url).login('demo@facet.local', 'Demo1234');

beforeAll(async () => {
  postgres = await privatePostgres();
  redis = await privateRedis();
  const url = await postgres.createDatabase('facet_chaos');
  // Redis is not running yet: both instances must start and serve without it.
  const env = { DATABASE_URL: url, REDIS_URL: redis.url, SEED_DEMO: 'true', SECRET };
  first = await startFacet({ env });
  await first.ready();
  second = await startFacet({ env });
  await second.ready();
});

afterAll(async () => {
  for (const facet of [first, second]) {
    facet?.child.kill('SIGKILL');
    facet?.removeData();
  }
  await redis?.stop();
  postgres?.close();
});

describe('Redis unreachable at start', () => {
  test('the instance is up and ready; what needs Redis answers 503 within 2 s', async () => {
    const ready = await client(first.url).get<{ Redis: string }>('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.Data.Redis).toBe('down');
    const refused = await login(first);
    expect(refused.status).toBe(503);
    expect(refused.body.Code).toBe('SERVICE_UNAVAILABLE');
    expect(refused.ms).toBeLessThan(2_000);
    expect(first.logged('redis is unavailable')).toHaveLength(1);
  });

  test('Redis comes up: the instances use it without a restart', async () => {
    await redis.start();
    const took = await waitFor('a login', async () => (await login(first)).status === 200);
    expect(took).toBeLessThan(5_000);
    await waitFor('the second instance', async () => (await login(second)).status === 200);
    expect(first.logged('redis is back')).toHaveLength(1);
  });
});

describe('Redis lost while running', () => {
  test('logins and codes answer 503 within 2 s; the catalogue and chat go on', async () => {
    const buyer = (await login(first)).body.Data;
    const clerk = (
      await client(second.url).post<UserInfo>('/api/Admin/Login', {
        Email: 'clerk@facet.local',
        Password: 'Clerk1234',
      })
    ).body.Data;
    const im = await imClient(first.url, buyer);
    const desk = await imClient(second.url, clerk);
    const deskOnFirst = await imClient(first.url, clerk);
    const store = { Slug: 'chaos-jewels', Name: 'Chaos Jewels', Phone: '', Email: '', Intro: '', Language: 'en', Categories: ['natural-white'], Markups: [], DefaultPercent: 25, Rounding: 'none', Enabled: true }; // prettier-ignore
    expect((await client(first.url).post('/api/CloudStore/Save', store, buyer.ToKen)).status).toBe(200); // prettier-ignore

    await redis.stop();
    await waitFor('the instance to notice', async () => (await login(first)).status === 503);

    for (const call of [
      () => login(first),
      () =>
        client(first.url).post('/api/Relation/GetEmailCode', {
          Email: 'new@example.com',
          Purpose: 'register',
        }),
      () =>
        client(second.url).post('/api/Admin/Login', {
          Email: 'clerk@facet.local',
          Password: 'Clerk1234',
        }),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(503);
      expect(answer.body.Code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.ms).toBeLessThan(2_000);
    }
    const stones = await client(first.url).post(
      '/api/Diamonds/DiamandsQuery',
      { PageIndex: 1, PageSize: 5 },
      buyer.ToKen,
    );
    expect(stones.status).toBe(200);
    // A jeweller's storefront goes on serving: its per-address read limit holds no one off.
    const storeQuery = { Slug: store.Slug, Category: 'natural-white', PageIndex: 1, PageSize: 5 };
    const shown = await client(first.url).post('/api/Store/Query', storeQuery);
    expect(shown.status).toBe(200);
    expect(shown.ms).toBeLessThan(2_000);

    // Same instance: delivered at once. Other instance: caught up from the database.
    const question = await im.say('is the 1.01 ct still there?');
    await deskOnFirst.next('message', (f) => f.Message.Id === question.Id, 1_000);
    const heard = await desk.next('message', (f) => f.Message.Id === question.Id, 5_000);
    const answer = await desk.say('yes, holding it for you', {
      ConversationId: heard.Message.ConversationId,
    });
    await im.next('message', (f) => f.Message.Id === answer.Id, 5_000);

    await redis.start();
    await waitFor('logins again', async () => (await login(first)).status === 200);
    // Back on pub/sub: delivered once, promptly.
    const again = await im.say('thank you');
    await desk.next('message', (f) => f.Message.Id === again.Id, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(
      desk.frames.filter((f) => f.Type === 'message' && f.Message.Id === again.Id),
    ).toHaveLength(1);
    expect(
      desk.frames.filter((f) => f.Type === 'message' && f.Message.Id === question.Id),
    ).toHaveLength(1);

    for (const socket of [im, desk, deskOnFirst]) await socket.close();
    expect(first.alive() && second.alive()).toBe(true);
  });
});
