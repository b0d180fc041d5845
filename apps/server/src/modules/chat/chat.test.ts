import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  ChatBuyerProfile,
  ChatHistory,
  Conversation,
  Inbox,
  NoticeUnread,
  PersonalWithIm,
  UserInfo,
} from '@facet/contract';
import { buildApp } from '../../app';
import { signer } from '../../platform/signing';
import { redisPubSub } from '../../platform/pubsub';
import { startTestServer, TEST_SECRET, type TestServer } from '../../test/harness';
import { imClient } from '../../test/im-client';
import { chatMessages, conversations } from './chat.table';

let server: TestServer;
let clerk: { token: string; info: UserInfo };

beforeAll(async () => {
  server = await startTestServer();
  clerk = await server.newUser('clerk');
});
afterAll(() => server?.close());

const connect = (info: Pick<UserInfo, 'ImUserId' | 'Sign'>, locale?: string) =>
  imClient(server.baseUrl, info, { locale });

/** The session a Sign belongs to: `<sessionId>.<expiry>.<mac>`. */
const sessionOf = (info: UserInfo) => info.Sign.split('.')[0]!;

describe('the Sign', () => {
  test('opens the chat for the user it was issued to', async () => {
    const buyer = await server.newUser();
    const im = await connect(buyer.info);
    expect(im.frames[0]).toEqual({ Type: 'ready', Side: 'buyer' });
    await im.close();
  });

  test.each([
    ['tampered', (info: UserInfo) => ({ ...info, Sign: info.Sign.slice(0, -2) + 'xx' })],
    ['missing', (info: UserInfo) => ({ ...info, Sign: '' })],
    ['of another user', (info: UserInfo) => ({ ...info, ImUserId: `facet_${info.UserId + 1}` })],
    [
      'moved to another session',
      (info: UserInfo) => ({
        ...info,
        Sign: info.Sign.replace(/^\d+/, (id) => String(Number(id) + 1)),
      }),
    ],
    [
      'without its session (the wave-2 form)',
      (info: UserInfo) => ({ ...info, Sign: signer(TEST_SECRET).sign('im', info.ImUserId, 3600) }),
    ],
    [
      'expired',
      (info: UserInfo) => ({
        ...info,
        Sign: `${sessionOf(info)}.${signer(TEST_SECRET, () => Date.now() - 8 * 24 * 3600_000).sign('im', `${info.ImUserId}#${sessionOf(info)}`, 7 * 24 * 3600)}`, // prettier-ignore
      }),
    ],
    [
      'signed with another secret',
      (info: UserInfo) => ({
        ...info,
        Sign: `${sessionOf(info)}.${signer('another-secret-another-secret').sign('im', `${info.ImUserId}#${sessionOf(info)}`, 3600)}`, // prettier-ignore
      }),
    ],
  ])('%s is refused with 4401 and a translated error', async (_case, forge) => {
    const buyer = await server.newUser();
    const im = await imClient(server.baseUrl, forge(buyer.info), {
      locale: 'zh-CN',
      waitReady: false,
    });
    const error = await im.next('error');
    expect(error.Code).toBe('AUTH_FAILED');
    expect(error.Message).toMatch(/[\u4e00-\u9fff]/);
    expect(await im.closed).toBe(4401);
    expect(im.frames.some((f) => f.Type === 'ready')).toBe(false);
  });

  test('a cancelled account can no longer chat', async () => {
    const buyer = await server.newUser();
    await server.post(
      '/api/Relation/CancelAccount',
      { Password: buyer.password },
      { token: buyer.token },
    );
    const im = await imClient(server.baseUrl, buyer.info, { waitReady: false });
    expect(await im.closed).toBe(4401);
  });

  test('a disabled account can no longer chat, with credentials signed before', async () => {
    const buyer = await server.newUser();
    const admin = await server.newUser('admin');
    await server.post('/api/Admin/Buyers/Disable', { UserId: buyer.info.UserId, Disabled: true }, { token: admin.token }); // prettier-ignore
    const im = await imClient(server.baseUrl, buyer.info, { waitReady: false });
    expect(await im.closed).toBe(4401);
  });

  test('GetPersonal renews the credentials, and the renewed ones work', async () => {
    const buyer = await server.newUser();
    const personal = await server.get<PersonalWithIm>('/api/Relation/GetPersonal', {
      token: buyer.token,
    });
    expect(personal.body.Data.ImUserId).toBe(buyer.info.ImUserId);
    const im = await connect(personal.body.Data);
    await im.close();
  });
});

