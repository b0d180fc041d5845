import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions, type FailureKind } from './client';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

/** What the server answers to each call the tests make, by the call's path. */
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/api/Contact/Get': ok,
  '/api/Relation/SetPersonal': ok,
  '/api/Im_SystemNotice/GetList': ok,
  '/api/Upload/Image': ok,
  '/api/Hold/Add': (_req, res) =>
    json(res, 409, {
      Success: false,
      Code: 'ITEM_SOLD',
      Message: 'The item was just bought by someone else',
      Data: null,
    }),
  '/api/Relation/EmailLogin': (_req, res) =>
    json(res, 400, {
      Success: false,
      Code: 'VALIDATION',
      Message: 'Some fields are not filled in correctly',
      Data: { Fields: [{ Path: 'Email', Message: 'Please enter a correct email address' }] },
    }),
  '/api/Relation/GetPersonal': (_req, res) =>
    json(res, 401, {
      Success: false,
      Code: 'AUTH_REQUIRED',
      Message: 'Please log in again',
      Data: null,
    }),
  '/api/Order/List': (_req, res) =>
    json(res, 500, {
      Success: false,
      Code: 'SERVER_ERROR',
      Message: 'System crashed, please try again later',
      Data: null,
      error: 'System crashed, please try again later',
    }),
  '/api/Currency/Rates': (_req, res) =>
    json(res, 503, {
      Success: false,
      Code: 'SERVICE_UNAVAILABLE',
      Message: 'The service is briefly unavailable, please try again in a moment',
      Data: null,
      error: 'The service is briefly unavailable, please try again in a moment',
    }),
  '/api/Hold/List': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<html>Bad gateway</html>');
  },
  // Never answers: only the client's own timeout can end the call.
  '/api/Im/Conversation': () => undefined,
};

