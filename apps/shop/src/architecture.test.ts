import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  filesUnder,
  importGraph,
  importsUnder,
  LINES_MAX,
  longFiles,
  loopsOf,
  type Import,
} from '../../../scripts/import-graph';

/**
 * The shop's import structure (STYLE.md, "Feature folders"; docs/web-apps.md, "Where the
 * code goes"): `app/` is the shell, `shared/` (and `i18n/`) what every feature uses, and
 * `features/<capability>/` one capability each, named as the server's modules are. A feature
 * uses `shared/`, the contract and other features' `index.ts`; `shared/` uses no feature; the
 * shell may load any feature's page lazily, and takes everything else from `index.ts` too.
 * `boot/` is the HTML's first-paint scripts, each built on its own into a page (vite-plugins.ts):
 * they take the app's rules from the very modules that hold them, not through an index (which
 * would bring the feature's React code along), no module of theirs uses a library but the
 * contract and web-client's call names, and nothing imports them.
 */
const source = path.dirname(fileURLToPath(import.meta.url));

/** The capabilities a feature folder may be named after (the server's module names). */
const CAPABILITIES = [
  'accounts',
  'addresses',
  'api-keys',
  'buyers',
  'cart',
  'catalogue',
  'chat',
  'cloud-store',
  'compare',
  'contact',
  'currencies',
  'favourites',
  'feedback',
  'holds',
  'home',
  'memo',
  'notices',
  'offers',
  'orders',
  'push',
  'returns',
  'saved-searches',
  'tools',
  'webhooks',
];

/**
 * The imports that break the rules on purpose, with the reason: at most five in the whole shop.
 * Each is `importer -> imported`, paths under src/.
 */
const KNOWN_BREACHES: string[] = [
  // The storefront's own build paints with the catalogue's filter styles (store.html inlines
  // them before its first paint); a stylesheet cannot come through an index of re-exports.
  'features/cloud-store/storefront/storefront-main.tsx -> features/catalogue/components/category-query.css',
];
const MOST_BREACHES = 5;

const sourceFiles = () => filesUnder(source);

/** Where a file belongs: the shell, what is shared, one feature, or a folder outside the plan. */
function areaOf(file: string): string {
  const [top, second] = file.split('/');
  if (!file.includes('/') || top === 'app') return 'app';
  if (top === 'boot') return 'boot';
  if (top === 'shared' || top === 'i18n') return 'shared';
  if (top === 'features') return `features/${second}`;
  return top!;
}

const isIndexOf = (area: string, file: string) =>
  file === `${area}/index.ts` || file === `${area}/index.tsx`;

/** Imports that reach into another feature's insides or up into the shell. */
function breaches(all: Import[]): string[] {
  return all
    .filter(({ from, to, lazy }) => {
      const [here, there] = [areaOf(from), areaOf(to)];
      if (here === there || there === 'shared' || here === 'shared') return false;
      // The first-paint scripts take a rule from the module that holds it (see above).
      if (here === 'boot' && there !== 'app') return false;
      if (there === 'app') return true;
      // The shell's route table loads pages (and what they ask for first) lazily, by path.
      if (here === 'app' && lazy) return false;
      return !isIndexOf(there, to);
    })
    .map(({ from, to }) => `${from} -> ${to}`)
    .sort();
}

/**
 * Where a call's path is written by hand: an `/api/…` string (or `'/api'` to build one from).
 * The shop names every call from the contract's table (`calls.post('Order/AddOrder', body)`,
 * shared/transport/http.ts), and web-client's `callPath` alone turns a name into a path.
 */
const HAND_WRITTEN_PATH = /\/api\/|['"`]\/api['"`]/;

/** The lines of the shop's code (tests aside) that write a call's path by hand. */
const handWrittenPaths = (files: { file: string; text: string }[]) =>
  files
    .filter(({ file }) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          HAND_WRITTEN_PATH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );

/**
 * The call table's schemas are the server's and the console's to run: the shop takes only its
 * types (`import type`), so zod and every schema stay out of the phone's bundles.
 */
const tableImports = (files: { file: string; text: string }[]) =>
  files
    .filter(({ file }) => !/\.test\.tsx?$/.test(file))
    .flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@facet\/(?:contract|web-client)'/g,
        ),
      ]
        .filter(([, allTypes, names]) => !allTypes && /(?<!type\s+)\bCALLS\b/.test(names!))
        .map(() => `${file}: imports CALLS`),
    );

/** Every file the first-paint scripts reach through their static imports, theirs included. */
function bootReaches(all: Import[]): string[] {
  const reached = new Set(
    sourceFiles().filter((file) => areaOf(file) === 'boot' && !file.includes('.test.')),
  );
  for (const file of reached) {
    for (const { from, to, lazy } of all) if (from === file && !lazy) reached.add(to);
  }
  return [...reached].sort();
}

/** The packages a file imports at run time, but the contract and web-client (`import type` aside). */
const libraryImports = (files: string[]) =>
  files.flatMap((file) =>
    [
      ...readFileSync(path.join(source, file), 'utf8').matchAll(
        /^import\s+(?!type\b)(?:[^;]*?from\s*)?'([^.][^']*)'/gm,
      ),
    ]
      .map(([, name]) => name!)
      .filter((name) => name !== '@facet/contract' && name !== '@facet/web-client')
      .map((name) => `${file} imports ${name}`),
  );

