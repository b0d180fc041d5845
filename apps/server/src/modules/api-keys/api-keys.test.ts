import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiKey, ApiKeyCreated, ApiKeyUsePage, GoodsQueryPage } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_API_KEY_PER_MINUTE: '6' } });
});
afterAll(() => server?.close());

const create = (token: string, body: Record<string, unknown>, locale?: 'zh-CN') =>
  server.post<ApiKeyCreated>('/api/ApiKey/Create', body, { token, locale });
const keyOf = async (token: string, scopes: string[], name = 'ERP') => {
  const made = await create(token, { Name: name, Scopes: scopes });
  expect(made.status).toBe(200);
  return made.body.Data;
};
const list = async (token: string) =>
  (await server.get<ApiKey[]>('/api/ApiKey/List', { token })).body.Data;
const uses = async (token: string, body: Record<string, unknown> = {}) =>
  (await server.post<ApiKeyUsePage>('/api/ApiKey/Uses', body, { token })).body.Data;
/** A call made as a program makes it: the key in `X-Api-Key`, no session. */
const withKey = <T = unknown>(key: string, url: string, body?: unknown, locale?: 'zh-CN') =>
  server.call<T>(body === undefined ? 'GET' : 'POST', url, body, { headers: { 'x-api-key': key }, locale }); // prettier-ignore
const SEARCH = { PageIndex: 1, PageSize: 10 };

