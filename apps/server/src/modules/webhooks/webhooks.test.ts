import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NoticeList, Webhook, WebhookDeliveryPage, WebhookSaved } from '@facet/contract';
import { buildServices } from '../../services';
import { startTestServer, type TestServer } from '../../test/harness';

type Received = { path: string; headers: IncomingHttpHeaders; body: string; json: { type: string; timestamp: string; data: Record<string, unknown> } }; // prettier-ignore

/**
 * A buyer's program on 127.0.0.1: records what it is sent, answers the statuses queued for
 * the path it was sent to (200 when none is).
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const http: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body, json: JSON.parse(body) as Received['json'] }); // prettier-ignore
      response.statusCode = answers.get(path)?.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    origin: `http://127.0.0.1:${port}`,
    received,
    answers,
    /** What was received of `type` that `matches`, once `count` have come (or the time is up). */
    async waitFor(type: string, matches: (data: Record<string, unknown>, path: string) => boolean, count = 1, timeoutMs = 12_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = received.filter((r) => r.json.type === type && matches(r.json.data, r.path));
        if (got.length >= count || Date.now() > deadline) return got;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, // prettier-ignore
    close: () => new Promise((resolve) => http.close(resolve)),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Verifies a delivery as a buyer's program would (docs/integrations.md#webhooks). */
function signedBy(secret: string, delivery: Received): boolean {
  const id = delivery.headers['webhook-id'] as string;
  const timestamp = delivery.headers['webhook-timestamp'] as string;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest(); // prettier-ignore
  return (delivery.headers['webhook-signature'] as string).split(' ').some((part) => {
    const [version, mac] = part.split(',');
    const given = Buffer.from(mac ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected); // prettier-ignore
  });
}

let server: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1', HOLD_SWEEP_SECONDS: '0.2' } }); // prettier-ignore
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

const save = (token: string, body: Record<string, unknown>, locale?: 'zh-CN') =>
  server.post<WebhookSaved>('/api/Webhook/Save', body, { token, locale });
const endpointOf = async (token: string, events: string[], url = receiver.url) => {
  const saved = await save(token, { Url: url, Events: events, Enabled: true });
  expect(saved.status).toBe(200);
  return saved.body.Data;
};
const deliveries = async (token: string, WebhookId: number) =>
  (await server.post<WebhookDeliveryPage>('/api/Webhook/Deliveries', { WebhookId, PageIndex: 1, PageSize: 20 }, { token })).body.Data; // prettier-ignore
const confirm = async (OrderId: number) =>
  server.post('/api/Admin/Orders/Confirm', { OrderId }, { token: await server.clerkToken() });

describe('webhooks', () => {
  test('an order’s move reaches its buyer’s endpoint, signed, within seconds', async () => {
    const { buyer, order } = await server.newOrder();
    const { Id, Secret } = await endpointOf(buyer.token, ['order.status_changed']);
    expect(Secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const started = Date.now();
    expect((await confirm(order.OrderId)).status).toBe(200);
    const [delivery] = await receiver.waitFor('order.status_changed', (data) => data.OrderId === order.OrderId); // prettier-ignore
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(delivery!.json).toEqual({
      type: 'order.status_changed',
      timestamp: expect.any(String),
      data: { OrderId: order.OrderId, OrderNo: order.OrderNo, From: 'PendingConfirmation', To: 'PendingPayment' }, // prettier-ignore
    });
    expect(delivery!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(delivery!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10); // prettier-ignore
    expect(signedBy(Secret, delivery!)).toBe(true);
    expect(signedBy(`whsec_${Buffer.alloc(24).toString('base64')}`, delivery!)).toBe(false);

    const [listed] = (await server.get<Webhook[]>('/api/Webhook/List', { token: buyer.token })).body.Data; // prettier-ignore
    expect(listed).toMatchObject({ Id, Url: receiver.url, Events: ['order.status_changed'], Enabled: true, DisabledReason: null, FailingSince: null }); // prettier-ignore
    expect(listed!.LastDelivery).toMatchObject({ Status: 'delivered', ResponseCode: 200 });
    // Saved again, the endpoint keeps its secret.
    expect((await save(buyer.token, { Id, Url: receiver.url, Events: ['order.status_changed', 'stone.sold'], Enabled: true })).body.Data).toEqual({ Id, Secret }); // prettier-ignore
  });

  test('a failed delivery is tried again; the log shows it; Redeliver sends it once more', async () => {
    const { buyer, order } = await server.newOrder();
    const { Id } = await endpointOf(buyer.token, ['order.status_changed'], `${receiver.origin}/retry`); // prettier-ignore
    receiver.answers.set('/retry', [500]);
    await confirm(order.OrderId);
    const mine = (count: number) =>
      receiver.waitFor('order.status_changed', (data) => data.OrderId === order.OrderId, count, 15_000); // prettier-ignore
    const sent = await mine(2);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.path)).toEqual(['/retry', '/retry']);
    // At least once: the same message, the same id, each attempt signed afresh.
    expect(sent[1]!.headers['webhook-id']).toBe(sent[0]!.headers['webhook-id']);
    expect(sent[1]!.body).toBe(sent[0]!.body);

    let log = await deliveries(buyer.token, Id);
    for (let i = 0; i < 40 && log.List[0]?.Status !== 'delivered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      log = await deliveries(buyer.token, Id);
    }
    expect(log).toMatchObject({ Total: 1, List: [{ Event: 'order.status_changed', Status: 'delivered', Attempts: 2, ResponseCode: 200 }] }); // prettier-ignore

    const again = await server.post('/api/Webhook/Redeliver', { DeliveryId: log.List[0]!.Id }, { token: buyer.token }); // prettier-ignore
    expect(again).toMatchObject({ status: 200, body: { Data: {} } });
    expect(await mine(3)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await deliveries(buyer.token, Id)).List[0]).toMatchObject({ Status: 'delivered', Attempts: 3 }); // prettier-ignore
  }, 30_000);

  test('a single stone ordered is sold news to every endpoint listening', async () => {
    const watcher = await server.newUser();
    await endpointOf(watcher.token, ['stone.sold'], `${receiver.origin}/watcher`);
    const stone = await server.newStone();
    await server.newOrder([{ GoodsId: stone.Id }]);
    const sold = await receiver.waitFor('stone.sold', (data, path) => data.GoodsId === stone.Id && path === '/watcher'); // prettier-ignore
    expect(sold.map((r) => r.json.data)).toEqual([{ GoodsId: stone.Id, StockNo: stone.StockNo }]); // prettier-ignore
  });

  test('a clerk’s answer to an offer reaches the buyer’s endpoint', async () => {
    const buyer = await server.newUser();
    await endpointOf(buyer.token, ['offer.answered'], `${receiver.origin}/offers`);
    const stone = await server.newStone();
    const PricePerCarat = Math.round(stone.PricePerCarat! * 90) / 100;
    const made = await server.post<{ OfferId: number }>('/api/Offer/Make', { GoodsId: stone.Id, PricePerCarat }, { token: buyer.token }); // prettier-ignore
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { OfferId } = made.body.Data;
    const declined = await server.post('/api/Admin/Offers/Answer', { OfferId, Action: 'decline' }, { token: await server.clerkToken() }); // prettier-ignore
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const [answered] = await receiver.waitFor('offer.answered', (data) => data.OfferId === OfferId);
    expect(answered?.json.data).toEqual({ OfferId, GoodsId: stone.Id, StockNo: stone.StockNo, Status: 'declined', PricePerCarat }); // prettier-ignore
  });

  test('a hold ending within the hour is told once: a notice and hold.expiring; extended, again', async () => {
    const buyer = await server.newUser();
    const stone = await server.newStone();
    await endpointOf(buyer.token, ['hold.expiring'], `${receiver.origin}/holds`);
    const held = await server.post<{ HoldId: number }>('/api/Hold/Add', { GoodsId: stone.Id }, { token: buyer.token }); // prettier-ignore
    expect(held.status).toBe(200);
    const { HoldId } = held.body.Data;
    const ofThisHold = (data: Record<string, unknown>) => data.HoldId === HoldId;
    // A day's hold is not warned of; forty minutes left, it is.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((r) => r.path === '/holds')).toHaveLength(0);
    await server.db.execute(sql`update holds set created_at = now() - interval '23 hours', expires_at = now() + interval '40 minutes' where id = ${HoldId}`); // prettier-ignore
    const [warned] = await receiver.waitFor('hold.expiring', ofThisHold);
    expect(warned!.json.data).toEqual({ HoldId, GoodsId: stone.Id, StockNo: stone.StockNo, ExpiresAt: expect.any(String) }); // prettier-ignore
    const notices = await server.get<NoticeList>('/api/Im_SystemNotice/GetList?Kind=personal', { token: buyer.token }); // prettier-ignore
    expect(notices.body.Data.List[0]).toMatchObject({ Title: expect.stringMatching(/^Hold ending soon: /), Summary: expect.stringContaining(' ET. Order it before then') }); // prettier-ignore

    // Once: later sweeps leave it be; extended by a clerk and ending soon again, told again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.received.filter((r) => r.path === '/holds')).toHaveLength(1);
    const clerk = await server.clerkToken();
    expect((await server.post('/api/Admin/Holds/Extend', { HoldId }, { token: clerk })).status).toBe(200); // prettier-ignore
    await server.db.execute(sql`update holds set expires_at = now() + interval '20 minutes' where id = ${HoldId}`); // prettier-ignore
    expect(await receiver.waitFor('hold.expiring', ofThisHold, 2)).toHaveLength(2);
  });

  test('a memo coming due reaches its buyer’s endpoint with the reminder', async () => {
    const buyer = await server.newUser();
    const admin = (await server.newUser('admin')).token;
    const clerk = await server.clerkToken();
    const address = await server.newAddress(buyer.token);
    await server.post('/api/Admin/Buyers/SetMemoLimit', { UserId: buyer.info.UserId, LimitUsd: 100_000 }, { token: admin }); // prettier-ignore
    await endpointOf(buyer.token, ['memo.due'], `${receiver.origin}/memo`);
    const stone = await server.newStone();
    const asked = await server.post<{ MemoId: number }>('/api/Memo/Request', { GoodsIds: [stone.Id], AddressId: address.Id }, { token: buyer.token }); // prettier-ignore
    const { MemoId } = asked.body.Data;
    await server.post('/api/Admin/Memos/Answer', { MemoId, Action: 'approve' }, { token: clerk });
    await server.post('/api/Admin/Memos/Answer', { MemoId, Action: 'ship', TrackingNo: 'T1' }, { token: clerk }); // prettier-ignore
    await server.db.execute(sql`update memos set due_at = now() + interval '2 days' where id = ${MemoId}`); // prettier-ignore
    await buildServices(server.deps).memo.sweep();
    const [due] = await receiver.waitFor('memo.due', (data) => data.MemoId === MemoId);
    expect(due?.json.data).toMatchObject({ MemoId, MemoNo: expect.any(String), DueAt: expect.any(String), DaysLeft: 3 }); // prettier-ignore
  });

  test('new stones matching a saved search with alerts reach its buyer’s endpoint', async () => {
    const buyer = await server.newUser();
    await endpointOf(buyer.token, ['saved_search.matched'], `${receiver.origin}/searches`);
    const Filters = { Shape: ['round'], WeightMin: 7.31, WeightMax: 7.36 };
    const saved = await server.post<{ Id: number }>('/api/SavedSearch/Save', { Category: 'natural-white', Name: 'Big rounds', Filters, Alert: 'instant' }, { token: buyer.token }); // prettier-ignore
    expect(saved.status).toBe(200);
    await server.newStone({ Weight: 7.33 });
    await buildServices(server.deps).alerts.sweep();
    const SavedSearchId = saved.body.Data.Id;
    const [matched] = await receiver.waitFor('saved_search.matched', (data) => data.SavedSearchId === SavedSearchId); // prettier-ignore
    expect(matched?.json.data).toEqual({ SavedSearchId, Name: 'Big rounds', NewStones: 1, LowerPrices: 0, Daily: false }); // prettier-ignore
  });

  test('an endpoint failing for 24 hours is turned off and its buyer mailed; turned on, it starts afresh', async () => {
    const { buyer, order } = await server.newOrder();
    const { Id } = await endpointOf(buyer.token, ['order.status_changed'], `${receiver.origin}/down`); // prettier-ignore
    receiver.answers.set('/down', [503]);
    // Every delivery has failed since yesterday: the next failure is past the day.
    await server.db.execute(sql`update webhooks set failing_since = now() - interval '24 hours 5 minutes' where id = ${Id}`); // prettier-ignore
    await confirm(order.OrderId);
    await receiver.waitFor('order.status_changed', (data, path) => path === '/down' && data.OrderId === order.OrderId); // prettier-ignore

    const listed = async () => (await server.get<Webhook[]>('/api/Webhook/List', { token: buyer.token })).body.Data[0]!; // prettier-ignore
    await expect.poll(async () => (await listed()).Enabled).toBe(false);
    expect(await listed()).toMatchObject({ DisabledReason: 'Every delivery failed for 24 hours', FailingSince: expect.any(String) }); // prettier-ignore
    await expect.poll(async () => (await server.smtp.lastMailTo(buyer.email)).subject).toBe('Your webhook endpoint was turned off'); // prettier-ignore
    expect((await server.smtp.lastMailTo(buyer.email)).text).toContain(`${receiver.origin}/down`);
    expect((await server.smtp.lastMailTo(buyer.email)).text).toContain('under Account → Webhooks');
    expect((await server.smtp.lastMailTo(buyer.email)).text).toContain('See it in Facet: http://127.0.0.1:8080/#/pages/myAccount/index'); // prettier-ignore

    // Turned off, it is sent nothing more; turned on again, it is no longer failing.
    const second = await server.newOrder();
    await confirm(second.order.OrderId);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(receiver.received.filter((r) => r.path === '/down')).toHaveLength(1);
    await save(buyer.token, { Id, Url: `${receiver.origin}/down`, Events: ['order.status_changed'], Enabled: true }); // prettier-ignore
    expect(await listed()).toMatchObject({
      Enabled: true,
      DisabledReason: null,
      FailingSince: null,
    });
  });

  test('the wholesaler’s own endpoint hears every buyer’s events; only admins keep it', async () => {
    const admin = await server.newUser('admin');
    const clerk = await server.newUser('clerk');
    const saved = await server.post<WebhookSaved>('/api/Admin/Webhooks/Save', { Url: `${receiver.origin}/erp`, Events: ['order.status_changed'], Enabled: true }, { token: admin.token }); // prettier-ignore
    expect(saved.status).toBe(200);
    const { Id, Secret } = saved.body.Data;

    const first = await server.newOrder();
    const second = await server.newOrder();
    await confirm(first.order.OrderId);
    await confirm(second.order.OrderId);
    const heard = await receiver.waitFor('order.status_changed', (data, path) => path === '/erp' && data.To === 'PendingPayment', 2); // prettier-ignore
    expect(heard.map((d) => d.json.data.OrderId).sort()).toEqual([first.order.OrderId, second.order.OrderId].sort()); // prettier-ignore
    expect(heard.every((d) => signedBy(Secret, d))).toBe(true);

    const listed = await server.get<Webhook[]>('/api/Admin/Webhooks/List', { token: (await server.newUser('admin')).token }); // prettier-ignore
    expect(listed.body.Data.map((w) => w.Id)).toEqual([Id]);
    // Not a buyer's to see or touch, nor a clerk's.
    expect((await server.get<Webhook[]>('/api/Webhook/List', { token: first.buyer.token })).body.Data).toEqual([]); // prettier-ignore
    expect((await server.post('/api/Webhook/Delete', { Id }, { token: first.buyer.token })).status).toBe(404); // prettier-ignore
    expect((await server.get('/api/Admin/Webhooks/List', { token: clerk.token })).status).toBe(404);
    expect((await server.get('/api/Admin/Webhooks/List', { token: first.buyer.token })).status).toBe(404); // prettier-ignore
    expect((await server.post('/api/Admin/Webhooks/Delete', { Id }, { token: admin.token })).status).toBe(200); // prettier-ignore
  });

  test('the wholesaler’s endpoint turned off after a day of failures: its admin is mailed a link to the back office', async () => {
    const admin = await server.newUser('admin');
    const saved = await server.post<WebhookSaved>('/api/Admin/Webhooks/Save', { Url: `${receiver.origin}/erp-down`, Events: ['order.status_changed'], Enabled: true }, { token: admin.token }); // prettier-ignore
    receiver.answers.set('/erp-down', [503]);
    await server.db.execute(sql`update webhooks set failing_since = now() - interval '24 hours 5 minutes' where id = ${saved.body.Data.Id}`); // prettier-ignore
    const { order } = await server.newOrder();
    await confirm(order.OrderId);
    await expect.poll(async () => (await server.smtp.lastMailTo(admin.email)).subject).toBe('Your webhook endpoint was turned off'); // prettier-ignore
    const mail = await server.smtp.lastMailTo(admin.email);
    expect(mail.text).toContain(`${receiver.origin}/erp-down`);
    expect(mail.text).toContain('under Webhooks in the back office');
    expect(mail.text).toContain('See it in Facet: http://127.0.0.1:8080/console/#/webhooks');
    await server.post('/api/Admin/Webhooks/Delete', { Id: saved.body.Data.Id }, { token: admin.token }); // prettier-ignore
  });

  test('another buyer’s endpoint and deliveries are 404', async () => {
    const owner = await server.newUser();
    const other = await server.newUser();
    const { Id } = await endpointOf(owner.token, ['order.status_changed']);
    for (const [url, body] of [
      ['/api/Webhook/Save', { Id, Url: receiver.url, Events: ['stone.sold'], Enabled: true }],
      ['/api/Webhook/Delete', { Id }],
      ['/api/Webhook/Deliveries', { WebhookId: Id, PageIndex: 1, PageSize: 10 }],
      ['/api/Webhook/Redeliver', { DeliveryId: 2_000_000 }],
    ] as const) {
      expect((await server.post(url, body, { token: other.token })).status, url).toBe(404);
    }
    // The owner's delivery, asked for by another buyer, is 404 too.
    const owned = await server.newOrder();
    const ownerEndpoint = await endpointOf(owned.buyer.token, ['order.status_changed']);
    await confirm(owned.order.OrderId);
    await receiver.waitFor('order.status_changed', (data) => data.OrderId === owned.order.OrderId);
    let log = await deliveries(owned.buyer.token, ownerEndpoint.Id);
    for (let i = 0; i < 60 && !log.List.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      log = await deliveries(owned.buyer.token, ownerEndpoint.Id);
    }
    const redeliver = await server.post('/api/Webhook/Redeliver', { DeliveryId: log.List[0]!.Id }, { token: other.token }); // prettier-ignore
    expect(redeliver.status).toBe(404);
    expect((await server.post('/api/Webhook/Delete', { Id }, { token: owner.token })).status).toBe(200); // prettier-ignore
    expect((await server.get<Webhook[]>('/api/Webhook/List', { token: owner.token })).body.Data).toEqual([]); // prettier-ignore
  });

  test('ten endpoints a buyer, then WEBHOOKS_FULL', async () => {
    const buyer = await server.newUser();
    for (let i = 0; i < 10; i++) await endpointOf(buyer.token, ['memo.due']);
    const full = await save(buyer.token, { Url: receiver.url, Events: ['memo.due'], Enabled: true }, 'zh-CN'); // prettier-ignore
    expect(full).toMatchObject({ status: 409, body: { Code: 'WEBHOOKS_FULL', Message: 'Webhook 端点已达上限（10 个），请先删除一个再添加' } }); // prettier-ignore
  });

  test.each([
    ['Url', { Url: 'ftp://example.com/x', Events: ['memo.due'], Enabled: true }, '请输入以 https:// 开头的地址'], // prettier-ignore
    ['Url', { Url: '', Events: ['memo.due'], Enabled: true }, '不能为空'],
    ['Events', { Url: 'https://example.com/x', Events: [], Enabled: true }, '请至少选择一个要发送的事件'], // prettier-ignore
    ['Events.0', { Url: 'https://example.com/x', Events: ['order.paid'], Enabled: true }, 'Facet 不发送这个事件'], // prettier-ignore
    ['Enabled', { Url: 'https://example.com/x', Events: ['memo.due'] }, undefined],
  ])('a bad %s is refused on its field, in the caller’s language', async (path, body, message) => {
    const buyer = await server.newUser();
    const refused = await save(buyer.token, body, 'zh-CN');
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const fields = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields; // prettier-ignore
    expect(fields[0]!.Path).toBe(path);
    if (message) expect(fields[0]!.Message).toBe(message);
  });
});

describe('webhooks without WEBHOOK_ALLOW_PRIVATE', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer();
  });
  afterAll(() => strict?.close());

  test.each([
    'http://127.0.0.1:8080/hooks',
    'http://10.0.0.1/',
    'https://192.168.1.20/hooks',
    'https://100.64.0.1/',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hooks',
    'https://[fe80::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://0.0.0.0/',
    'https://localhost/hooks',
  ])('%s is refused on Url: a private address', async (Url) => {
    const buyer = await strict.newUser();
    const refused = await strict.post('/api/Webhook/Save', { Url, Events: ['stone.sold'], Enabled: true }, { token: buyer.token }); // prettier-ignore
    expect(refused).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const fields = (refused.body.Data as unknown as { Fields: { Path: string; Message: string }[] }).Fields; // prettier-ignore
    expect(fields).toEqual([{ Path: 'Url', Message: expect.stringMatching(/private or local network/) }]); // prettier-ignore
  });
});