const sourceTexts = () =>
  sourceFiles()
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(source, file), 'utf8') }));

describe('the shop’s import structure', () => {
  const all = importsUnder(source).imports;

  test('every file is in the shell, shared, or a feature named after a capability', () => {
    expect(all.length).toBeGreaterThan(500);
    const astray = sourceFiles().filter((file) => {
      const area = areaOf(file);
      if (area === 'app' || area === 'shared' || area === 'boot') return false;
      return !(area.startsWith('features/') && CAPABILITIES.includes(area.slice(9)));
    });
    expect(astray.sort()).toEqual([]);
  });

  test('no file imports itself round a loop (lazy imports and types count)', () => {
    expect(loopsOf(importGraph(all))).toEqual([]);
  });

  test(`no file, tests aside, is over ${LINES_MAX} lines`, () => {
    expect(longFiles(source)).toEqual([]);
  });

  test('shared code imports no feature and not the shell', () => {
    const upward = all.filter(
      ({ from, to }) => areaOf(from) === 'shared' && areaOf(to) !== 'shared',
    );
    expect(upward.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  test('a feature’s index only re-exports (the build marks it free of side effects)', () => {
    const features = readdirSync(path.join(source, 'features'));
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) {
      const index = path.join(source, 'features', feature, 'index.ts');
      if (!existsSync(index)) continue;
      const statements = readFileSync(index, 'utf8')
        .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      const others = statements.filter(
        (statement) => !/^export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*'\.[^']*'$/.test(statement),
      );
      expect(others, `features/${feature}/index.ts`).toEqual([]);
    }
  });

  test(`features use each other only through index.ts: at most ${MOST_BREACHES} known breaches`, () => {
    expect(KNOWN_BREACHES.length).toBeLessThanOrEqual(MOST_BREACHES);
    expect(breaches(all)).toEqual([...KNOWN_BREACHES].sort());
  });

  test('the first-paint scripts are imported by nothing, and bring no library into the page', () => {
    const intoBoot = all.filter(({ from, to }) => areaOf(to) === 'boot' && areaOf(from) !== 'boot');
    expect(intoBoot.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
    const reached = bootReaches(all);
    expect(reached.length).toBeGreaterThan(5);
    expect(libraryImports(reached)).toEqual([]);
  });
});

describe('calls are named from the contract’s table', () => {
  test('no hand-written /api/ path in the shop’s code (tests aside)', () => {
    expect(handWrittenPaths(sourceTexts())).toEqual([]);
  });

  test('the call table is imported for its types only, never CALLS at run time', () => {
    expect(tableImports(sourceTexts())).toEqual([]);
  });
});

describe('the checks themselves', () => {
  test('a breach is an import into another feature’s insides or into the shell', () => {
    const found = breaches([
      { from: 'features/cart/api.ts', to: 'shared/transport/http.ts', lazy: false },
      { from: 'features/cart/api.ts', to: 'features/catalogue/index.ts', lazy: false },
      { from: 'features/cart/api.ts', to: 'features/catalogue/format.ts', lazy: false },
      { from: 'features/cart/api.ts', to: 'app/routes.ts', lazy: false },
      { from: 'app/routes.ts', to: 'features/cart/pages/cart.page.tsx', lazy: true },
      { from: 'app/app-tab-bar.tsx', to: 'features/cart/use-cart-count.ts', lazy: false },
      { from: 'main.tsx', to: 'features/cart/index.ts', lazy: false },
    ]);
    expect(found).toEqual([
      'app/app-tab-bar.tsx -> features/cart/use-cart-count.ts',
      'features/cart/api.ts -> app/routes.ts',
      'features/cart/api.ts -> features/catalogue/format.ts',
    ]);
  });

  test('a call path written by hand is found, in code but not in tests', () => {
    const found = handWrittenPaths([
      { file: 'features/holds/api.ts', text: "http.get('/api/Hold/List')" },
      { file: 'features/orders/api.ts', text: "const ORDER = '/api';\nconst A = `/api/${x}`;" },
      { file: 'features/orders/api.test.ts', text: "expect(url).toBe('/api/Order/List')" },
      { file: 'features/cart/api.ts', text: "calls.put('ShoppingCart/Add', body)" },
    ]);
    expect(found).toEqual([
      "features/holds/api.ts:1: http.get('/api/Hold/List')",
      "features/orders/api.ts:1: const ORDER = '/api';",
      'features/orders/api.ts:2: const A = `/api/${x}`;',
    ]);
  });

  test('a library imported at run time is found; a type, the contract and a relative file are not', () => {
    expect(libraryImports(['main.tsx'])).toContain('main.tsx imports react');
    expect(libraryImports(['main.tsx'])).toContain('main.tsx imports antd-mobile/es/global');
    expect(
      libraryImports(['shared/transport/first-call.ts', 'features/catalogue/query-calls.ts']),
    ).toEqual([]);
  });

  test('CALLS imported at run time is found; its types are not', () => {
    const found = tableImports([
      { file: 'a.ts', text: "import { CALLS, type CallName } from '@facet/contract';" },
      { file: 'b.ts', text: "import type { CALLS, CallName } from '@facet/contract';" },
      { file: 'c.ts', text: "import { type CallData, translate } from '@facet/contract';" },
    ]);
    expect(found).toEqual(['a.ts: imports CALLS']);
  });
});
