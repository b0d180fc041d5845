import type { PreRenderedChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { FILTER_RULES } from '../../packages/contract/src/catalogue/filter-rules';
import { pageChunks } from './page-chunks';
import { CATEGORY_IDS, categoryPath } from './src/features/catalogue/categories';
import { paths } from './src/shared/routing/paths';
import {
  componentImports,
  featureIndexes,
  inlineFavicon,
  inlineFirstScreenStyles,
  isFeatureIndex,
  minifyInlineScripts,
  preloadFirstPage,
} from './vite-plugins';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };

const api = 'http://127.0.0.1:8080';

/**
 * The modules the catalogue pages share, imported through the contract's index (which the
 * chunking does not look through, page-chunks.ts): the `catalogue` chunk below.
 */
const CATALOGUE_CORE = [
  'shop/src/features/catalogue/category-filters.ts',
  'shop/src/features/catalogue/filter-state.ts',
  'shop/src/features/catalogue/filter-url.ts',
  'shop/src/features/catalogue/query-calls.ts',
  'shop/src/shared/format/number-text.ts',
  'shop/src/shared/format/format.ts',
  'shop/src/features/catalogue/goods-text.ts',
  'shop/src/features/catalogue/display-price.ts',
  'shop/src/features/catalogue/api.ts',
  'contract/src/catalogue/vocabulary.ts',
  'contract/src/catalogue/pricing.ts',
  'contract/src/catalogue/labels/index.ts',
  'contract/src/catalogue/labels/en.ts',
  'contract/src/catalogue/filter-rules.ts',
  'contract/src/catalogue/priced.ts',
  'contract/src/currencies/rules.ts',
  'contract/src/eastern-time.ts',
  'contract/src/orders/totals.ts',
  'contract/src/cart/rules.ts',
  'contract/src/chat/rules.ts',
  'contract/src/holds/rules.ts',
  'contract/src/offers/rules.ts',
  'contract/src/saved-searches/rules.ts',
  'contract/src/catalogue/shape-art.ts',
  'shop/src/shared/ui/shape-drawing.tsx',
  // Every page with a query's heavy answer draws it with this (the catalogue pages, the cart,
  // an order): in its own file it was a request of its own on each.
  'shop/src/shared/ui/use-drawn.ts',
];

/**
 * The buttons of a catalogue list's rows, their icons and what they use, in a file of their own:
 * a result list and a stone's page share them, but the query page, the cart and the daily pages
 * (which load the `catalogue` file for its labels and prices) show no such row.
 */
const ROW_BUTTONS = [
  'shop/src/features/catalogue/components/goods-row-buttons.tsx',
  'shop/src/features/compare/use-compare.ts',
  'shop/src/features/compare/compare-list.ts',
  'antd-mobile-icons/es/HeartFill.js',
  'antd-mobile-icons/es/HeartOutline.js',
  'antd-mobile-icons/es/HistogramOutline.js',
];

/** The other first pages: signing in, three of the four tabs, the storefront. */
/**
 * A language's texts that every page loads, in one file: the shop's shell texts, the contract's
 * messages and its vocabulary words (the English ones are always in the code, in `labelOf`).
 * Both are asked for at once (src/i18n/i18n.ts); in two or three files they cost a request each.
 */
const LANGUAGE_TEXTS =
  /(shop\/src\/i18n|contract\/src\/i18n|contract\/src\/i18n\/bundles|contract\/src\/catalogue\/labels)\/(en|zh-CN|zh-TW)(\.generated)?\.(json|ts)$/;
const languageTextsOf = (id: string) => {
  const match = LANGUAGE_TEXTS.exec(id.replaceAll('\\', '/'));
  // English's words are in `labelOf`, which every page imports.
  return match && !(match[1] === 'contract/src/catalogue/labels' && match[2] === 'en')
    ? `texts-${match[2]}`
    : null;
};

const FIRST_PAGES = [
  'login.page.tsx',
  'home.page.tsx',
  'news.page.tsx',
  'account.page.tsx',
  'store-home.page.tsx',
  'store-stone.page.tsx',
];

/** The catalogue pages, gathered in files of their own (page-chunks.ts). */
const CATALOGUE_PAGES = [
  'diamond-search.page.tsx',
  'result-list.page.tsx',
  'product-details.page.tsx',
];

/** The pages a buyer opens every day, gathered likewise: by themselves, or two that share much. */
const DAILY_PAGES = [
  ['cart.page.tsx'],
  ['chat.page.tsx'],
  ['order-list.page.tsx', 'order-details.page.tsx'],
];