describe('talking', () => {
  test('a buyer and a clerk exchange messages, stored before they are acknowledged', async () => {
    const buyer = await server.newUser();
    const [im, desk] = await Promise.all([connect(buyer.info), connect(clerk.info)]);

    const sent = await im.say('  Is stone T000123 still available?  ');
    const [stored] = await server.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.Id));
    expect(stored?.text).toBe('Is stone T000123 still available?');

    const arrived = await desk.next('message', (f) => f.Message.Id === sent.Id);
    expect(arrived.Message).toMatchObject({
      From: 'buyer',
      Text: 'Is stone T000123 still available?',
      ClientId: sent.ClientId,
      Read: false,
    });
    // The buyer's other devices hear their own message too.
    await im.next('message', (f) => f.Message.Id === sent.Id);

    const reply = await desk.say('Yes — shall I hold it for you?', {
      ConversationId: arrived.Message.ConversationId,
    });
    const heard = await im.next('message', (f) => f.Message.Id === reply.Id);
    expect(heard.Message).toMatchObject({ From: 'staff', SenderName: expect.any(String) });
    expect(heard.Message.SenderName).not.toBe('');

    // Read receipts travel both ways.
    im.send({ Type: 'read', UpTo: reply.Id });
    const read = await desk.next('read', (f) => f.By === 'buyer');
    expect(read).toMatchObject({ UpTo: reply.Id, ConversationId: arrived.Message.ConversationId });

    const history = await server.get<ChatHistory>('/api/Im/History', { token: buyer.token });
    expect(history.body.Data.Messages.map((m) => [m.From, m.Read])).toEqual([
      ['buyer', true],
      ['staff', true],
    ]);
    await Promise.all([im.close(), desk.close()]);
  });

  test('a resend with the same ClientId is stored once, even sent twice at once', async () => {
    const buyer = await server.newUser();
    const im = await connect(buyer.info);
    const ClientId = randomUUID();
    const frame = { Type: 'send', ClientId, Text: 'hello once' };
    im.send(frame);
    im.send(frame);
    const first = await im.next('ack', (a) => a.ClientId === ClientId);
    await expect.poll(() => im.frames.filter((f) => f.Type === 'ack').length).toBe(2);
    const acks = im.frames.filter((f) => f.Type === 'ack');
    expect(acks.every((a) => a.Type === 'ack' && a.Id === first.Id)).toBe(true);

    // After a reconnect, the same resend is still recognised.
    await im.close();
    const again = await connect(buyer.info);
    again.send(frame);
    expect((await again.next('ack')).Id).toBe(first.Id);
    const stored = await server.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientId, ClientId));
    expect(stored).toHaveLength(1);
    await again.close();
  });

  test('a resend reaches the clerks once, also when the instance that stored it died before delivering it', async () => {
    const buyer = await server.newUser();
    const { body } = await server.get<Conversation>('/api/Im/Conversation', { token: buyer.token });
    // What an instance killed between storing a message and publishing it leaves: the message
    // stored, no ack for the buyer, nothing on any clerk's socket.
    const ClientId = randomUUID();
    const frame = { Type: 'send', ClientId, Text: 'sent as the instance died' };
    await server.db.insert(chatMessages).values({
      conversationId: body.Data.ConversationId,
      senderId: buyer.info.UserId,
      side: 'buyer',
      clientId: ClientId,
      text: frame.Text,
    });
    const [im, desk] = await Promise.all([connect(buyer.info), connect(clerk.info)]);
    im.send(frame);
    const ack = await im.next('ack', (a) => a.ClientId === ClientId);
    await desk.next('message', (f) => f.Message.Id === ack.Id);

    // Its ack lost as well, sent once more: delivered lately, so not delivered again.
    im.send(frame);
    const after = await im.say('and one more');
    await desk.next('message', (f) => f.Message.Id === after.Id);
    const heard = desk.frames.filter(
      (f) => f.Type === 'message' && f.Message.ClientId === ClientId,
    );
    expect(heard).toHaveLength(1);
    await Promise.all([im.close(), desk.close()]);
  });

  test('a burst of messages reaches every clerk socket once each, in the order stored', async () => {
    const buyer = await server.newUser();
    const [im, desk, otherDesk] = await Promise.all([
      connect(buyer.info),
      connect(clerk.info),
      connect(clerk.info),
    ]);
    // Sent at once: the frames meet in the fan-out's window and leave together.
    const clientIds = Array.from({ length: 15 }, () => randomUUID());
    for (const [i, ClientId] of clientIds.entries()) {
      im.send({ Type: 'send', ClientId, Text: `stone ${i}: still available?` });
    }
    const acks = await Promise.all(
      clientIds.map((ClientId) => im.next('ack', (a) => a.ClientId === ClientId)),
    );
    const ids = acks.map((ack) => ack.Id);
    const last = Math.max(...ids);
    for (const socket of [desk, otherDesk]) {
      await socket.next('message', (f) => f.Message.Id === last);
      const heard = socket.frames.flatMap((f) =>
        f.Type === 'message' && ids.includes(f.Message.Id) ? [f.Message.Id] : [],
      );
      expect(heard).toEqual([...ids].sort((a, b) => a - b));
    }
    await Promise.all([im.close(), desk.close(), otherDesk.close()]);
  });

  test('a message sent while the buyer is away is delivered when they connect', async () => {
    const buyer = await server.newUser();
    const { body } = await server.get<Conversation>('/api/Im/Conversation', { token: buyer.token });
    const desk = await connect(clerk.info);
    const reply = await desk.say('Your parcel is ready.', {
      ConversationId: body.Data.ConversationId,
    });

    const unread = await server.get<Conversation>('/api/Im/Conversation', { token: buyer.token });
    expect(unread.body.Data.Unread).toBe(1);
    const badge = await server.get<NoticeUnread>('/api/Im_SystemNotice/Unread', {
      token: buyer.token,
    });
    expect(badge.body.Data.Chat).toBe(1);
    expect(unread.body.Data.LastMessage?.Text).toBe('Your parcel is ready.');

    const im = await connect(buyer.info);
    const missed = await im.next('message', (f) => f.Message.Id === reply.Id);
    expect(missed.Message.Text).toBe('Your parcel is ready.');
    await Promise.all([im.close(), desk.close()]);
  });

  test('buyers connecting at once (an instance failing over) each get their own missed replies; a disabled one among them is refused', async () => {
    const desk = await connect(clerk.info);
    const admin = await server.newUser('admin');
    const buyers = await Promise.all([1, 2, 3, 4].map(() => server.newUser()));
    const replies = await Promise.all(
      buyers.map(async (buyer, i) => {
        const { body } = await server.get<Conversation>('/api/Im/Conversation', { token: buyer.token }); // prettier-ignore
        return desk.say(`Stone ${i} is on hold for you.`, { ConversationId: body.Data.ConversationId }); // prettier-ignore
      }),
    );
    const disabled = await server.newUser();
    await server.post('/api/Admin/Buyers/Disable', { UserId: disabled.info.UserId, Disabled: true }, { token: admin.token }); // prettier-ignore

    const [refused, ...sockets] = await Promise.all([
      imClient(server.baseUrl, disabled.info, { waitReady: false }),
      ...buyers.map((buyer) => connect(buyer.info)),
    ]);
    expect(await refused!.closed).toBe(4401);
    await Promise.all(
      sockets.map(async (im, i) => {
        const missed = await im.next('message');
        expect(missed.Message.Id).toBe(replies[i]!.Id);
        expect(missed.Message.Text).toBe(`Stone ${i} is on hold for you.`);
      }),
    );
    // Nothing else came: each socket heard its own conversation only.
    await Promise.all(
      sockets.map(async (im) => {
        await im.say('Thank you.');
        await im.next('message', (f) => f.Message.Text === 'Thank you.');
      }),
    );
    for (const im of sockets) {
      expect(im.frames.filter((f) => f.Type === 'message').map((f) => f.Message.Text)).toEqual([
        expect.stringMatching(/^Stone \d is on hold for you\.$/),
        'Thank you.',
      ]);
    }
    await Promise.all([...sockets.map((im) => im.close()), desk.close()]);
  });
  test('pictures are the sender’s own chat uploads, and private', async () => {
    const buyer = await server.newUser();
    const other = await server.newUser();
    const mine = await server.upload(buyer.token, 'chat');
    const theirs = await server.upload(other.token, 'chat');
    const avatar = await server.upload(buyer.token, 'avatar');
    const im = await connect(buyer.info);

    const sent = await im.say('', { FileId: mine.FileId });
    const message = await im.next('message', (f) => f.Message.Id === sent.Id);
    expect(message.Message.Picture).toMatchObject({ FileId: mine.FileId, Width: 32, Height: 32 });
    const url = message.Message.Picture!.Url;
    expect((await fetch(server.baseUrl + url)).status).toBe(200);
    expect((await fetch(server.baseUrl + url.split('?')[0])).status).toBe(404);

    for (const FileId of [theirs.FileId, avatar.FileId]) {
      im.send({ Type: 'send', ClientId: `p-${FileId}`, FileId });
      const error = await im.next('error', (e) => e.ClientId === `p-${FileId}`);
      expect(error.Code).toBe('VALIDATION');
    }
    await im.close();
  });

  test('bad frames get a translated error and the connection carries on', async () => {
    const buyer = await server.newUser();
    const im = await connect(buyer.info, 'zh-TW');
    im.send('not json');
    im.send({ Type: 'send', ClientId: 'empty', Text: '   ' });
    im.send({ Type: 'send', ClientId: 'long', Text: 'x'.repeat(2001) });
    im.send({ Type: 'send', ClientId: 'bad id!', Text: 'hi' });
    im.send({ Type: 'shout', Text: 'hi' });
    im.send({ Type: 'read', UpTo: -1 });
    await expect.poll(() => im.frames.filter((f) => f.Type === 'error').length).toBe(6);
    const errors = im.frames.filter((f) => f.Type === 'error');
    expect(errors.every((e) => e.Type === 'error' && e.Code === 'VALIDATION')).toBe(true);
    expect(errors.find((e) => e.Type === 'error' && e.ClientId === 'long')?.Message).toMatch(
      /[\u4e00-\u9fff]/,
    );
    // Still open and working.
    im.send({ Type: 'ping' });
    await im.next('pong');
    const ok = await im.say('x'.repeat(2000));
    expect(ok.Id).toBeGreaterThan(0);
    await im.close();
  });

  test('more than 20 sends in 10 seconds are refused with RATE_LIMITED', async () => {
    const buyer = await server.newUser();
    const im = await connect(buyer.info);
    for (let i = 0; i < 22; i++) im.send({ Type: 'send', ClientId: `burst-${i}`, Text: `#${i}` });
    const limited = await im.next('error', (e) => e.Code === 'RATE_LIMITED');
    expect(limited.ClientId).toBe('burst-20');
    expect(im.frames.filter((f) => f.Type === 'ack')).toHaveLength(20);
    await im.close();
  });
});

