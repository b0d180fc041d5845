// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PREFERENCES_KEY } from '../features/accounts/preferences';
import { SESSION_KEY } from '../features/accounts/session-store';
import { LOCALE_KEY } from '../i18n/locale-choice';
import type { FirstPageBuild } from './first-page';
import { loadCode } from './page-code';
import bootShop from './shop';
import bootStorefront from './storefront';

/** index.html's head and body as written, without the app's entry (the build takes it out). */
const indexHtml = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
  'utf8',
).replace(/<script type="module"[^>]*><\/script>/, '');

const buyer = {
  UserId: 7,
  ToKen: 'token-7',
  Email: 'buyer@example.com',
  NickName: 'Buyer',
  HeadPortrait: '',
  SeesPrices: true,
};

const texts = (locale: string) => ({
  always: [`assets/${locale}-always.js`],
  goods: [`assets/${locale}-goods.js`],
  search: [`assets/${locale}-search.js`],
  daily: [`assets/${locale}-daily.js`],
  pages: [`assets/${locale}-pages.js`],
});
const words = (title: string) => ({
  'titles.searchResult': title,
  'titles.customerService': 'Customer service',
  'home.heroTitle': 'Welcome',
  'chat.welcomeTitle': 'How can we help?',
  'chat.welcomeText': 'Ask about a stone.',
});

/** What the build writes in, for a few pages. */
const build: FirstPageBuild = {
  app: { entry: 'assets/index.js', preloads: ['assets/runtime.js'] },
  pages: {
    '/': { files: ['assets/login.js'], texts: false },
    '/pages/index/index': { files: ['assets/home.js'], texts: false },
    '/pages/diamondsearch/resultlist': {
      files: ['assets/result-list.js'],
      texts: 'catalogue',
      title: 'titles.searchResult',
      call: 'list',
    },
    '/pages/order/details': { files: ['assets/order-details.js'], texts: 'daily' },
    '/pages/cart/index': { files: [], texts: 'goods', title: 'titles.cart', call: 'cart' },
    '/pages/imservice/index': {
      files: [],
      texts: 'daily',
      title: 'titles.customerService',
      call: 'chat',
    },
  },
  texts: { en: texts('en'), 'zh-CN': texts('zh-CN'), 'zh-TW': texts('zh-TW') },
  words: { en: words('Search result'), 'zh-CN': words('搜索结果'), 'zh-TW': words('搜尋結果') },
  filterNames: ['WeightMin', 'Origin'],
};

/** A phone with the system set to dark or not, opened on `hash`. */
function open(hash: string, { dark = false } = {}) {
  // A fresh page: none of the last one's marks on <html>.
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  document.documentElement.innerHTML = indexHtml.replace(/<!doctype html>\s*<html[^>]*>/i, '');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));
  location.hash = hash;
}

