import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  graphOf,
  importGraph,
  importsUnder,
  LINES_MAX,
  longFiles,
  loopsOf,
  type Import,
} from '../../../scripts/import-graph';

/**
 * The console's folders (docs/architecture.md, "Where code goes"): `app/` is the shell,
 * `shared/` what every feature uses, `features/<capability>/` one capability each, with an
 * `index.ts` for what the others may use (the shell's route table alone also loads a feature's
 * pages, lazily). `i18n/` is shared too; it stays at the root because the Traditional Chinese
 * build (scripts/zh-tw.mjs) writes its catalogue there.
 */
const source = path.dirname(fileURLToPath(import.meta.url));

const CAPABILITIES = new Set([
  'accounts',
  'audit',
  'buyers',
  'chat',
  'cloud-store',
  'contact',
  'currencies',
  'dashboard',
  'feedback',
  'holds',
  'inventory',
  'list-prices',
  'memo',
  'notices',
  'offers',
  'orders',
  'returns',
  'staff',
  'stats',
  'tiers',
  'webhooks',
]);

type Place =
  | { layer: 'entry' | 'app' | 'shared' }
  | { layer: 'feature'; feature: string }
  | { layer: 'nowhere' };

function placeOf(file: string): Place {
  const [top, name] = file.split('/');
  // The entry, and this test beside it.
  if (file === 'main.tsx' || file === 'architecture.test.ts') return { layer: 'entry' };
  if (top === 'app') return { layer: 'app' };
  if (top === 'shared' || top === 'i18n') return { layer: 'shared' };
  if (top === 'features' && name && CAPABILITIES.has(name) && file !== `features/${name}`) {
    return { layer: 'feature', feature: name };
  }
  return { layer: 'nowhere' };
}

/** The shell's route table loads each page lazily by its module: pages stay out of the first load. */
const isLazyPage = ({ from, to, lazy }: Import) =>
  lazy && placeOf(from).layer === 'app' && /^features\/[^/]+\/pages\/[^/]+\.page\.tsx$/.test(to);

/** What a file may import, by where both are; the reason it may not, or undefined. */
function refusalOf(found: Import): string | undefined {
  const { from, to } = found;
  const source = placeOf(from);
  const target = placeOf(to);
  if (source.layer === 'nowhere' || target.layer === 'nowhere') return undefined;
  if (target.layer === 'entry') return 'nothing imports the entry';
  if (source.layer === 'shared' && target.layer !== 'shared') {
    return 'shared/ imports only shared/';
  }
  if (source.layer === 'feature' && target.layer === 'app') {
    return 'a feature never imports the shell';
  }
  if (
    target.layer === 'feature' &&
    !(source.layer === 'feature' && source.feature === target.feature) &&
    to !== `features/${target.feature}/index.ts` &&
    !isLazyPage(found)
  ) {
    return `another feature is used only through features/${target.feature}/index.ts`;
  }
  return undefined;
}

/** Features that need one another round a loop, lazily or not. */
function featureLoops(imports: readonly Import[]) {
  const edges = imports.flatMap(({ from, to }) => {
    const source = placeOf(from);
    const target = placeOf(to);
    return source.layer === 'feature' &&
      target.layer === 'feature' &&
      source.feature !== target.feature
      ? [[source.feature, target.feature] as const]
      : [];
  });
  return loopsOf(graphOf(edges));
}

describe('the console’s architecture', () => {
  const { files, imports } = importsUnder(source);

  test('reads the whole console', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(300);
  });

  test('every file is in app/, shared/ or a capability’s features/ folder', () => {
    expect(files.filter((file) => placeOf(file).layer === 'nowhere')).toEqual([]);
  });

  test('imports go down: shared/ uses no feature, features use each other by index.ts', () => {
    const refused = imports.flatMap((found) => {
      const reason = refusalOf(found);
      return reason ? [`${found.from} → ${found.to}: ${reason}`] : [];
    });
    expect(refused).toEqual([]);
  });

  test('no file imports itself round a loop', () => {
    expect(loopsOf(importGraph(imports, { eager: true }))).toEqual([]);
  });

  test('no two features need each other', () => {
    expect(featureLoops(imports)).toEqual([]);
  });

  test(`no file, tests aside, is over ${LINES_MAX} lines`, () => {
    expect(longFiles(source)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  test.each([
    ['shared/ui/x.tsx', 'features/orders/index.ts', 'shared/ imports only shared/'],
    ['i18n/x.ts', 'app/app.tsx', 'shared/ imports only shared/'],
    ['features/chat/x.tsx', 'app/routes.tsx', 'a feature never imports the shell'],
    [
      'features/chat/x.tsx',
      'features/orders/api.ts',
      'another feature is used only through features/orders/index.ts',
    ],
    [
      'app/routes.tsx',
      'features/orders/pages/orders.page.tsx',
      'another feature is used only through features/orders/index.ts',
    ],
    ['features/chat/x.tsx', 'features/orders/index.ts', undefined],
    ['features/orders/pages/a.tsx', 'features/orders/api.ts', undefined],
    ['app/routes.tsx', 'shared/ui/page-heading.tsx', undefined],
  ])('%s → %s: %s', (from, to, reason) => {
    expect(refusalOf({ from, to, lazy: false })).toBe(reason);
  });

  test('only the shell may load a page of a feature lazily by its module', () => {
    const page = 'features/orders/pages/orders.page.tsx';
    expect(refusalOf({ from: 'app/routes.tsx', to: page, lazy: true })).toBeUndefined();
    expect(refusalOf({ from: 'features/chat/x.tsx', to: page, lazy: true })).toBe(
      'another feature is used only through features/orders/index.ts',
    );
  });

  test('features that need each other lazily still make a loop', () => {
    const imports = [
      { from: 'features/inventory/index.ts', to: 'features/list-prices/index.ts', lazy: true },
      { from: 'features/list-prices/api.ts', to: 'features/inventory/index.ts', lazy: false },
    ];
    expect(featureLoops(imports)).toEqual([['inventory', 'list-prices']]);
  });
});
