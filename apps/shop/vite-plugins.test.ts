import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { FirstPageBuild } from './src/boot/first-page';
import { bootScript } from './vite-plugins';

const root = path.dirname(fileURLToPath(import.meta.url));

const build: FirstPageBuild = {
  app: { entry: 'assets/index.js', preloads: [] },
  pages: { '/': { files: ['assets/login.js'], texts: false } },
  texts: {
    en: { always: [], catalogue: [], pages: [] },
    'zh-CN': { always: [], catalogue: [], pages: [] },
    'zh-TW': { always: [], catalogue: [], pages: [] },
  },
  words: { en: {}, 'zh-CN': {}, 'zh-TW': {} },
  filterNames: ['Origin'],
};

/**
 * The HTML's scripts are on every first load's wire (docs/web-apps.md, "Speed on a phone"):
 * built from src/boot with the app's own rules, and nothing more — a library or a feature's
 * React code pulled in by an import would be kilobytes, not bytes. The shop's makes four pages'
 * first calls (a stone, a result list, the cart, the order list) and draws their pictures:
 * about 8 KB, 3.3 KB as Brotli (the last two calls added 0.4 KB of it, for their pages' largest
 * paint 2 s sooner on slow 4G).
 */
describe('the pages’ inline scripts, built from src/boot', () => {
  test('index.html’s: a few kilobytes, no library, safe inside <script>', async () => {
    const code = await bootScript(root, 'src/boot/shop.ts', build);
    expect(() => new Function(code)).not.toThrow();
    expect(code).toMatch(/.assets\/login\.js./);
    expect(code).not.toMatch(/react|i18next|tanstack|zod|antd/i);
    expect(code).not.toContain('</');
    expect(code.length).toBeLessThan(8_500);
    expect(brotliCompressSync(code).length).toBeLessThan(3_400);
  }, 30_000);

  test('store.html’s: the theme and the code, a kilobyte', async () => {
    const code = await bootScript(root, 'src/boot/storefront.ts', build.app);
    expect(() => new Function(code)).not.toThrow();
    expect(code).not.toContain('facet.shop.');
    expect(code.length).toBeLessThan(1_200);
  }, 30_000);
});
