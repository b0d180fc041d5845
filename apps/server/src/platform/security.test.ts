import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { inlineScriptHashes } from './security';

const scriptSources = (policy: string | null) =>
  /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  let server: TestServer;
  const dirs = mkdtempSync(path.join(tmpdir(), 'facet-csp-'));
  // The shop's page picks its outline with one inline script; the console has none.
  const picker = "document.documentElement.setAttribute('data-shell', 'login')";
  beforeAll(async () => {
    for (const [app, html] of [
      [
        'shop',
        `<!doctype html><script>${picker}</script><script type="module" src="/a.js"></script>`,
      ],
      ['console', '<!doctype html><script type="module" src="/console/b.js"></script>'],
    ] as const) {
      mkdirSync(path.join(dirs, app));
      writeFileSync(path.join(dirs, app, 'index.html'), html);
    }
    server = await startTestServer({
      webApps: { shop: path.join(dirs, 'shop'), console: path.join(dirs, 'console') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dirs, { recursive: true, force: true });
  });

  test('pages may connect to their own origin only: no WebSocket to another host', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
  });

  test('the shop’s page runs its own inline script, allowed by its hash, and no other', async () => {
    for (const url of ['/', '/index.html', '/?utm=x']) {
      const response = await fetch(server.baseUrl + url);
      expect(await response.text()).toContain(picker);
      expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
        "'self'",
        hashOf(picker),
      ]);
    }
  });

  test.each(['/console/', '/a.js', '/api/health', '/api/nothing-here'])(
    '%s: scripts come from the server itself only',
    async (url) => {
      const response = await fetch(server.baseUrl + url);
      expect(scriptSources(response.headers.get('content-security-policy'))).toEqual(["'self'"]);
      expect(inlineScriptHashes(await response.text())).toEqual([]);
    },
  );

  test('the API reference page allows its own inline script by hash, nothing more', async () => {
    const response = await fetch(`${server.baseUrl}/docs/`);
    const html = await response.text();
    const inline = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toContain('/openapi.json');
    const hash = hashOf(inline!);
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      hash,
    ]);
    const script = await fetch(`${server.baseUrl}/docs/js/scalar.js`);
    expect(scriptSources(script.headers.get('content-security-policy'))).toEqual(["'self'"]);
    // Read to the end: a 4 MB answer left unread holds its connection, and the server's close.
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  test('hashes are taken of inline scripts only', () => {
    const html = '<script src="a.js"></script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('go()').digest('base64')}'`,
    ]);
  });
});

describe('Strict-Transport-Security', () => {
  test('is not sent over plain HTTP, nor for a forwarded header from an untrusted client', async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).headers.has('strict-transport-security')).toBe(false); // prettier-ignore
      const spoofed = await fetch(`${server.baseUrl}/api/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers.has('strict-transport-security')).toBe(false);
    } finally {
      await server.close();
    }
  });

  test('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const plain = await fetch(`${server.baseUrl}/api/health`);
      expect(plain.headers.has('strict-transport-security')).toBe(false);
    } finally {
      await server.close();
    }
  });
});

describe('the trade’s buyer-side calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test.each(['clerk', 'admin'] as const)(
    'are a 404 for a %s: staff do not buy as buyers',
    async (role) => {
      const staff = await server.newUser(role);
      const stone = await server.newStone();
      const calls: [string, string, unknown][] = [
        ['PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id, Quantity: 1 }] }],
        ['GET', '/api/ShoppingCart/GetList?SecretId=0&SecretKey=0', undefined],
        ['POST', '/api/Hold/Add', { GoodsId: stone.Id }],
        ['GET', '/api/Hold/List', undefined],
        ['PUT', '/api/Wholesaler_Collect_New/Update', { GoodsId: stone.Id, Collect: true }],
        [
          'POST',
          '/api/SavedSearch/Save',
          { Name: 'Rounds', Category: 'natural-white', Filters: {}, Alert: 'off' },
        ],
        ['POST', '/api/Wholesaler_Address/List', {}],
        ['POST', '/api/Order/AddOrder', { CartIds: [1], ReceivingMethod: 'pickup' }],
        ['POST', '/api/Order/List', { PageIndex: 1, PageSize: 10 }],
        ['POST', '/api/Order/ReplaceReceiveAddress', { OrderId: 1, AddressId: 1 }],
      ];
      for (const [method, url, body] of calls) {
        const answer = await server.call(method, url, body, { token: staff.token });
        expect([url, answer.status, answer.body.Code]).toEqual([url, 404, 'NOT_FOUND']);
      }
      // The catalogue stays theirs to read.
      expect((await server.post('/api/Diamonds/Detail', { Id: stone.Id }, { token: staff.token })).status).toBe(200); // prettier-ignore
    },
  );
});
