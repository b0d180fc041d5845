import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoreInfo } from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { newStore } from '../../test/stores';
import { inlineScriptHashes } from '../../platform/security';

/** The shop's page in miniature, with one inline script as the real one has. */
const PAGE = '<!doctype html><title>Facet</title><script>document.title = "Facet";</script>';
/** The storefront's page (store.html) in miniature: its markers and one inline script. */
const STORE_PAGE =
  '<!doctype html><html lang="en"><head><title>Facet</title><script>var theme = 1;</script>' +
  '</head><body><span><!--store-logo--></span><b><!--store-name--></b></body></html>';

/** What the page says of its store: the data block the storefront's code reads. */
function storeInfoIn(html: string): unknown {
  const block = /<script type="application\/json" id="store-info">([^<]*)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]!) : null;
}

describe('the storefront document /store/<slug>', () => {
  let server: TestServer;
  const dirs = mkdtempSync(path.join(tmpdir(), 'facet-storefront-'));

  beforeAll(async () => {
    for (const app of ['shop', 'console']) {
      mkdirSync(path.join(dirs, app), { recursive: true });
      writeFileSync(path.join(dirs, app, 'index.html'), PAGE);
    }
    writeFileSync(path.join(dirs, 'shop', 'store.html'), STORE_PAGE);
    server = await startTestServer({
      webApps: { shop: path.join(dirs, 'shop'), console: path.join(dirs, 'console') },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dirs, { recursive: true, force: true });
  });

  test("is the storefront's own page, and may be framed by the jeweller's website", async () => {
    // No such store: the page as built; its code asks for the store and says it is closed.
    for (const url of ['/store/golden-hour', '/store/golden-hour/', '/store/golden-hour/x?y=1']) {
      const response = await fetch(server.baseUrl + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(STORE_PAGE);
      expect(response.headers.get('x-frame-options')).toBeNull();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/frame-ancestors \*/);
      // Everything else of the policy holds, and the page's own inline script may run.
      expect(policy).toMatch(/default-src 'self'/);
      expect(policy).toContain(inlineScriptHashes(STORE_PAGE)[0]);
    }
  });

  test('comes with its store written in: name, language, logo letter and details', async () => {
    const { store } = await newStore(server, {
      Name: 'Mei & Co </script><script>alert(1)</script>',
      Language: 'zh-TW',
      Intro: '',
    });
    const response = await fetch(`${server.baseUrl}/store/${store.Slug}`);
    const html = await response.text();
    const asked = await server.get<StoreInfo>(`/api/Store/Info?Slug=${store.Slug}`);
    // The details the code would have asked for, the same to the letter.
    expect(storeInfoIn(html)).toEqual(asked.body.Data);
    expect(html).toContain('<html lang="zh-TW">');
    const escaped = 'Mei &amp; Co &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<b>${escaped}</b>`);
    // No intro: the name is the line a search result shows.
    expect(html).toContain(`<meta name="description" content="${escaped}">`);
    expect(html).toContain('<span class="store-shell-logo">M</span>');
    // A name cannot end the data block: one script of the page's own, one data block.
    expect(html.match(/<script/g)).toHaveLength(2);
    // The written-in page keeps the template's inline script, allowed by its hash.
    expect(response.headers.get('content-security-policy')).toContain(
      inlineScriptHashes(STORE_PAGE)[0],
    );
  });

  test('a closed store goes out as the page as built', async () => {
    const { store } = await newStore(server, { Enabled: false });
    const html = await (await fetch(`${server.baseUrl}/store/${store.Slug}`)).text();
    expect(html).toBe(STORE_PAGE);
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
