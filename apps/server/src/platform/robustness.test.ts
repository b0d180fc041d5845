import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { UserInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { imClient } from '../test/im-client';

const JSON_CALLS = [
  '/api/Relation/GetEmailCode',
  '/api/Relation/EmailRegister',
  '/api/Relation/EmailLogin',
  '/api/Relation/ResetPwd',
  '/api/Relation/SetPersonal',
  '/api/Relation/CancelAccount',
  '/api/Relation/Feedback',
  '/api/Admin/Login',
];

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ logStream });
  token = (await server.newUser()).token;
});
afterAll(() => server.close());

describe('garbage bodies get 400, never 500', () => {
  const garbage: [string, string][] = [
    ['broken JSON', '{"Email": "a@b.co", '],
    ['a bare string', '"hello"'],
    ['an array', '[1, 2, 3]'],
    ['null', 'null'],
    ['a number', '42'],
    [
      'wrong types',
      '{"Email": 12, "Password": true, "Code": [], "AgreeTerms": "yes", "Purpose": {}}',
    ],
    [
      'unknown fields',
      '{"Email": "a@b.co", "Password": "abc123", "IsAdmin": true, "Role": "admin"}',
    ],
    ['a huge string', JSON.stringify({ Email: 'a'.repeat(200_000) + '@b.co', Password: 'x' })],
    ['a body over the size limit', JSON.stringify({ Content: 'x'.repeat(300_000) })],
    ['prototype poisoning', '{"__proto__": {"admin": true}, "Email": "a@b.co"}'],
    ['deep nesting', '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
  ];
  test.each(JSON_CALLS.flatMap((url) => garbage.map(([name, body]) => [url, name, body] as const)))(
    '%s with %s',
    async (url, _name, body) => {
      const res = await server.post(url, body, { token });
      expect(res.status).toBe(400);
      expect(res.body.Success).toBe(false);
      expect(res.body.Code).toBe('VALIDATION');
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    },
  );

  test('a wrong content type is a 400', async () => {
    const res = await server.post('/api/Relation/EmailLogin', 'Email=a@b.co', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
  });

  test('unknown API paths are an enveloped 404', async () => {
    const res = await server.get('/api/Nope/Nothing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ Success: false, Code: 'NOT_FOUND' });
  });

  test('any JSON value on any call is answered below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_CALLS),
        fc.jsonValue({ maxDepth: 3 }),
        async (url, body) => {
          const res = await server.post(url, JSON.stringify(body), { token });
          expect(res.status).toBeLessThan(500);
          expect(typeof res.body.Success).toBe('boolean');
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** The cart, address and order calls, with their methods; staff calls with a clerk's token. */
const ORDER_CALLS: [method: string, url: string][] = [
  ['PUT', '/api/ShoppingCart/Add'],
  ['DELETE', '/api/ShoppingCart/Delete'],
  ['PUT', '/api/ShoppingCart/UpdateInfoById'],
  ['PUT', '/api/ShoppingCart/SelectAll'],
  ['POST', '/api/Wholesaler_Address/AddOrUpd'],
  ['DELETE', '/api/Wholesaler_Address/Del'],
  ['POST', '/api/Order/AddOrder'],
  ['POST', '/api/Order/List'],
  ['POST', '/api/Order/Detail'],
  ['POST', '/api/Order/AddDemandOrder'],
  ['POST', '/api/Order/AddReMark'],
  ['POST', '/api/Order/UploadPaymentVouchers'],
  ['POST', '/api/Order/ReplaceReceiveAddress'],
  ['POST', '/api/Order/Cancel'],
  ['POST', '/api/Admin/Orders/List'],
  ['POST', '/api/Admin/Orders/Confirm'],
  ['POST', '/api/Admin/Orders/Ship'],
  ['POST', '/api/Admin/Orders/MarkAbnormal'],
];

describe('orders: any JSON value is answered below 500', () => {
  test('on every cart, address and order call', async () => {
    const clerk = await server.clerkToken();
    // Small ids hit real rows now and then: an order and a cart line of this buyer exist.
    await server.post('/api/Wholesaler_Address/AddOrUpd', {
      Surname: 'Chan', Name: 'Mei', Mobile: '+852 9123 4567',
      Address: '1 Harbour Road', City: 'Hong Kong', Country: 'Hong Kong',
    }, { token }); // prettier-ignore
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          OrderId: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.jsonValue()),
          CartIds: fc.array(fc.integer({ min: -1, max: 3 })),
          Id: fc.integer({ min: -1, max: 3 }),
          Lines: fc.array(fc.record({ LineId: fc.integer(), UnitPrice: fc.double() })),
          Amount: fc.double(),
          Quantity: fc.double(),
          ReceivingMethod: fc.constantFrom('pickup', 'express', 'drone'),
          Status: fc.string(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDER_CALLS), value, async ([method, url], body) => {
        const res = await server.call(method, url, JSON.stringify(body), {
          token: url.startsWith('/api/Admin/') ? clerk : token,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(typeof res.body.Success).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('news: any input is answered below 500', () => {
  test('on every notice and chat call, body or query', async () => {
    const clerk = await server.clerkToken();
    const POSTS = [
      '/api/Im_SystemNotice/Read',
      '/api/Admin/Notice/Publish',
      '/api/Admin/Notice/Delete',
    ];
    const GETS = [
      '/api/Im_SystemNotice/GetList',
      '/api/Im_SystemNotice/Detail',
      '/api/Im/History',
      '/api/Admin/Notice/List',
      '/api/Admin/Im/Inbox',
      '/api/Admin/Im/History',
      '/api/Admin/Im/Buyer',
    ];
    const query = fc.dictionary(
      fc.constantFrom('Id', 'Kind', 'PageIndex', 'PageSize', 'Before', 'Limit', 'ConversationId', 'Keyword', 'x'),
      fc.oneof(fc.string(), fc.integer().map(String), fc.constant('')),
    ); // prettier-ignore
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          Id: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.jsonValue()),
          All: fc.jsonValue(),
          Kind: fc.string(),
          Title: fc.string(),
          Summary: fc.string(),
          Content: fc.oneof(fc.string(), fc.constant('<p onclick=x>hi</p><script>1</script>')),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constant('POST'), fc.constantFrom(...POSTS), body),
          fc.tuple(fc.constant('GET'), fc.constantFrom(...GETS), query),
        ),
        fc.boolean(),
        async ([method, url, input], asStaff) => {
          const auth = { token: asStaff ? clerk : token };
          const res =
            method === 'GET'
              ? await server.get(
                  `${url}?${new URLSearchParams(input as Record<string, string>)}`,
                  auth,
                )
              : await server.call(method, url, JSON.stringify(input), {
                  ...auth,
                  headers: { 'content-type': 'application/json' },
                });
          expect(res.status, `${method} ${url} ${JSON.stringify(input)}`).toBeLessThan(500);
          expect(typeof res.body.Success).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  test('on the chat socket: any frame gets an answer, never a server error, and it stays open', async () => {
    const buyer = await server.newUser();
    const im = await imClient(server.baseUrl, buyer.info);
    const pongs = () => im.frames.filter((f) => f.Type === 'pong').length;
    const frame = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.string(),
      fc
        .record(
          {
            Type: fc.constantFrom('send', 'read', 'ping', 'other'),
            ClientId: fc.oneof(fc.string(), fc.integer()),
            Text: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
            FileId: fc.oneof(fc.uuid(), fc.string()),
            UpTo: fc.oneof(fc.integer(), fc.double(), fc.string()),
            ConversationId: fc.oneof(fc.integer(), fc.string()),
          },
          { requiredKeys: ['Type'] },
        )
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(frame, async (text) => {
        // Frames are handled in order: once the ping after it is answered, so was the frame.
        const before = pongs();
        im.send(text);
        im.send({ Type: 'ping' });
        await expect.poll(pongs).toBe(before + 1);
      }),
      { numRuns: 150 },
    );
    const serverErrors = im.frames.filter((f) => f.Type === 'error' && f.Code === 'SERVER_ERROR');
    expect(serverErrors).toEqual([]);
    expect(im.closeCode).toBeNull();
    await im.close();
  });
});

describe('text a database cannot keep', () => {
  const nul = 'Ring size 6\u0000 please';
  const loneHigh = 'Oval \uD83D only';
  const loneLow = '\uDC8E gem';
  test.each([
    ['a NUL', '/api/Relation/SetPersonal', { NickName: nul }, 'NickName'],
    ['half a surrogate pair', '/api/Relation/SetPersonal', { Surname: loneHigh }, 'Surname'],
    ['the other half alone', '/api/Relation/Feedback', { Content: loneLow }, 'Content'],
    [
      'a NUL in a login',
      '/api/Relation/EmailLogin',
      { Email: 'a\u0000@b.co', Password: 'Secret123' },
      'Email',
    ],
    [
      'a NUL in an address',
      '/api/Wholesaler_Address/AddOrUpd',
      {
        Surname: 'Li',
        Name: 'Mei',
        Mobile: '+852 9123 4567',
        Address: `1 Queen's Road${'\u0000'}`,
        City: 'Hong Kong',
        Country: 'HK',
      },
      'Address',
    ],
  ])(
    '%s is a 400 on its field, in the caller’s language; the log keeps no value',
    async (_case, url, body, path) => {
      logLines.length = 0;
      const res = await server.post(url, body, { token, locale: 'zh-TW' });
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('VALIDATION');
      expect((res.body.Data as { Fields: { Path: string; Message: string }[] }).Fields).toEqual([
        { Path: path, Message: '包含無法儲存的字元，請重新輸入' },
      ]);
      const log = logLines.join('');
      expect(log).not.toContain('Ring size');
      expect(log).not.toContain('"level":50');
    },
  );

  test('in a query string too', async () => {
    const res = await server.get('/api/Im_SystemNotice/GetList?PageIndex=1&Kind=%00', { token });
    expect(res.status).toBe(400);
    expect((res.body.Data as { Fields: { Path: string }[] }).Fields[0]!.Path).toBe(
      'querystring.Kind',
    );
  });

  test('and in a chat message', async () => {
    const buyer = await server.newUser();
    const im = await imClient(server.baseUrl, buyer.info);
    im.socket.send(JSON.stringify({ Type: 'send', ClientId: 'nul-1', Text: nul }));
    const error = await im.next('error', (f) => f.ClientId === 'nul-1');
    expect(error.Code).toBe('VALIDATION');
    await im.close();
  });
});

describe('logs', () => {
  test('carry request ids and never a password, code or token', async () => {
    const email = server.uniqueEmail();
    const code = await server.requestCode(email, 'register');
    const password = 'Sapphire77';
    const reg = await server.post<UserInfo>('/api/Relation/EmailRegister', {
      Email: email,
      Code: code,
      Password: password,
      AgreeTerms: true,
    });
    await server.get('/api/Relation/GetPersonal', { token: reg.body.Data.ToKen });
    await server.post('/api/Relation/EmailLogin', { Email: email, Password: 'WrongPass1' });
    const log = logLines.join('');
    expect(log).toContain('"reqId"');
    for (const secret of [password, code, reg.body.Data.ToKen, reg.body.Data.Sign, 'WrongPass1']) {
      // Whole values only: a six-digit code may well occur inside a millisecond timestamp.
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(log).not.toMatch(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`));
    }
  });

  test('the response carries the request id', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
  });
});
