import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { inlineScriptHashes } from './security';

/** The shop's page in miniature, with one inline script as the real one has. */
const PAGE = '<!doctype html><title>Facet</title><script>document.title = "Facet";</script>';

describe('the storefront document /store/<slug>', () => {
  let server: TestServer;
  const dirs = mkdtempSync(path.join(tmpdir(), 'facet-storefront-'));

  beforeAll(async () => {
    for (const app of ['shop', 'console']) {
      mkdirSync(path.join(dirs, app), { recursive: true });
      writeFileSync(path.join(dirs, app, 'index.html'), PAGE);
    }
    server = await startTestServer({
      webApps: { shop: path.join(dirs, 'shop'), console: path.join(dirs, 'console') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dirs, { recursive: true, force: true });
  });

  test("is the shop's page, and may be framed by the jeweller's website", async () => {
    for (const url of ['/store/golden-hour', '/store/golden-hour/', '/store/golden-hour/x?y=1']) {
      const response = await fetch(server.baseUrl + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(PAGE);
      expect(response.headers.get('x-frame-options')).toBeNull();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/frame-ancestors \*/);
      // Everything else of the policy holds, and the page's own inline script may run.
      expect(policy).toMatch(/default-src 'self'/);
      expect(policy).toContain(inlineScriptHashes(PAGE)[0]);
    }
  });

  test('every other document still refuses to be framed by another site', async () => {
    for (const url of ['/', '/index.html']) {
      const page = await fetch(server.baseUrl + url);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    }
    const api = await fetch(`${server.baseUrl}/api/Store/Info?Slug=golden-hour`);
    expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
