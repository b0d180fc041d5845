import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PushKey, PushMessage, UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { imClient } from '../../test/im-client';

/** RFC 8188/8291 decryption, from a library Facet does not send with: an independent check. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }) => Buffer; // prettier-ignore
};

/** A phone's browser: its P-256 key pair and auth secret, as `PushSubscription.toJSON()` gives. */
function newDevice(service: { origin: string }, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    auth,
    endpoint: `${service.origin}/push/${name}`,
    subscription: (Topics: string[]) => ({
      Endpoint: `${service.origin}/push/${name}`,
      Keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      Topics,
    }),
  };
}
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** A push service on 127.0.0.1: keeps what it is sent, answers the statuses queued per path (201). */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const http: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path)?.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    answers,
    /** What `device` was sent, decrypted with its own keys, once `count` have come. */
    async messagesTo(
      device: { endpoint: string; ecdh: ECDH; auth: string },
      count = 1,
      timeoutMs = 10_000,
    ): Promise<PushMessage[]> {
      // prettier-ignore
      const deadline = Date.now() + timeoutMs;
      const path = new URL(device.endpoint).pathname;
      for (;;) {
        const got = received.filter((r) => r.path === path);
        if (got.length >= count || Date.now() > deadline) {
          return got.map((r) => JSON.parse(ece.decrypt(r.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString()) as PushMessage); // prettier-ignore
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => http.close(resolve)),
  };
}
type PushService = Awaited<ReturnType<typeof startPushService>>;

/** Checks a VAPID header (RFC 8292) as a push service does: signed by the key the app was given. */
function vapidOf(headers: IncomingHttpHeaders, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const [header, claims, signature] = match![1]!.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' }); // prettier-ignore
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')); // prettier-ignore
  return { valid, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string } }; // prettier-ignore
}

let server: TestServer;
let service: PushService;
beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1', VAPID_SUBJECT: 'mailto:sales@facet.example' } }); // prettier-ignore
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await server?.close();
});

const subscribe = (token: string, body: unknown, locale?: 'zh-CN') =>
  server.post<{ Id: number }>('/api/Push/Subscribe', body, { token, locale });
const confirm = async (OrderId: number) =>
  server.post('/api/Admin/Orders/Confirm', { OrderId }, { token: await server.clerkToken() });