describe('API keys', () => {
  test('a key is shown once, listed by its first characters, and searches as its buyer', async () => {
    const buyer = await server.newUser();
    const stone = await server.newStone({ Shape: 'round', Weight: 1.01 });
    const { Id, Key } = await keyOf(buyer.token, ['catalogue'], ' Website ');
    expect(Key).toMatch(/^fk_[A-Za-z0-9_-]{43}$/);

    const [listed] = await list(buyer.token);
    expect(listed).toEqual({
      Id, Name: 'Website', Prefix: Key.slice(0, 7), Scopes: ['catalogue'], CreatedAt: expect.any(String),
      LastUsedAt: null, RevokedAt: null, Uses30Days: 0,
    }); // prettier-ignore
    expect(JSON.stringify(await list(buyer.token))).not.toContain(Key.slice(7));

    // The same stone at the same price as the buyer's session finds it, by either header.
    const bySession = await server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', SEARCH, { token: buyer.token }); // prettier-ignore
    const byHeader = await withKey<GoodsQueryPage>(Key, '/api/Diamonds/DiamandsQuery', SEARCH);
    const byBearer = await server.post<GoodsQueryPage>('/api/Diamonds/DiamandsQuery', SEARCH, { token: Key }); // prettier-ignore
    const found = (page: GoodsQueryPage) => page.List.find((g) => g.Id === stone.Id)?.Price;
    expect(found(byHeader.body.Data)).toBe(found(bySession.body.Data));
    expect(found(byBearer.body.Data)).toBe(stone.Price);

    // Both calls are in the buyer's audit of key use; the list shows the last one.
    const audit = await uses(buyer.token);
    expect(audit.Total).toBe(2);
    expect(audit.List[0]).toMatchObject({ KeyId: Id, KeyName: 'Website', Method: 'POST', Call: 'Diamonds/DiamandsQuery', Status: 200, Ip: '127.0.0.1' }); // prettier-ignore
    const [used] = await list(buyer.token);
    expect(used).toMatchObject({ LastUsedAt: audit.List[0]!.At, Uses30Days: 2 });
  });

  test('a key makes only the calls of its scopes: never key management, an account or the back office', async () => {
    const buyer = await server.newUser();
    const stone = await server.newStone();
    const { Id, Key } = await keyOf(buyer.token, ['catalogue']);

    const refused = await withKey(Key, '/api/Hold/Add', { GoodsId: stone.Id }, 'zh-CN');
    expect(refused).toMatchObject({ status: 403, body: { Code: 'API_KEY_SCOPE', Message: '此 API 密钥不能进行这个调用：它没有所需的权限范围' } }); // prettier-ignore
    for (const [url, body] of [
      ['/api/ApiKey/Create', { Name: 'More', Scopes: ['orders'] }],
      ['/api/ApiKey/Revoke', { Id }],
      ['/api/Relation/GetPersonal', undefined],
      ['/api/Admin/Orders/List', {}],
      ['/api/Nowhere/AtAll', {}],
    ] as const) {
      expect(await withKey(Key, url, body), url).toMatchObject({ status: 403, body: { Code: 'API_KEY_SCOPE' } }); // prettier-ignore
    }
    expect(await list(buyer.token)).toHaveLength(1);
    // The refusals are in the audit too: a key trying calls it may not make shows.
    expect((await uses(buyer.token, { Id })).List.map((u) => [u.Call, u.Status])).toContainEqual(['Hold/Add', 403]); // prettier-ignore

    // A key for holds and orders holds a stone and orders it from the cart.
    const trader = await keyOf(buyer.token, ['holds', 'orders'], 'Trading desk');
    expect(await withKey(trader.Key, '/api/Hold/Add', { GoodsId: stone.Id })).toMatchObject({ status: 200 }); // prettier-ignore
    expect(await server.call('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id }] }, { headers: { 'x-api-key': trader.Key } })).toMatchObject({ status: 200 }); // prettier-ignore
    expect(await withKey(trader.Key, '/api/Diamonds/DiamandsQuery', SEARCH)).toMatchObject({ status: 403 }); // prettier-ignore
  });

  test('a revoked key, a made-up one and a disabled buyer’s are refused at once', async () => {
    const buyer = await server.newUser();
    const { Id, Key } = await keyOf(buyer.token, ['catalogue']);
    expect(await withKey(Key, '/api/Diamonds/DiamandsQuery', SEARCH)).toMatchObject({ status: 200 }); // prettier-ignore

    expect(await server.post('/api/ApiKey/Revoke', { Id }, { token: buyer.token })).toMatchObject({ status: 200, body: { Data: {} } }); // prettier-ignore
    expect(await withKey(Key, '/api/Diamonds/DiamandsQuery', SEARCH, 'zh-CN')).toMatchObject({
      status: 401, body: { Code: 'API_KEY_INVALID', Message: '此 API 密钥无效或已被撤销' },
    }); // prettier-ignore
    const [revoked] = await list(buyer.token);
    expect(revoked!.RevokedAt).not.toBeNull();
    for (const made of [`fk_${'x'.repeat(43)}`, 'fk_short', Key.slice(0, -1), '']) {
      expect(await withKey(made, '/api/Diamonds/DiamandsQuery', SEARCH), made).toMatchObject({ status: 401, body: { Code: 'API_KEY_INVALID' } }); // prettier-ignore
    }

    const other = await server.newUser();
    const live = await keyOf(other.token, ['catalogue']);
    const admin = await server.newUser('admin');
    await server.post('/api/Admin/Buyers/Disable', { UserId: other.info.UserId, Disabled: true }, { token: admin.token }); // prettier-ignore
    expect(await withKey(live.Key, '/api/Diamonds/DiamandsQuery', SEARCH)).toMatchObject({ status: 401 }); // prettier-ignore
  });

  test('past its calls a minute a key is held off with Retry-After, and its buyer’s other keys are not', async () => {
    const buyer = await server.newUser();
    const busy = await keyOf(buyer.token, ['catalogue'], 'Busy');
    const calm = await keyOf(buyer.token, ['catalogue'], 'Calm');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${server.baseUrl}/api/Diamonds/DiamandsQuery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${busy.Key}` },
        body: JSON.stringify(SEARCH),
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await withKey(calm.Key, '/api/Diamonds/DiamandsQuery', SEARCH)).toMatchObject({ status: 200 }); // prettier-ignore
    // The calls held off are counted, not written: the audit has the six answered.
    expect((await uses(buyer.token, { Id: busy.Id })).Total).toBe(6);
  });

  test('ten live keys at most; a revoked one makes room', async () => {
    const buyer = await server.newUser();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(buyer.token, { Name: `Key ${i}`, Scopes: ['catalogue'] })),
    ); // prettier-ignore
    expect(made.filter((m) => m.status === 200)).toHaveLength(10);
    expect(made.filter((m) => m.status === 409).map((m) => m.body.Code)).toEqual(['API_KEYS_FULL', 'API_KEYS_FULL']); // prettier-ignore
    const first = made.find((m) => m.status === 200)!.body.Data.Id;
    await server.post('/api/ApiKey/Revoke', { Id: first }, { token: buyer.token });
    expect(await create(buyer.token, { Name: 'Again', Scopes: ['orders'] })).toMatchObject({ status: 200 }); // prettier-ignore
    const keys = await list(buyer.token);
    expect(keys).toHaveLength(11);
    // Live keys first, newest first; the revoked one last.
    expect(keys[0]!.Name).toBe('Again');
    expect(keys.at(-1)!.Id).toBe(first);
  });

  test('another buyer’s key is a 404 to revoke or audit; staff have no keys', async () => {
    const [owner, other] = [await server.newUser(), await server.newUser()];
    const { Id, Key } = await keyOf(owner.token, ['catalogue']);
    expect(await server.post('/api/ApiKey/Revoke', { Id }, { token: other.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/ApiKey/Uses', { Id }, { token: other.token })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await withKey(Key, '/api/Diamonds/DiamandsQuery', SEARCH)).toMatchObject({ status: 200 }); // prettier-ignore
    expect((await uses(other.token)).Total).toBe(0);
    const clerk = await server.newUser('clerk');
    expect(await create(clerk.token, { Name: 'Desk', Scopes: ['catalogue'] })).toMatchObject({ status: 404 }); // prettier-ignore
    expect(await server.post('/api/ApiKey/Create', { Name: 'Anon', Scopes: ['catalogue'] })).toMatchObject({ status: 401 }); // prettier-ignore
  });

  test.each([
    ['no name', { Name: '  ', Scopes: ['catalogue'] }, 'Name', '不能为空'],
    ['no scope', { Name: 'ERP', Scopes: [] }, 'Scopes', '请至少选择一项密钥可做的事'],
    ['an unknown scope', { Name: 'ERP', Scopes: ['admin'] }, 'Scopes.0', undefined],
    ['an unknown field', { Name: 'ERP', Scopes: ['orders'], Admin: true }, 'Admin', undefined],
  ])('%s is refused on its field', async (_what, body, path, message) => {
    const buyer = await server.newUser();
    const refused = await create(buyer.token, body, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const fields = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields; // prettier-ignore
    expect(fields[0]!.Path).toBe(path);
    if (message) expect(fields[0]!.Message).toBe(message);
    expect(await list(buyer.token)).toEqual([]);
  });
});
