import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IM_CLOSE_UNAUTHORISED, type UserInfo } from '@facet/contract';
import { buildApp, type BuildOptions } from '../../app';
import { DependencyUnavailable } from '../../platform/health';
import { memoryPubSub, redisPubSub, type PubSub } from '../../platform/pubsub';
import { startTestServer, type TestServer } from '../../test/harness';
import { imClient } from '../../test/im-client';
import { chatMessages } from './chat.table';

// An account disabled or cancelled while its chat is open: the socket is hung up on (4401,
// which the shop and the console answer by finding their session gone), wherever it is open.

let server: TestServer;
let admin: { token: string; info: UserInfo };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.newUser('admin');
});
afterAll(() => server?.close());

/** An admin call through `baseUrl`, which may be another instance than the harness's. */
async function adminCall(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(body),
  });
  return response.status;
}

const disableBuyer = (userId: number, baseUrl = server.baseUrl) =>
  adminCall(baseUrl, '/api/Admin/Buyers/Disable', { UserId: userId, Disabled: true });

const disableStaff = (userId: number, baseUrl = server.baseUrl) =>
  adminCall(baseUrl, '/api/Admin/Staff/Update', { UserId: userId, Disabled: true });

/** More instances of the server over the harness's database, each on its own pub/sub. */
async function instances(pubsubs: PubSub[], logStream?: Writable, options: BuildOptions = {}) {
  const apps: FastifyInstance[] = [];
  for (const pubsub of pubsubs) {
    apps.push(
      await buildApp(
        { ...server.deps, pubsub },
        {
          logger: logStream ? { level: 'warn', stream: logStream } : false,
          serveWebApps: false,
          ...options,
        },
      ),
    );
  }
  const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  return {
    urls,
    close: () => Promise.all(apps.map((app) => app.close())),
  };
}

describe('on one instance', () => {
  test('a buyer disabled by an admin is hung up on at once; other chats go on', async () => {
    const [buyer, other, clerk] = await Promise.all([
      server.newUser(),
      server.newUser(),
      server.newUser('clerk'),
    ]);
    const [im, otherIm, desk] = await Promise.all(
      [buyer, other, clerk].map((user) => imClient(server.baseUrl, user.info)),
    );

    expect(await disableBuyer(buyer.info.UserId)).toBe(200);
    expect(await im!.closed).toBe(IM_CLOSE_UNAUTHORISED);

    // The buyer's sockets only: another buyer and the clerk still talk.
    const sent = await otherIm!.say('still open?');
    await desk!.next('message', (f) => f.Message.Id === sent.Id);
    await Promise.all([otherIm!.close(), desk!.close()]);
  });

  test('a clerk disabled by an admin is hung up on at once', async () => {
    const clerk = await server.newUser('clerk');
    const desk = await imClient(server.baseUrl, clerk.info);
    expect(await disableStaff(clerk.info.UserId)).toBe(200);
    expect(await desk.closed).toBe(IM_CLOSE_UNAUTHORISED);
  });

  test('a buyer who cancels their account is hung up on, on every device', async () => {
    const buyer = await server.newUser();
    const [phone, tablet] = await Promise.all([
      imClient(server.baseUrl, buyer.info),
      imClient(server.baseUrl, buyer.info),
    ]);
    const cancelled = await server.post(
      '/api/Relation/CancelAccount',
      { Password: buyer.password },
      { token: buyer.token },
    );
    expect(cancelled.status).toBe(200);
    expect(await phone.closed).toBe(IM_CLOSE_UNAUTHORISED);
    expect(await tablet.closed).toBe(IM_CLOSE_UNAUTHORISED);
  });

  /** Resolves the close code, or 'open' when the socket is still open after `ms`. */
  const closedWithin = (im: { closed: Promise<number> }, ms: number) =>
    Promise.race([im.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]); // prettier-ignore

  test('a clerk who logs out is hung up on within a second; their other session chats on; the old Sign opens nothing', async () => {
    const clerk = await server.newUser('clerk');
    const secondLogin = await server.post<UserInfo>('/api/Relation/EmailLogin', { Email: clerk.email, Password: clerk.password }); // prettier-ignore
    const buyer = await server.newUser();
    const [desk, otherDesk, im] = await Promise.all([
      imClient(server.baseUrl, clerk.info),
      imClient(server.baseUrl, secondLogin.body.Data),
      imClient(server.baseUrl, buyer.info),
    ]);
    const loggedOut = await server.post('/api/Relation/LogOut', {}, { token: clerk.token });
    expect(loggedOut.status).toBe(200);
    expect(await closedWithin(desk, 1000)).toBe(IM_CLOSE_UNAUTHORISED);

    // The buyer's next message reaches the clerk's other session, not the signed-out one.
    const sent = await im.say('anyone there?');
    await otherDesk.next('message', (f) => f.Message.Id === sent.Id);
    expect(desk.frames.some((f) => f.Type === 'message' && f.Message.Id === sent.Id)).toBe(false);

    const again = await imClient(server.baseUrl, clerk.info, { waitReady: false });
    expect((await again.next('error')).Code).toBe('AUTH_FAILED');
    expect(await again.closed).toBe(IM_CLOSE_UNAUTHORISED);
    await Promise.all([otherDesk.close(), im.close()]);
  });

  test('a new password closes every chat of the account, and their Signs open nothing', async () => {
    const buyer = await server.newUser();
    const [phone, tablet] = await Promise.all([
      imClient(server.baseUrl, buyer.info),
      imClient(server.baseUrl, buyer.info),
    ]);
    const code = await server.requestCode(buyer.email, 'reset');
    const reset = await server.post('/api/Relation/ResetPwd', { Email: buyer.email, Code: code, Password: 'Another123' }); // prettier-ignore
    expect(reset.status).toBe(200);
    expect(await closedWithin(phone, 1000)).toBe(IM_CLOSE_UNAUTHORISED);
    expect(await closedWithin(tablet, 1000)).toBe(IM_CLOSE_UNAUTHORISED);
    const again = await imClient(server.baseUrl, buyer.info, { waitReady: false });
    expect(await again.closed).toBe(IM_CLOSE_UNAUTHORISED);
  });

  test('enabling a buyer again hangs up on nobody', async () => {
    const buyer = await server.newUser();
    const im = await imClient(server.baseUrl, buyer.info);
    expect(
      await adminCall(server.baseUrl, '/api/Admin/Buyers/Disable', {
        UserId: buyer.info.UserId,
        Disabled: false,
      }),
    ).toBe(200);
    await im.say('still here');
    await im.close();
  });
});