describe('privacy', () => {
  test('a buyer only ever reaches their own conversation', async () => {
    const alice = await server.newUser();
    const bob = await server.newUser();
    const [a, b] = await Promise.all([connect(alice.info), connect(bob.info)]);
    const bobs = await server.get<Conversation>('/api/Im/Conversation', { token: bob.token });

    // Naming Bob's conversation does not put Alice's words in it.
    const sent = await a.say('for Bob?', { ConversationId: bobs.body.Data.ConversationId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.frames.some((f) => f.Type === 'message')).toBe(false);
    const bobHistory = await server.get<ChatHistory>('/api/Im/History', { token: bob.token });
    expect(bobHistory.body.Data.Messages).toHaveLength(0);
    const aliceHistory = await server.get<ChatHistory>('/api/Im/History', { token: alice.token });
    expect(aliceHistory.body.Data.Messages.map((m) => m.Id)).toEqual([sent.Id]);

    // Marking Bob's conversation read from Alice's socket touches only Alice's own.
    a.send({ Type: 'read', UpTo: 10_000, ConversationId: bobs.body.Data.ConversationId });

    // The back office's calls do not exist for a buyer.
    for (const path of [
      `/api/Admin/Im/History?ConversationId=${bobs.body.Data.ConversationId}`,
      '/api/Admin/Im/Inbox',
      `/api/Admin/Im/Buyer?ConversationId=${bobs.body.Data.ConversationId}`,
    ]) {
      expect((await server.get(path, { token: alice.token })).status).toBe(404);
    }
    expect((await server.get('/api/Im/History')).status).toBe(401);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('history and the inbox', () => {
  test('the News badge counts no chat for a buyer who never chatted, and opens none', async () => {
    const buyer = await server.newUser();
    const badge = await server.get<NoticeUnread>('/api/Im_SystemNotice/Unread', {
      token: buyer.token,
    });
    expect(badge.body.Data.Chat).toBe(0);
    const opened = await server.db
      .select()
      .from(conversations)
      .where(eq(conversations.buyerId, buyer.info.UserId));
    expect(opened).toEqual([]);
  });

  test('history pages backwards, oldest first in each page', async () => {
    const buyer = await server.newUser();
    const im = await connect(buyer.info);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await im.say(`message ${i}`)).Id);
    await im.close();

    const newest = await server.get<ChatHistory>('/api/Im/History?Limit=3', { token: buyer.token });
    expect(newest.body.Data.Messages.map((m) => m.Text)).toEqual([
      'message 5',
      'message 6',
      'message 7',
    ]);
    expect(newest.body.Data.HasMore).toBe(true);
    const older = await server.get<ChatHistory>(`/api/Im/History?Limit=3&Before=${ids[4]}`, {
      token: buyer.token,
    });
    expect(older.body.Data.Messages.map((m) => m.Text)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
    const oldest = await server.get<ChatHistory>(`/api/Im/History?Limit=3&Before=${ids[1]}`, {
      token: buyer.token,
    });
    expect(oldest.body.Data).toMatchObject({ HasMore: false, Messages: [{ Text: 'message 1' }] });

    for (const query of ['Limit=101', 'Limit=0', 'Before=abc', 'Sort=up']) {
      const bad = await server.get(`/api/Im/History?${query}`, { token: buyer.token });
      expect(bad.status).toBe(400);
    }
  });

  test('the inbox lists the latest conversation first with its unread count and buyer', async () => {
    const buyer = await server.newUser();
    await server.post(
      '/api/Relation/SetPersonal',
      { NickName: 'Inbox Ivy' },
      { token: buyer.token },
    );
    const im = await connect(buyer.info);
    await im.say('first question');
    await im.say('second question');

    const inbox = await server.get<Inbox>('/api/Admin/Im/Inbox?Keyword=inbox ivy', {
      token: clerk.token,
    });
    expect(inbox.body.Data.List).toHaveLength(1);
    const [item] = inbox.body.Data.List;
    expect(item).toMatchObject({
      Unread: 2,
      Buyer: { NickName: 'Inbox Ivy', Email: buyer.email },
      LastMessage: { Text: 'second question', SenderName: 'Inbox Ivy' },
    });
    const everyone = await server.get<Inbox>('/api/Admin/Im/Inbox', { token: clerk.token });
    expect(everyone.body.Data.List[0]?.ConversationId).toBe(item!.ConversationId);
    expect(everyone.body.Data.Unread).toBeGreaterThanOrEqual(2);

    // A clerk reading it clears the count for every clerk.
    const desk = await connect(clerk.info);
    desk.send({ Type: 'read', UpTo: item!.LastMessage!.Id, ConversationId: item!.ConversationId });
    await im.next('read', (r) => r.By === 'staff');
    const after = await server.get<Inbox>('/api/Admin/Im/Inbox?Keyword=Inbox Ivy', {
      token: clerk.token,
    });
    expect(after.body.Data.List[0]?.Unread).toBe(0);

    const profile = await server.get<ChatBuyerProfile>(
      `/api/Admin/Im/Buyer?ConversationId=${item!.ConversationId}`,
      { token: clerk.token },
    );
    expect(profile.body.Data.Buyer).toMatchObject({ NickName: 'Inbox Ivy', Email: buyer.email });
    expect(profile.body.Data.RecentOrders).toEqual([]);
    expect(
      (await server.get('/api/Admin/Im/Buyer?ConversationId=999999', { token: clerk.token }))
        .status,
    ).toBe(404);
    await Promise.all([im.close(), desk.close()]);
  });

  test('a clerk must name the conversation, and it must exist', async () => {
    const desk = await connect(clerk.info);
    desk.send({ Type: 'send', ClientId: 'nowhere', Text: 'hello?' });
    expect((await desk.next('error', (e) => e.ClientId === 'nowhere')).Code).toBe('VALIDATION');
    desk.send({ Type: 'send', ClientId: 'ghost', Text: 'hello?', ConversationId: 999_999 });
    expect((await desk.next('error', (e) => e.ClientId === 'ghost')).Code).toBe('NOT_FOUND');
    await desk.close();
  });
});

describe('asking about a stone', () => {
  const ask = (token: string, body: Record<string, unknown>, locale?: 'zh-CN') =>
    server.post<{ MessageId: number }>('/api/Diamonds/RequestMedia', body, { token, locale });

  test('a video request reaches the clerks as a message carrying the stone’s card', async () => {
    const stone = await server.newStone({ Weight: 1.01, Color: 'F' });
    const buyer = await server.newUser();
    const desk = await connect(clerk.info);

    const asked = await ask(buyer.token, { GoodsId: stone.Id, Kind: 'video' }, 'zh-CN');
    expect(asked.status).toBe(200);
    const arrived = await desk.next('message', (f) => f.Message.Id === asked.body.Data.MessageId);
    expect(arrived.Message).toMatchObject({
      From: 'buyer',
      Text: '能否发一段这颗石头的视频给我？',
      Stone: {
        GoodsId: stone.Id,
        StockNo: stone.StockNo,
        Title: `1.01 ct F VS1 · ${stone.StockNo}`,
        Request: 'video',
      },
    });

    // With a note of the buyer's own, in the buyer's history too.
    await ask(buyer.token, { GoodsId: stone.Id, Kind: 'details', Note: ' Any fluorescence? ' });
    const history = await server.get<ChatHistory>('/api/Im/History', { token: buyer.token });
    expect(history.body.Data.Messages.at(-1)).toMatchObject({
      Text: 'I have a question about this stone: is it eye clean, and any shade, milkiness or BGM?\nAny fluorescence?',
      Stone: { GoodsId: stone.Id, Request: 'details' },
    });
    await desk.close();
  });

  test('refused: an unknown stone (404), a wrong kind or a long note (400), a clerk (404)', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    expect((await ask(buyer.token, { GoodsId: 99_999_999, Kind: 'video' })).status).toBe(404);
    const kind = await ask(buyer.token, { GoodsId: stone.Id, Kind: 'hologram' });
    expect(kind).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    const note = await ask(buyer.token, { GoodsId: stone.Id, Kind: 'images', Note: 'x'.repeat(141) }); // prettier-ignore
    expect(note).toMatchObject({ status: 400, body: { Code: 'VALIDATION' } });
    expect((await ask(clerk.token, { GoodsId: stone.Id, Kind: 'video' })).status).toBe(404);
    expect((await server.post('/api/Diamonds/RequestMedia', { GoodsId: stone.Id, Kind: 'video' })).status).toBe(401); // prettier-ignore
  });

  test('requests count against the sending limit like any message', async () => {
    const stone = await server.newStone();
    const buyer = await server.newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await ask(buyer.token, { GoodsId: stone.Id, Kind: 'images' })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('several server instances', () => {
  test('with Redis, a buyer on one instance and a clerk on another talk both ways', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `facet-test:${randomUUID()}:`;
    // Two instances over one database, each with its own Redis connections.
    const first = await buildApp(
      { ...server.deps, pubsub: redisPubSub(redisUrl, prefix) },
      { logger: false, serveWebApps: false },
    );
    const second = await buildApp(
      { ...server.deps, pubsub: redisPubSub(redisUrl, prefix) },
      { logger: false, serveWebApps: false },
    );
    const urls = await Promise.all(
      [first, second].map((app) => app.listen({ port: 0, host: '127.0.0.1' })),
    );
    try {
      const buyer = await server.newUser();
      const im = await imClient(urls[0]!, buyer.info);
      const desk = await imClient(urls[1]!, clerk.info);

      const question = await im.say('across instances?');
      const heard = await desk.next('message', (f) => f.Message.Id === question.Id);
      const answer = await desk.say('loud and clear', {
        ConversationId: heard.Message.ConversationId,
      });
      expect((await im.next('message', (f) => f.Message.Id === answer.Id)).Message.Text).toBe(
        'loud and clear',
      );
      im.send({ Type: 'read', UpTo: answer.Id });
      await desk.next('read', (r) => r.UpTo === answer.Id);
      await Promise.all([im.close(), desk.close()]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