let server: Server;
let baseUrl: string;
let seen: Seen[];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function ok(_req: IncomingMessage, res: ServerResponse) {
  json(res, 200, { Success: true, Code: 'OK', Message: '', Data: { N: 1 } });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      const handler = routes[url.split('?')[0] ?? ''];
      if (handler) handler(req, res);
      else json(res, 404, { Success: false, Code: 'NOT_FOUND', Message: 'Not found', Data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const texts: Record<FailureKind, string> = {
  unknown: 'Unknown error',
  network: 'Network error',
  timeout: 'Request timed out',
  authRequired: 'Please log in again',
};

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const toasts: { message: string; durationMs: number }[] = [];
  let unauthorized = 0;
  const client = createApiClient({
    baseUrl,
    getToken: () => 'token-123',
    getLocale: () => 'zh-CN',
    notify: (message, durationMs) => toasts.push({ message, durationMs }),
    onUnauthorized: () => (unauthorized += 1),
    fallbackText: (kind) => texts[kind],
    ...overrides,
  });
  return { client, toasts, unauthorizedCount: () => unauthorized };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  seen = [];
});

const login = { Email: 'a@b', Password: 'secret' };

describe('createApiClient', () => {
  it('says "briefly unavailable" once while it lasts, and tells when the server answers again', async () => {
    const states: boolean[] = [];
    const { client, toasts } = setup({ onServiceStatus: (available) => states.push(available) });
    for (let i = 0; i < 3; i++) {
      expect((await rejection(client.get('Currency/Rates'))).Code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(toasts).toEqual([
      {
        message: 'The service is briefly unavailable, please try again in a moment',
        durationMs: 3_000,
      },
    ]);
    await client.get('Contact/Get');
    expect(states).toEqual([false, false, false, true]);
  });

  it('tells onRefused the code of every refusal the server explains, quiet or not, but not a 401 or a fault', async () => {
    const codes: string[] = [];
    const { client } = setup({ onRefused: (code) => codes.push(code) });
    await rejection(client.post('Hold/Add', { GoodsId: 1 }));
    await rejection(client.post('Relation/EmailLogin', login, { quiet: true }));
    await rejection(client.get('Relation/GetPersonal'));
    await rejection(client.post('Order/List', {}));
    expect(codes).toEqual(['ITEM_SOLD', 'VALIDATION']);
  });

  it('resolves with Data and sends a call to its path with the locale, bearer token and JSON body', async () => {
    const { client, toasts } = setup();
    await expect(client.post('Relation/SetPersonal', { NickName: 'Jade' })).resolves.toEqual({
      N: 1,
    });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/Relation/SetPersonal');
    expect(request?.headers.locale).toBe('zh-CN');
    expect(request?.headers.authorization).toBe('Bearer token-123');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ NickName: 'Jade' });
    expect(toasts).toEqual([]);
  });

  it('sends a GET’s input as its query string', async () => {
    const { client } = setup();
    await client.get('Im_SystemNotice/GetList', { Kind: 'personal', PageIndex: 2, PageSize: 15 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/Im_SystemNotice/GetList?Kind=personal&PageIndex=2&PageSize=15');
  });

  it('sends no Authorization header without a session', async () => {
    const { client } = setup({ getToken: () => undefined });
    await client.get('Contact/Get');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects Success:false with Code and Message and toasts the Message for 2 s', async () => {
    const { client, toasts } = setup();
    const error = await rejection(client.post('Hold/Add', { GoodsId: 1 }));
    expect(error.Code).toBe('ITEM_SOLD');
    expect(error.Message).toBe('The item was just bought by someone else');
    expect(error.Status).toBe(409);
    expect(error.reported).toBe(true);
    expect(toasts).toEqual([
      { message: 'The item was just bought by someone else', durationMs: 2000 },
    ]);
  });

  it('carries the field errors of a 400 and stays silent when the caller is quiet', async () => {
    const { client, toasts } = setup();
    const error = await rejection(client.post('Relation/EmailLogin', login, { quiet: true }));
    expect(error.Code).toBe('VALIDATION');
    expect(error.Fields).toEqual([
      { Path: 'Email', Message: 'Please enter a correct email address' },
    ]);
    expect(error.reported).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('on 401 toasts "Please log in again" for 2 s, signs out and rejects, even when quiet', async () => {
    const { client, toasts, unauthorizedCount } = setup();
    const error = await rejection(client.get('Relation/GetPersonal', undefined, { quiet: true }));
    expect(error.Code).toBe('AUTH_REQUIRED');
    expect(error.Status).toBe(401);
    expect(error.reported).toBe(true);
    expect(unauthorizedCount()).toBe(1);
    expect(toasts).toEqual([{ message: 'Please log in again', durationMs: 2000 }]);
  });

  it('toasts a server fault for 3 s, with the server text or "Unknown error"', async () => {
    const { client, toasts } = setup();
    const crash = await rejection(client.post('Order/List', {}, { quiet: true }));
    expect(crash.Code).toBe('SERVER_ERROR');
    const gateway = await rejection(client.get('Hold/List'));
    expect(gateway.Code).toBe('UNKNOWN');
    expect(gateway.Status).toBe(502);
    expect(toasts).toEqual([
      { message: 'System crashed, please try again later', durationMs: 3000 },
      { message: 'Unknown error', durationMs: 3000 },
    ]);
  });

  it('rejects a request the server never answers once the timeout passes', async () => {
    const { client, toasts } = setup({ timeoutMs: 150 });
    const started = Date.now();
    const error = await rejection(client.get('Im/Conversation'));
    expect(error.Code).toBe('TIMEOUT');
    expect(error.Status).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(toasts).toEqual([{ message: 'Request timed out', durationMs: 3000 }]);
  });

  it('rejects when nothing listens', async () => {
    const { client, toasts } = setup({ baseUrl: 'http://127.0.0.1:9' });
    const error = await rejection(client.get('Contact/Get'));
    expect(error.Code).toBe('NETWORK');
    expect(toasts).toEqual([{ message: 'Network error', durationMs: 3000 }]);
  });

  it('fails a background refresh without a toast, but still signs out on 401', async () => {
    const { client, toasts, unauthorizedCount } = setup({ baseUrl: 'http://127.0.0.1:9' });
    const lost = await rejection(client.get('Contact/Get', undefined, { background: true }));
    expect(lost.Code).toBe('NETWORK');
    expect(lost.reported).toBe(false);
    const online = setup();
    await rejection(online.client.post('Order/List', {}, { background: true }));
    await rejection(online.client.get('Relation/GetPersonal', undefined, { background: true }));
    expect(toasts).toEqual([]);
    expect(online.toasts).toEqual([{ message: 'Please log in again', durationMs: 2000 }]);
    expect(online.unauthorizedCount()).toBe(1);
    expect(unauthorizedCount()).toBe(0);
  });

  it('rejects silently when the caller cancels', async () => {
    const { client, toasts } = setup();
    const cancel = new AbortController();
    const call = client.get('Im/Conversation', undefined, { signal: cancel.signal });
    setTimeout(() => cancel.abort(), 50);
    await expect(call).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('uploads a form as multipart data, its query in the address', async () => {
    const { client } = setup();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
    );
    await client.upload('Upload/Image', form, { Purpose: 'avatar' });
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/Upload/Image?Purpose=avatar');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="file"');
    expect(request?.body).toContain('Content-Type: image/png');
  });
});
