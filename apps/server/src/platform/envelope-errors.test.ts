import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IM_CLOSE_RESTARTING } from '@facet/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { imClient } from '../test/im-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Sends raw bytes and returns the status line, headers and body the server wrote back. */
function raw(request: string): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('Fastify’s own errors answer in the envelope, in the caller’s language', () => {
  test.each([
    ['an unknown API path', 'GET', '/api/Nope/Nothing', undefined, {}, 404, 'NOT_FOUND', null],
    [
      'a body over the size limit',
      'POST',
      '/api/Relation/EmailLogin',
      JSON.stringify({ Email: 'x'.repeat(300_000) }),
      { 'content-type': 'application/json' },
      400,
      'VALIDATION',
      'The request is too large',
    ],
    [
      'a content type the API does not take',
      'POST',
      '/api/Relation/EmailLogin',
      '<login/>',
      { 'content-type': 'application/xml' },
      400,
      'VALIDATION',
      'The request must be sent as JSON or as a file upload',
    ],
    [
      'a path parameter over the length limit',
      'GET',
      `/files/${'a'.repeat(500)}`,
      undefined,
      {},
      400,
      'VALIDATION',
      'The address is too long',
    ],
    [
      'a broken percent-encoding in the path',
      'GET',
      '/files/%E0%A4%A',
      undefined,
      {},
      400,
      'VALIDATION',
      'The address is not valid',
    ],
  ])('%s', async (_name, method, url, body, headers, status, code, detail) => {
    const response = await fetch(server.baseUrl + url, { method, body, headers });
    expect(response.status).toBe(status);
    const envelope = (await response.json()) as Record<string, unknown>;
    expect(envelope).toMatchObject({ Success: false, Code: code });
    if (detail) {
      expect(envelope.Data).toEqual({ Fields: [{ Path: '', Message: detail }] });
    }
  });

  test('in Simplified Chinese when the locale header asks for it', async () => {
    const response = await fetch(`${server.baseUrl}/files/${'a'.repeat(500)}`, {
      headers: { locale: 'zh-CN' },
    });
    expect(await response.json()).toMatchObject({
      Code: 'VALIDATION',
      Data: { Fields: [{ Path: '', Message: '地址过长' }] },
    });
  });

  test('headers over the size limit: the envelope on the socket, then it closes', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toMatchObject({
      Success: false,
      Code: 'VALIDATION',
      Data: { Fields: [{ Path: '', Message: 'The request headers are too large' }] },
    });
  });

  test('a garbled request line gets a 400 envelope, not Node’s bare answer', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ Success: false, Code: 'VALIDATION' });
  });
});

describe('health probes', () => {
  test('liveness and readiness answer, readiness naming each dependency and the stock index', async () => {
    const live = await server.get<{ Status: string }>('/api/health');
    expect(live).toMatchObject({ status: 200, body: { Data: { Status: 'ok' } } });
    await waitUntil(async () => (await server.get('/api/health/ready')).status === 200);
    const ready = await server.get<{ Status: string; Database: string; Redis: string }>(
      '/api/health/ready',
    );
    expect(ready.body.Data).toEqual({
      Status: 'ready',
      Database: 'up',
      Redis: server.deps.config.redisUrl ? 'up' : 'off',
      Index: 'loaded',
    });
  });

  test('an error answer carries the request id its log lines carry', async () => {
    const answer = await fetch(`${server.baseUrl}/api/Relation/GetPersonal`, {
      headers: { 'x-request-id': 'support-case-4711' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe('support-case-4711');
    expect(await answer.json()).toMatchObject({ Code: 'AUTH_REQUIRED', RequestId: 'support-case-4711' }); // prettier-ignore
  });
});

describe('leaving (SIGTERM), in two steps', () => {
  test('first readiness says 503 while every request is still served; then answers close their connections and chat moves on', async () => {
    const other = await startTestServer();
    try {
      const buyer = await other.newUser();
      const chat = await imClient(other.baseUrl, buyer.info);
      other.app.leave();
      const ready = await fetch(`${other.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ Data: { Status: 'draining' } });
      // The balancer has not noticed yet: what it still sends is served as usual.
      const served = await fetch(`${other.baseUrl}/api/Relation/EmailLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: buyer.email, Password: buyer.password }),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('connection')).not.toBe('close');
      expect(chat.closeCode).toBeNull();

      await other.app.drain(1_000);
      // Told to reconnect, with the standard "service restart" code, to another instance.
      expect(await chat.closed).toBe(IM_CLOSE_RESTARTING);
      const last = await fetch(`${other.baseUrl}/api/Relation/EmailLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: buyer.email, Password: buyer.password }),
      });
      expect(last.status).toBe(200);
      expect(last.headers.get('connection')).toBe('close');
      expect((await fetch(`${other.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