const fieldsOf = (body: { Data: unknown }) => (body.Data as { Fields: { Path: string; Message: string }[] }).Fields; // prettier-ignore
/** An order placed (its notice handed to push) before the test's devices subscribe. */
async function newOrder() {
  const placed = await server.newOrder();
  for (let i = 0; i < 100; i++) {
    const pending = await server.db.execute(sql`select count(*)::int as n from notices where push_pending`); // prettier-ignore
    if ((pending as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return placed;
}
let devices = 0;
const deviceName = (what: string) => `${what}-${++devices}`;

/** The buyer asks customer service something in the chat, and a clerk answers `text`. */
async function staffReply(buyer: { info: UserInfo }, text: string) {
  const clerk = await server.newUser('clerk');
  const [im, desk] = await Promise.all([imClient(server.baseUrl, buyer.info), imClient(server.baseUrl, clerk.info)]); // prettier-ignore
  const asked = await im.say('Is my order confirmed?');
  const arrived = await desk.next('message', (f) => f.Message.Id === asked.Id);
  await desk.say(text, { ConversationId: arrived.Message.ConversationId });
  await Promise.all([im.close(), desk.close()]);
}

describe('web push', () => {
  test('a clerk confirms the order: the buyer’s phone is sent it, encrypted to it, signed by the server', async () => {
    const { buyer, order } = await newOrder();
    const key = (await server.get<PushKey>('/api/Push/Key', { token: buyer.token })).body.Data;
    expect(Buffer.from(key.PublicKey, 'base64url')).toHaveLength(65);
    const phone = newDevice(service, deviceName('confirm'));
    const subscribed = await subscribe(buyer.token, phone.subscription(['order.status_changed']));
    expect(subscribed).toMatchObject({ status: 200, body: { Data: { Id: expect.any(Number) } } });

    expect((await confirm(order.OrderId)).status).toBe(200);
    const [message] = await service.messagesTo(phone);
    expect(message).toEqual({
      Topic: 'order.status_changed',
      Title: expect.stringContaining(order.OrderNo),
      Body: expect.stringMatching(/\S/),
      Path: `/pages/order/details?id=${order.OrderId}`,
      Tag: `order-${order.OrderId}`,
    });
    const sent = service.received.find((r) => r.path === new URL(phone.endpoint).pathname)!;
    expect(sent.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    const vapid = vapidOf(sent.headers, key.PublicKey);
    expect(vapid.valid).toBe(true);
    expect(vapid.claims).toMatchObject({ aud: service.origin, sub: 'mailto:sales@facet.example' });
    expect(vapid.claims.exp - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    // Another device's keys cannot read it.
    const stranger = newDevice(service, 'stranger');
    expect(() => ece.decrypt(sent.body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.auth })).toThrow(); // prettier-ignore
  });

  test('each device hears only its topics, in its buyer’s language; a reply from customer service is one', async () => {
    const { buyer, order } = await newOrder();
    await server.db.execute(sql`update users set locale = 'zh-CN' where email = ${buyer.email}`);
    const chatOnly = newDevice(service, deviceName('chat'));
    const orders = newDevice(service, deviceName('orders'));
    await subscribe(buyer.token, chatOnly.subscription(['chat.replied']));
    await subscribe(buyer.token, orders.subscription(['order.status_changed']));

    await confirm(order.OrderId);
    await staffReply(buyer, '您好，订单已确认');
    const [reply] = await service.messagesTo(chatOnly);
    expect(reply).toEqual({ Topic: 'chat.replied', Title: '客服已回复', Body: '您好，订单已确认', Path: '/pages/ImService/index', Tag: 'chat' }); // prettier-ignore
    const [confirmed] = await service.messagesTo(orders);
    expect(confirmed!.Title).toContain('订单');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await service.messagesTo(chatOnly, 2, 0)).toHaveLength(1);
    expect(await service.messagesTo(orders, 2, 0)).toHaveLength(1);
  });

  test('a device the push service no longer knows (410) is dropped; a busy one (503) is tried again', async () => {
    const { buyer, order } = await newOrder();
    const gone = newDevice(service, deviceName('gone'));
    const busy = newDevice(service, deviceName('busy'));
    await subscribe(buyer.token, gone.subscription(['order.status_changed']));
    await subscribe(buyer.token, busy.subscription(['order.status_changed']));
    service.answers.set(new URL(gone.endpoint).pathname, [410]);
    service.answers.set(new URL(busy.endpoint).pathname, [503]);

    await confirm(order.OrderId);
    const twice = await service.messagesTo(busy, 2, 15_000);
    expect(twice).toHaveLength(2);
    expect(twice[1]).toEqual(twice[0]);
    expect(await service.messagesTo(gone)).toHaveLength(1);
    const rows = await server.db.execute(sql`select count(*)::int as n from push_subscriptions where endpoint = ${gone.endpoint}`); // prettier-ignore
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 30_000);

  test('unsubscribed, a device is told nothing; a device taken over by another buyer is theirs', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const phone = newDevice(service, deviceName('shared'));
    await subscribe(first.buyer.token, phone.subscription(['order.status_changed']));
    await subscribe(second.buyer.token, phone.subscription(['order.status_changed']));
    await confirm(first.order.OrderId);
    await confirm(second.order.OrderId);
    const [told] = await service.messagesTo(phone);
    expect(told!.Path).toBe(`/pages/order/details?id=${second.order.OrderId}`);

    const off = await server.post('/api/Push/Unsubscribe', { Endpoint: phone.endpoint }, { token: second.buyer.token }); // prettier-ignore
    expect(off).toMatchObject({ status: 200, body: { Data: {} } });
    const third = await newOrder();
    await confirm(third.order.OrderId);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await service.messagesTo(phone, 2, 0)).toHaveLength(1);
  });

  test('bad subscriptions are refused field by field, in the buyer’s language; signed out is 401', async () => {
    const buyer = await server.newUser();
    const phone = newDevice(service, 'bad');
    const good = phone.subscription(['order.status_changed']);
    const refused = await subscribe(buyer.token, { ...good, Endpoint: 'ftp://x', Keys: { p256dh: 'AAAA', auth: good.Keys.auth }, Topics: ['stone.sold'] }, 'zh-CN'); // prettier-ignore
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Path: 'Endpoint', Message: '无法读取通知服务地址' }),
        expect.objectContaining({ Path: 'Keys.p256dh', Message: '无法读取此设备的通知密钥' }),
        expect.objectContaining({ Path: 'Topics.0', Message: 'Facet 不发送此类通知' }),
      ]),
    );
    expect((await server.post('/api/Push/Subscribe', good)).status).toBe(401);
    expect((await server.get('/api/Push/Key')).status).toBe(401);
  });
});

describe('web push, private push services refused', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer();
  });
  afterAll(() => strict?.close());

  test('a subscription naming a private or loopback address is refused (SSRF)', async () => {
    const buyer = await strict.newUser();
    for (const Endpoint of [
      'http://127.0.0.1:9/push',
      'https://10.0.0.8/push',
      'https://[::1]/push',
    ]) {
      const refused = await strict.post('/api/Push/Subscribe', { ...newDevice(service, 'x').subscription([]), Endpoint }, { token: buyer.token }); // prettier-ignore
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual([expect.objectContaining({ Path: 'Endpoint', Message: 'This notification service is not one Facet sends to' })]); // prettier-ignore
    }
  });
});
