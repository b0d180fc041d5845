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
 * React code pulled in by an import would be kilobytes, not bytes. The shop's makes five pages'
 * first calls (a stone, a result list, the cart, the order list, the chat) and draws their
 * pictures or the chat's welcome: about 8.9 KB, 3.4 KB as Brotli (the cart's and the order
 * list's calls added 0.4 KB of it, the chat's 0.15 KB, each for its page's largest paint 1.5–2 s
 * sooner on slow 4G).
 */
describe('the pages’ inline scripts, built from src/boot', () => {
  test('index.html’s: a few kilobytes, no library, safe inside <script>', async () => {
    const code = await bootScript(root, 'src/boot/shop.ts', build);
    expect(() => new Function(code)).not.toThrow();
    expect(code).toMatch(/.assets\/login\.js./);
    expect(code).not.toMatch(/react|i18next|tanstack|zod|antd/i);
    expect(code).not.toContain('</');
    expect(code.length).toBeLessThan(9_000);
    expect(brotliCompressSync(code).length).toBeLessThan(3_500);
  }, 30_000);

  test('store.html’s: the theme and the code, a kilobyte', async () => {
    const code = await bootScript(root, 'src/boot/storefront.ts', build.app);
    expect(() => new Function(code)).not.toThrow();
    expect(code).not.toContain('facet.shop.');
    expect(code.length).toBeLessThan(1_200);
  }, 30_000);
});
