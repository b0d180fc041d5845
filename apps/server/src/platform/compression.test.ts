import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request as a browser sends it, and the bytes exactly as they came over the wire. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A built web app in miniature: a hashed script precompressed beside itself, as the build does. */
function builtApp(root: string) {
  const script = `export const stones = ${JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ StockNo: `NW${i}`, Carat: 1 + i / 100 })),
  )};\n`;
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Facet</title>');
  const file = path.join(root, 'assets/main-Ab12Cd34.js');
  writeFileSync(file, script);
  // Marked so that the test tells the build's file from one compressed on the fly.
  writeFileSync(`${file}.br`, brotliCompressSync(`${script}// br\n`));
  writeFileSync(`${file}.gz`, gzipSync(`${script}// gz\n`));
  writeFileSync(path.join(root, 'assets/small-Ef56Gh78.css'), 'body{margin:0}');
  mkdirSync(path.join(root, 'icons'), { recursive: true });
  writeFileSync(path.join(root, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(path.join(root, 'manifest.en.webmanifest'), '{"name":"Facet"}');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return script;
}

describe('compression', () => {
  let server: TestServer;
  let buyer: string;
  let script: string;
  const dirs = mkdtempSync(path.join(tmpdir(), 'facet-webapps-'));

  beforeAll(async () => {
    script = builtApp(path.join(dirs, 'shop'));
    builtApp(path.join(dirs, 'console'));
    server = await startTestServer({
      webApps: { shop: path.join(dirs, 'shop'), console: path.join(dirs, 'console') },
    });
    for (let i = 0; i < 30; i++) await server.newStone({ StockNo: `CMP-${i}` });
    buyer = (await server.newUser()).token;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dirs, { recursive: true, force: true });
  });

  const search = (acceptEncoding?: string) =>
    rawRequest(`${server.baseUrl}/api/Diamonds/DiamandsQuery`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${buyer}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      body: JSON.stringify({ PageSize: 30 }),
    });

  test('a result page goes out as Brotli to a browser, a fraction of its size', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const stones = JSON.parse(plain.body.toString()).Data.List;
    expect(stones.length).toBeGreaterThanOrEqual(30);

    const compressed = await search('gzip, deflate, br, zstd');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain.body.toString());
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
  });

  test('a compressed result page leaves whole, with its length: never cut off mid-answer', async () => {
    const compressed = await search('gzip, deflate, br');
    // Over the plugin's own 8 KB for streaming on two cores, so this page would go out chunked.
    expect(brotliDecompressSync(compressed.body).length).toBeGreaterThan(8 * 1024);
    expect(compressed.headers['transfer-encoding']).toBeUndefined();
    expect(compressed.headers['content-length']).toBe(String(compressed.body.length));
  });

  test('gzip to a client that takes only gzip; nothing to one that takes none', async () => {
    const gzipped = await search('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString()).Success).toBe(true);

    const identity = await search('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString()).Success).toBe(true);
  });

  test('an answer under 1 KB is not compressed: it would only grow', async () => {
    const health = await rawRequest(`${server.baseUrl}/api/health`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  test('an error stays a plain envelope (it is small)', async () => {
    const denied = await rawRequest(`${server.baseUrl}/api/Diamonds/DiamandsQuery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: '{}',
    });
    expect(denied.status).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(denied.body.toString())).toMatchObject({
      Success: false,
      Code: 'AUTH_REQUIRED',
    });
  });

  test.each([
    ['/assets/main-Ab12Cd34.js', 'shop'],
    ['/console/assets/main-Ab12Cd34.js', 'console'],
  ])('%s: the build’s own Brotli or gzip file, by what the browser accepts', async (url) => {
    const br = await rawRequest(server.baseUrl + url, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(`${script}// br\n`);

    const gz = await rawRequest(server.baseUrl + url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${script}// gz\n`);

    const plain = await rawRequest(server.baseUrl + url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  test('a script, an icon or a manifest carries no document-only headers; the page keeps them all', async () => {
    const script = await rawRequest(`${server.baseUrl}/assets/main-Ab12Cd34.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'x-xss-protection']) {
      expect(script.headers[name]).toBeUndefined();
    }
    // Hashed, so never revalidated by date nor traced: its ETag alone stays.
    for (const name of ['last-modified', 'accept-ranges', 'x-request-id']) {
      expect(script.headers[name]).toBeUndefined();
    }
    expect(script.headers.etag).toBeDefined();
    // The install icon and the web manifest, fetched with every first page, neither.
    for (const file of ['/icons/icon-192.png', '/manifest.en.webmanifest']) {
      const response = await rawRequest(server.baseUrl + file);
      expect(response.status, file).toBe(200);
      expect(response.headers['x-content-type-options'], file).toBe('nosniff');
      expect(response.headers['content-security-policy'], file).toBeUndefined();
    }
    const page = await rawRequest(`${server.baseUrl}/`);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeDefined();
    expect(page.headers['last-modified']).toBeDefined();
    // An SVG opened on its own is a document that can run script: it keeps them.
    const drawing = await rawRequest(`${server.baseUrl}/favicon.svg`);
    expect(drawing.headers['content-security-policy']).toBeDefined();
  });

  test('drawings travel compressed, a setting’s too though under the answers’ 1 KB threshold', async () => {
    const setting = await rawRequest(`${server.baseUrl}/media/settings/18k-white.svg?shape=pear`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(setting.headers['content-encoding']).toBe('br');
    const small = brotliDecompressSync(setting.body).toString();
    expect(small).toMatch(/^<svg /);
    expect(small.length).toBeLessThan(1024);
    expect(setting.body.length).toBeLessThan(small.length * 0.7);

    const drawing = await rawRequest(`${server.baseUrl}/media/stones/pear.svg?tint=pink`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(drawing.headers['content-encoding']).toBe('br');
    const svg = brotliDecompressSync(drawing.body).toString();
    expect(svg).toMatch(/^<svg /);
    expect(drawing.body.length).toBeLessThan(svg.length * 0.5);
    // At Brotli's best, smaller than the answers' quality; the same bytes asked again.
    expect(drawing.body.length).toBeLessThan(brotliCompressSync(svg, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length); // prettier-ignore
    const again = await rawRequest(`${server.baseUrl}/media/stones/pear.svg?tint=pink`, {
      headers: { 'accept-encoding': 'gzip, br;q=0.5' },
    });
    expect(again.body.equals(drawing.body)).toBe(true);
    // Gzip to a client that takes no Brotli; the drawing itself to one that takes nothing.
    const gzipped = await rawRequest(`${server.baseUrl}/media/stones/pear.svg?tint=pink`, {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(svg);
    const plain = await rawRequest(`${server.baseUrl}/media/stones/pear.svg?tint=pink`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(svg);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // A drawing is a document of its own: it keeps its locked-down policy, nosniff and its
    // framing rule, and goes without the headers of documents that run script.
    expect(drawing.headers['content-security-policy']).toContain("default-src 'none'");
    expect(drawing.headers['x-content-type-options']).toBe('nosniff');
    expect(drawing.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const name of ['cross-origin-opener-policy', 'x-xss-protection', 'x-download-options']) {
      expect(drawing.headers[name], name).toBeUndefined();
    }
    const unknown = await rawRequest(`${server.baseUrl}/media/stones/kite.svg`);
    expect(unknown.status).toBe(404);
  });

  test('a small asset with no compressed twin goes out as it is', async () => {
    const css = await rawRequest(`${server.baseUrl}/assets/small-Ef56Gh78.css`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.body.toString()).toBe('body{margin:0}');
  });
});