const html = () => document.documentElement;
const loaded = () => ({
  entry: [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  files: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ),
});
const answer = (rows: number) =>
  new Response(
    JSON.stringify({
      Success: true,
      Data: { List: Array.from({ length: rows }, (_, i) => ({ Images: [`/media/${i}.jpg`] })) },
    }),
  );

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.facetFirstCall = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('index.html’s script, built from src/boot/shop.ts', () => {
  test('signed in, on a result list: the title, the list asked for as the page will, its pictures and the code', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    localStorage.setItem(LOCALE_KEY, 'zh-CN');
    const fetch = vi.fn(async () => answer(8));
    vi.stubGlobal('fetch', fetch);
    open('#/pages/diamondSearch/resultList?category=natural-white&q=%7B%22WeightMin%22%3A0.3%7D');
    bootShop(build);

    expect(html().getAttribute('data-shell')).toBe('page');
    expect(html().getAttribute('data-title')).toBe('搜索结果');
    expect(html().hasAttribute('data-list')).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/Diamonds/DiamandsQuery', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        locale: 'zh-CN',
        Authorization: 'Bearer token-7',
        'Content-Type': 'application/json',
      },
      body: '{"WeightMin":0.3,"PageIndex":1,"PageSize":20,"Sort":{"Field":"CreatedAt","Order":"desc"}}',
    });
    // Left for the app to take over (shared/transport/first-call.ts).
    expect(window.facetFirstCall).toMatchObject({ token: 'token-7', locale: 'zh-CN' });
    // Without paint timing here, the code is asked for at once: the page's files and texts.
    await vi.waitFor(() =>
      expect(loaded()).toEqual({
        entry: ['/assets/index.js'],
        files: [
          '/assets/runtime.js',
          '/assets/result-list.js',
          '/assets/zh-CN-always.js',
          '/assets/zh-CN-goods.js',
          '/assets/zh-CN-search.js',
        ],
      }),
    );
    // The first screen's six rows get their pictures, where the page draws them.
    await vi.waitFor(() => expect(document.querySelectorAll('.shell-thumb img')).toHaveLength(6));
    const first = document.querySelector<HTMLImageElement>(
      '.shell-row:nth-child(1) .shell-thumb img',
    );
    expect(first?.getAttribute('src')).toBe('/media/0.jpg');
    expect(first?.fetchPriority).toBe('high');
  });

  test('signed out, a member’s page opens the login outline and the login page’s code', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('#/pages/diamondSearch/resultList?category=natural-white');
    bootShop(build);
    expect(html().getAttribute('data-shell')).toBe('login');
    expect(html().getAttribute('data-title')).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(loaded().files).toEqual([
        '/assets/runtime.js',
        '/assets/login.js',
        '/assets/en-always.js',
      ]),
    );
  });

  test('signed in, the login address opens home, with the shell’s words', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    open('#/');
    bootShop(build);
    expect(html().getAttribute('data-shell')).toBe('home');
    expect(window.facetShellWords?.['home.heroTitle']).toBe('Welcome');
    await vi.waitFor(() => expect(loaded().files).toContain('/assets/home.js'));
  });

  test('signed in, an order’s page asks for the texts it reads, not every page’s', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    open('#/pages/order/details?id=7');
    bootShop(build);
    await vi.waitFor(() =>
      expect(loaded().files).toEqual([
        '/assets/runtime.js',
        '/assets/order-details.js',
        '/assets/en-always.js',
        '/assets/en-goods.js',
        '/assets/en-daily.js',
      ]),
    );
  });

  test('signed in, the cart: the cart asked for as the app asks, its first lines’ pictures, the goods’ texts only', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ Goods: { Images: [`/media/line-${i}.jpg`] } }));
    const cart = {
      StatisticsDetail: [
        { Tab: 'purchase', Data: lines(2) },
        { Tab: 'blank', Data: [] },
        { Tab: 'custom', Data: [] },
      ],
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Success: true, Data: cart })));
    vi.stubGlobal('fetch', fetch);
    open('#/pages/cart/index');
    bootShop(build);

    expect(html().hasAttribute('data-cart')).toBe(true);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      '/api/ShoppingCart/GetList?SecretId=0&SecretKey=0',
      {
        method: 'GET',
        headers: { Accept: 'application/json', locale: 'en', Authorization: 'Bearer token-7' },
      },
    );
    expect(window.facetFirstCall).toMatchObject({ body: null, token: 'token-7' });
    await vi.waitFor(() =>
      expect(loaded().files).toEqual([
        '/assets/runtime.js',
        '/assets/en-always.js',
        '/assets/en-goods.js',
      ]),
    );
    await vi.waitFor(() => expect(document.querySelectorAll('.shell-thumb img')).toHaveLength(2));
    expect(
      document.querySelector('.shell-row:nth-child(2) .shell-thumb img')?.getAttribute('src'),
    ).toBe('/media/line-1.jpg');
  });

  test.each([
    ['nothing said yet: the shell writes the welcome', { Messages: [], HasMore: false }, true],
    ['a conversation: no welcome', { Messages: [{ Id: 1, Text: 'Hello' }], HasMore: false }, false],
  ])('signed in, the chat, %s', async (_, history, welcomed) => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(buyer));
    const fetch = vi.fn(async () => new Response(JSON.stringify({ Success: true, Data: history })));
    vi.stubGlobal('fetch', fetch);
    open('#/pages/ImService/index');
    bootShop(build);

    expect(html().hasAttribute('data-chat')).toBe(true);
    expect(html().getAttribute('data-title')).toBe('Customer service');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/Im/History?Limit=30', {
      method: 'GET',
      headers: { Accept: 'application/json', locale: 'en', Authorization: 'Bearer token-7' },
    });
    await vi.waitFor(() => expect(loaded().files).toContain('/assets/en-daily.js'));
    expect(html().hasAttribute('data-chat-empty')).toBe(welcomed);
    const welcome = document.querySelector('.shell-welcome');
    expect(welcome?.querySelector('h2')?.textContent).toBe(welcomed ? 'How can we help?' : '');
    expect(welcome?.querySelector('p')?.textContent).toBe(welcomed ? 'Ask about a stone.' : '');
  });

  test('a buyer awaiting approval has no cart: nothing asked for but the code', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...buyer, SeesPrices: false }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('#/pages/cart/index');
    bootShop(build);
    expect(html().hasAttribute('data-cart')).toBe(false);
    await vi.waitFor(() => expect(loaded().files).toHaveLength(3));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('the buyer’s theme before the first paint: the choice, else the phone’s', () => {
    const statusBar = () =>
      document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    open('#/', { dark: true });
    bootShop();
    expect(html().getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(statusBar()).toBe('#0e1320');

    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ theme: 'light' }));
    open('#/', { dark: true });
    bootShop();
    expect(html().getAttribute('data-prefers-color-scheme')).toBe('light');
    expect(statusBar()).toBe('#1b2540');

    localStorage.setItem(PREFERENCES_KEY, '{"theme":');
    open('#/');
    bootShop();
    expect(html().getAttribute('data-prefers-color-scheme')).toBe('light');
  });

  test('in development (no build): the theme and the outline, and nothing asked for', () => {
    open('#/pages/cart/index');
    bootShop();
    expect(html().getAttribute('data-shell')).toBe('login');
    expect(loaded()).toEqual({ entry: [], files: [] });
  });
});

describe('store.html’s script, built from src/boot/storefront.ts', () => {
  test('the phone’s theme, the store’s navy status bar kept, and the code', async () => {
    open('', { dark: true });
    bootStorefront({ entry: 'assets/store.js', preloads: ['assets/store-framework.js'] });
    expect(html().getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#1b2540',
    );
    await vi.waitFor(() =>
      expect(loaded()).toEqual({
        entry: ['/assets/store.js'],
        files: ['/assets/store-framework.js'],
      }),
    );
  });
});

describe('asking for the code', () => {
  test('the entry at once, then the files two to a task, so that no task starts them all', () => {
    vi.useFakeTimers();
    try {
      open('#/');
      loadCode('assets/index.js', ['a.js', 'b.js', 'c.js', 'd.js', 'e.js']);
      expect(loaded()).toEqual({ entry: ['/assets/index.js'], files: [] });
      vi.advanceTimersToNextTimer();
      expect(loaded().files).toEqual(['/a.js', '/b.js']);
      vi.advanceTimersToNextTimer();
      expect(loaded().files).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
      vi.advanceTimersToNextTimer();
      expect(loaded().files).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