describe('several instances', () => {
  test('the sockets on another instance are hung up on too', async () => {
    const redisUrl = process.env.REDIS_URL;
    const prefix = `facet-test:${randomUUID()}:`;
    // Redis when the run has one (each instance its own connections), else one shared bus.
    const bus = memoryPubSub();
    const pubsubs = redisUrl
      ? [redisPubSub(redisUrl, prefix), redisPubSub(redisUrl, prefix)]
      : [bus, bus];
    const { urls, close } = await instances(pubsubs);
    // An instance of the previous release, mid-upgrade, hears the chat events' channel only and
    // would take a hang-up there for a read receipt: hang-ups travel on a channel of their own.
    const heardByOlderRelease: unknown[] = [];
    const stopListening = await pubsubs[1]!.subscribe('im', (event) =>
      heardByOlderRelease.push(event),
    );
    try {
      const [buyer, clerk] = await Promise.all([server.newUser(), server.newUser('clerk')]);
      const [im, desk] = await Promise.all([
        imClient(urls[1]!, buyer.info),
        imClient(urls[1]!, clerk.info),
      ]);

      expect(await disableBuyer(buyer.info.UserId, urls[0])).toBe(200);
      expect(await im.closed).toBe(IM_CLOSE_UNAUTHORISED);
      expect(desk.closeCode).toBeNull();

      expect(await disableStaff(clerk.info.UserId, urls[0])).toBe(200);
      expect(await desk.closed).toBe(IM_CLOSE_UNAUTHORISED);
      expect(heardByOlderRelease).toEqual([]);
    } finally {
      await stopListening();
      await close();
      await Promise.all([...new Set(pubsubs)].map((pubsub) => pubsub.close()));
    }
  });

  test('with Redis away, a socket on the other instance that only pings is hung up on too', async () => {
    // A clerk's open inbox pings and never sends: it must not keep hearing buyers' messages.
    const bus = memoryPubSub();
    const unreachable: PubSub = {
      ...bus,
      publish: () => Promise.reject(new DependencyUnavailable('redis')),
    };
    // The look-up behind pings, at most every 20 s in service, is every 100 ms here.
    const { urls, close } = await instances([unreachable, bus], undefined, {
      chatPingRecheckMs: 100,
    });
    try {
      const clerk = await server.newUser('clerk');
      const desk = await imClient(urls[1]!, clerk.info);
      desk.send({ Type: 'ping' });
      await desk.next('pong');

      expect(await disableStaff(clerk.info.UserId, urls[0])).toBe(200);
      const pinging = setInterval(() => {
        if (desk.socket.readyState === desk.socket.OPEN) desk.send({ Type: 'ping' });
      }, 50);
      try {
        expect((await desk.next('error')).Code).toBe('AUTH_FAILED');
        expect(await desk.closed).toBe(IM_CLOSE_UNAUTHORISED);
      } finally {
        clearInterval(pinging);
      }
    } finally {
      await close();
      await bus.close();
    }
  });

  test('with Redis away the disabling stands, is logged, and the other instance refuses the next send', async () => {
    const bus = memoryPubSub();
    const unreachable: PubSub = {
      ...bus,
      publish: () => Promise.reject(new DependencyUnavailable('redis')),
    };
    const log: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    const { urls, close } = await instances([unreachable, bus], logStream);
    try {
      const buyer = await server.newUser();
      const [here, there] = await Promise.all([
        imClient(urls[0]!, buyer.info),
        imClient(urls[1]!, buyer.info),
      ]);

      expect(await disableBuyer(buyer.info.UserId, urls[0])).toBe(200);
      // The instance that disabled the buyer hangs up on its own socket all the same.
      expect(await here.closed).toBe(IM_CLOSE_UNAUTHORISED);
      expect(log.join('')).toContain('chat sign-out reached this instance only');
      // The account is disabled: the server answers its token 401 from now on.
      const me = await server.get('/api/Relation/GetPersonal', { token: buyer.token });
      expect(me.status).toBe(401);

      // The other instance never heard; the buyer's next message is refused, not stored.
      const ClientId = `c${randomUUID()}`;
      there.send({ Type: 'send', ClientId, Text: 'sent after being disabled' });
      expect((await there.next('error', (f) => f.ClientId === ClientId)).Code).toBe('AUTH_FAILED');
      expect(await there.closed).toBe(IM_CLOSE_UNAUTHORISED);
      const stored = await server.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.clientId, ClientId));
      expect(stored).toEqual([]);
    } finally {
      await close();
      await bus.close();
    }
  });
});