/** The name of a chunk named after a feature's `api.ts` or a `<name>-api.ts`: the feature's or `<name>`. */
function apiChunkName({ name, moduleIds }: PreRenderedChunk): string | undefined {
  if (name.endsWith('-api')) return name.slice(0, -4);
  if (name !== 'api') return undefined;
  for (const id of moduleIds) {
    const feature = /[\\/]features[\\/]([^\\/]+)[\\/]api\.ts$/.exec(id)?.[1];
    if (feature) return feature;
  }
  return undefined;
}

/** In development, `/store/<slug>` is the storefront's page, as the server serves it. */
function storefrontPage(): Plugin {
  return {
    name: 'facet:storefront-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (/^\/store\/[^/]/.test(request.url ?? '')) request.url = '/store.html';
        next();
      });
    },
  };
}

/** The chunks a result list loads on a tap, whose code is not preloaded with them. */
const ON_TAP = /(^|\/)(row-menu|save-search-form)-/;

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    componentImports(['antd-mobile', 'antd-mobile-icons']),
    featureIndexes(),
    inlineFirstScreenStyles(),
    inlineFavicon(),
    // The pages a buyer most often opens first (from a bookmark, a shared link or a reload) and
    // the texts: fetched beside the app's code (docs/web-apps.md, "Speed on a phone").
    preloadFirstPage({
      pages: {
        [paths.login]: { source: 'src/features/accounts/pages/login.page.tsx' },
        [paths.loginAlias]: { source: 'src/features/accounts/pages/login.page.tsx' },
        [paths.home]: { source: 'src/features/home/pages/home.page.tsx' },
        [paths.diamondSearch]: {
          source: 'src/features/catalogue/pages/diamond-search.page.tsx',
          pageTexts: 'catalogue',
          title: 'titles.diamondSearch',
          byCategory: true,
        },
        [paths.diamondResultList]: {
          source: 'src/features/catalogue/pages/result-list.page.tsx',
          pageTexts: 'catalogue',
          title: 'titles.searchResult',
          call: 'list',
        },
        [paths.productDetails]: {
          source: 'src/features/catalogue/pages/product-details.page.tsx',
          pageTexts: 'catalogue',
          title: 'titles.details',
          call: 'stone',
        },
        // The cart, a tab: its title in the shell, its texts and its call, not its code (some
        // fifty file names, half a kilobyte on every page's HTML). The lines' pictures are its
        // largest paint: the shell draws the first ones from the HTML's call.
        [paths.cart]: { pageTexts: 'goods', title: 'titles.cart', call: 'cart' },
        // The order list likewise: its title, texts and first page, whose first orders'
        // pictures the shell draws.
        [paths.order]: { pageTexts: 'goods', title: 'titles.order', call: 'orders' },
        // The chat likewise: its title, texts and newest messages. When there are none, its
        // welcome is its largest paint: the shell writes it.
        [paths.imService]: { pageTexts: 'daily', title: 'titles.customerService', call: 'chat' },
      },
      // The filters a result list's address may name, as the contract checks them: the HTML
      // asks early only for an address the app wrote (src/boot/page-call.ts).
      filterNames: [...Object.keys(FILTER_RULES), 'Origin'],
      // Home's welcome and an empty chat's, the largest things on their first screens: written
      // by the shell.
      shellTexts: [
        'home.heroEyebrow',
        'home.heroTitle',
        'home.heroText',
        'chat.welcomeTitle',
        'chat.welcomeText',
      ],
      // The categories a query page opens on, whose names title it.
      categoryTitles: CATEGORY_IDS.filter((id) =>
        categoryPath(id).startsWith(`${paths.diamondSearch}?`),
      ),
      texts: {
        en: {
          always: ['src/i18n/en.json', 'contract/src/i18n/en.ts'],
          goods: 'src/i18n/catalogue/en.json',
          search: 'src/i18n/search/en.json',
          daily: 'src/i18n/daily/en.json',
          pages: 'src/i18n/pages/en.json',
        },
        'zh-CN': {
          always: ['src/i18n/zh-CN.json', 'contract/src/i18n/zh-CN.json'],
          goods: 'src/i18n/catalogue/zh-CN.json',
          search: 'src/i18n/search/zh-CN.json',
          daily: 'src/i18n/daily/zh-CN.json',
          pages: 'src/i18n/pages/zh-CN.json',
        },
        'zh-TW': {
          always: ['src/i18n/zh-TW.generated.json', 'contract/src/i18n/zh-TW.generated.json'],
          goods: 'src/i18n/catalogue/zh-TW.generated.json',
          search: 'src/i18n/search/zh-TW.generated.json',
          daily: 'src/i18n/daily/zh-TW.generated.json',
          pages: 'src/i18n/pages/zh-TW.generated.json',
        },
      },
    }),
    // After the plugins above have written their scripts into the page.
    minifyInlineScripts(),
    storefrontPage(),
    // The installed app (docs/web-apps.md): a service worker that keeps the shell, the pages'
    // code, styles and texts, so the shop opens without a network. The API is never in it:
    // prices and stock come from the server, or the page says it shows a saved copy. The web
    // manifests, one per language, are in public/.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Installed with the app, in the background once the first page has loaded: every
        // page's code, styles and texts (about 460 KB as Brotli; a new version downloads only
        // the files that changed). A buyer offline at a fair can open any page; what needs the
        // server says so.
        navigateFallback: '/index.html',
        // The storefront (store.html) is the server's to write for each store, never the shop's.
        navigateFallbackDenylist: [
          /^\/(api|console|files|media|docs|openapi\.json|im|store)(\/|\?|$)/,
        ],
        cleanupOutdatedCaches: true,
        // Web push: showing a message and opening the page a tap is about (public/push-worker.js).
        importScripts: ['/push-worker.js'],
        runtimeCaching: [
          {
            // The shape drawings of stones without photographs: the same few, again and again.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/stones/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'facet-shapes', expiration: { maxEntries: 64 } },
          },
        ],
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // What a tap on a result list asks for (a row's menu, the save-search form) — the first
      // page a buyer most often opens: their styles are listed, their code follows its imports
      // (from the installed app's cache once the app is installed) rather than some thirty
      // names of files in the list's first load.
      resolveDependencies: (filename, deps) => (ON_TAP.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // A chunk named after a feature's calls (`features/cart/api.ts`, `tools-api.ts`) takes
        // the name of what they call ('cart', 'tools'), not 'api': the names the files had before
        // the feature folders, which index.html's first-page lists and the browser tests use.
        chunkFileNames: (chunk) => `assets/${apiChunkName(chunk) ?? '[name]'}-[hash].js`,
        // Fewer, larger files for the first screens. Over HTTP/1.1 a phone fetches six files at
        // a time, each costing a round trip, and every file the page script asks for costs the
        // main thread too (docs/web-apps.md, "Speed on a phone").
        codeSplitting: {
          groups: [
            { name: languageTextsOf, priority: 5 },
            // Everything the entry imports statically, in one file beside it: the bundler would
            // otherwise cut it into a dozen small chunks (each shared with some lazy page) that
            // every first visit fetches anyway. Only those modules, not what they import lazily.
            {
              name: 'framework',
              tags: ['$initial'],
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // Each catalogue page's code in one file, and what they share (filters, labels,
            // numbers, prices) in another: `catalogue`, without schemas, so none of zod comes
            // along (page-chunks.ts). Not what the other first pages import.
            {
              name: pageChunks({
                pages: CATALOGUE_PAGES,
                keepApart: [...FIRST_PAGES, 'cart.page.tsx'],
                shared: 'catalogue',
                alwaysShared: (id) =>
                  CATALOGUE_CORE.some((file) => id.replaceAll('\\', '/').endsWith(file)),
                setApart: (id) =>
                  ROW_BUTTONS.some((file) => id.replaceAll('\\', '/').endsWith(file))
                    ? 'goods-row-buttons'
                    : undefined,
                seeThrough: isFeatureIndex,
              }),
              debugName: 'catalogue pages',
              priority: 3,
              // Only the modules named: one the login page also imports stays apart.
              includeDependenciesRecursively: false,
            },
            // The same for the pages a buyer opens every day: the cart's own modules in its file,
            // the chat's in its, and an order's and the order list's in theirs and what those two
            // share in `order-pages`. Not what a first page, a catalogue page or another daily
            // page imports, nor what the shell or a tap loads lazily (the chat's connection, a
            // dialog).
            ...DAILY_PAGES.map((pages) => ({
              name: pageChunks({
                pages,
                keepApart: [
                  ...FIRST_PAGES,
                  ...CATALOGUE_PAGES,
                  ...DAILY_PAGES.flat().filter((page) => !pages.includes(page)),
                ],
                shared: 'order-pages',
                seeThrough: isFeatureIndex,
                lazyApart: true,
              }),
              debugName: `daily: ${pages.join(', ')}`,
              priority: 2,
              includeDependenciesRecursively: false,
            })),
            // The framework's parts only some pages use (infinite lists, react-is), together.
            {
              name: 'framework-more',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]|i18next|react-i18next|use-sync-external-store)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/files': api,
      '/media': api,
      // The chat WebSocket (`/im?ImUserId=…`), and not whatever else begins with "/im".
      '^/im(\\?|$)': { target: api, ws: true },
    },
  },
});
