import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { inlineScriptHashes } from './security';

const scriptSources = (policy: string | null) =>
  /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

describe('Content-Security-Policy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ webApps: true });
  });
  afterAll(() => server?.close());

  // The pages as `npm start` serves them; without a build they are 404s, under the same policy.
  test.each(['/', '/console/', '/api/health'])(
    '%s: scripts come from the server itself only, no inline script',
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
    const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      hash,
    ]);
    const script = await fetch(`${server.baseUrl}/docs/js/scalar.js`);
    expect(scriptSources(script.headers.get('content-security-policy'))).toEqual(["'self'"]);
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
