import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@facet/contract';
import { build as viteBuild, minifySync, type Plugin, type Rolldown } from 'vite';
import type { FirstPageBuild, PageFiles } from './src/boot/first-page';
import { routeKey } from './src/shared/routing/route-lookup';

const require_ = createRequire(import.meta.url);

/**
 * The first screen's styles inside the HTML: a stylesheet link blocks the first paint for a
 * round trip each, and these are a few KB. Each inlined sheet keeps a disabled link (never
 * fetched) so that a page loaded later, which lists the same sheet among its dependencies,
 * finds it present and does not append it a second time, later in the cascade.
 */
export function inlineFirstScreenStyles(): Plugin {
  return {
    name: 'facet:inline-first-screen-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, file: string) => {
            const sheet = bundle?.[file];
            if (sheet?.type !== 'asset') return link;
            return `<style>${String(sheet.source)}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

/**
 * The tab's icon inside the HTML as a data address: the file would be one request more with
 * every first page, and its headers weigh twice the drawing.
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'facet:inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      const drawing = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
      const address = `data:image/svg+xml,${encodeURIComponent(drawing)}`;
      return html.replace('href="/favicon.svg"', `href="${address}"`);
    },
  };
}

/**
 * The HTML's inline scripts minified at build: their comments and names stay in the source,
 * not on every first visit's wire. Runs after the plugins that write scripts into the page.
 */
export function minifyInlineScripts(): Plugin {
  return {
    name: 'facet:minify-inline-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, code: string) => {
          const { code: minified, errors } = minifySync('inline.js', code, {
            compress: true,
            mangle: true,
          });
          if (errors.length > 0) throw new Error(`minifyInlineScripts: ${errors[0]!.message}`);
          return `<script>${inScript(minified.trim())}</script>`;
        });
      },
    },
  };
}

/** Code as it may stand inside <script>, where "</" could end it: "<\/" is the same in a string. */
const inScript = (code: string) => code.replaceAll('</', '<\\/');

/** Where a page's inline script goes (index.html, store.html): first in its head. */
const BOOT_MARK = '<!--facet:boot-->';

function withBoot(html: string, script: string) {
  if (!html.includes(BOOT_MARK)) throw new Error(`no ${BOOT_MARK} in the page`);
  return html.replace(BOOT_MARK, () => `<script>${script}</script>`);
}

/**
 * A module of src/boot as a page's inline script: its default export called with `data` (what
 * the build knows: file names, texts), bundled by Vite with what it imports of the app — the
 * storage keys, the redirect and locale rules, the first call's body, never spelled twice —
 * and minified. The page's Content-Security-Policy allows it by its hash, which the server
 * reads from the built page.
 */
export async function bootScript(root: string, module: string, data?: unknown) {
  // A module of its own (Vite's library build takes its entry as a path under the root).
  const entry = 'facet-boot-entry.js';
  const call = data === undefined ? '' : JSON.stringify(data);
  const built = (await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'facet:boot-entry',
        resolveId: (id) => (id.endsWith(entry) ? `\0${entry}` : null),
        load: (id) =>
          id === `\0${entry}`
            ? `import boot from ${JSON.stringify(path.resolve(root, module))};\nboot(${call});`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'facetBoot' },
    },
  })) as Rolldown.RolldownOutput[];
  return inScript(built[0]!.output[0].code.trim());
}

/**
 * A built page without its entry script and the modules Vite preloads beside it: the page's
 * own script asks for them (`codeAfterFirstPaint`, `preloadFirstPage`).
 */
function takeEntry(html: string) {
  const entry = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('takeEntry: no entry script in the page');
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+\.js)">\s*/g),
  ];
  let page = html;
  for (const tag of [entry, ...preloads]) page = page.replace(tag[0], '');
  return { page, app: { entry: entry[1]!, preloads: preloads.map((m) => m[1]!) } };
}

/**
 * The storefront's page (store.html): its one inline script, built from src/boot/storefront.ts,
 * shows the phone's theme before the first paint and asks for the page's code once its outline
 * has painted, not before (the shop's first pages go further, `preloadFirstPage`).
 */
export function codeAfterFirstPaint(): Plugin {
  let root = '';
  return {
    name: 'facet:code-after-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { page, app } = takeEntry(html);
        return withBoot(page, await bootScript(root, 'src/boot/storefront.ts', app));
      },
    },
  };
}

type Words = { [key: string]: string | Words };

/** The text at a dotted key of a texts catalogue ("titles.details"). */
/** The text at `key` in the first of these catalogues that has it. */
function textAt(catalogues: Words[], key: string): string {
  for (const words of catalogues) {
    const text = key
      .split('.')
      .reduce<string | Words | undefined>(
        (at, part) => (typeof at === 'object' ? at[part] : undefined),
        words,
      );
    if (typeof text === 'string') return text;
  }
  throw new Error(`preloadFirstPage: no text at ${key}`);
}

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
};
type Bundle = Record<string, { type: string } | Chunk>;

/** A bundle's chunk holding a module whose path ends with `source` (its own, or a group's). */
function chunkOf(bundle: Bundle, source: string): Chunk | undefined {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  return (
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)))
  );
}

/** A chunk's file and every file it imports, to the last. */
function withImports(bundle: Bundle, chunk: Chunk, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported as Chunk, files);
  }
  return files;
}

/**
 * A language's texts: the catalogues every page loads, the goods', the search's, the daily
 * pages', the others'.
 */
type Catalogues = {
  always: string[];
  goods: string;
  search: string;
  daily: string;
  pages: string;
};

/**
 * The first page's code fetched beside the app's own, not after it. Without this, a phone
 * learns which files the page needs only once the entry script has arrived and run (on slow 4G
 * about a second); with it, index.html's one inline script (src/boot/shop.ts, built here with
 * what the bundle names) reads the address and the reader's language before anything else and
 * asks for the page's files and its texts at once, gives the shell's navigation bar the page's
 * title and makes the page's first call (src/boot/first-page.ts). `pages` maps a route (as in
 * `#/route?…`) to its page's source, texts, title and first call; `texts` names, by language,
 * the catalogues every page loads (`always`) and the page texts. In development the script
 * shows the theme and the outline only.
 */
export function preloadFirstPage(options: {
  /**
   * Each page's source (none: its code is not worth its file names in every page's HTML, the
   * shell shows its title only), which page texts it needs (`true`: all, `'goods'`: the goods'
   * only, `'catalogue'`: those and the search's, `'daily'`: the goods' and the daily pages', as
   * its `lazyPage` says), its
   * title in the shell's navigation bar (a key of
   * the shop's texts; `byCategory`: the `category` in the address names it, as the page's own
   * title does) and the call it makes first, which the HTML makes for a signed-in reader and
   * the app takes over (`stone`: a stone's details, `list`: a result list's first page, `cart`:
   * the cart).
   */
  pages: Record<
    string,
    Omit<PageFiles, 'files' | 'texts'> & {
      source?: string;
      pageTexts?: true | 'goods' | 'catalogue' | 'daily';
    }
  >;
  texts: Record<Locale, Catalogues>;
  /** Start-up texts the shell writes itself (`data-text` in index.html), in every language. */
  shellTexts?: string[];
  /** The categories a page titled `byCategory` may show: their names, in every language. */
  categoryTitles: string[];
  /** The names a result list's filters may have (the contract's `FILTER_RULES`, `Origin`). */
  filterNames: string[];
}): Plugin {
  let root = '';
  let development: Promise<string> | undefined;
  return {
    name: 'facet:preload-first-page',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) {
          development ??= bootScript(root, 'src/boot/shop.ts');
          return withBoot(html, await development);
        }
        const output = bundle as unknown as Bundle;
        // The app's entry and what Vite preloads beside it leave the HTML: the script asks for
        // them once the shell has painted.
        const { page: withoutCode, app } = takeEntry(html);
        const inPage = new Set([app.entry, ...app.preloads]);
        const files = (sources: string[]) => {
          const all = new Set<string>();
          for (const source of sources) {
            const chunk = chunkOf(output, source);
            if (!chunk) throw new Error(`preloadFirstPage: no chunk for ${source}`);
            withImports(output, chunk, all);
          }
          return [...all].filter((file) => !inPage.has(file));
        };
        const pages = Object.fromEntries(
          Object.entries(options.pages).map(([route, { source, pageTexts, ...page }]) => [
            routeKey(route),
            {
              files: source ? files([source]) : [],
              texts: pageTexts === true ? 'all' : (pageTexts ?? false),
              ...page,
            } satisfies PageFiles,
          ]),
        );
        // The titles those pages show and the shell's own texts, in every language: a few
        // hundred bytes.
        const keys = [
          ...Object.values(options.pages).flatMap((page) => page.title ?? []),
          ...(options.shellTexts ?? []),
        ];
        const languages = Object.entries(options.texts) as [Locale, Catalogues][];
        const words = Object.fromEntries(
          languages.map(([locale, catalogues]) => {
            // The texts every page loads, then the daily pages' (an empty chat's welcome).
            const [always, daily] = [catalogues.always[0]!, catalogues.daily].map(
              (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Words,
            );
            const named = [...keys, ...options.categoryTitles.map((id) => `categories.${id}`)];
            return [locale, Object.fromEntries(named.map((key) => [key, textAt([always!, daily!], key)]))]; // prettier-ignore
          }),
        ) as FirstPageBuild['words'];
        const texts = Object.fromEntries(
          languages.map(([locale, catalogues]) => [
            locale,
            {
              always: files(catalogues.always),
              goods: files([catalogues.goods]),
              search: files([catalogues.search]),
              daily: files([catalogues.daily]),
              pages: files([catalogues.pages]),
            },
          ]),
        ) as FirstPageBuild['texts'];
        const build: FirstPageBuild = {
          app,
          pages,
          texts,
          words,
          filterNames: options.filterNames,
        };
        return withBoot(withoutCode, await bootScript(root, 'src/boot/shop.ts', build));
      },
    },
  };
}

/**
 * `import { Button, Toast } from 'antd-mobile'` rewritten to each component's own module, as
 * `babel-plugin-import` does: the bundle is the same, but the module graph says which page
 * uses which component rather than every page importing the library's index (and through it
 * every component). The chunking of the catalogue pages (page-chunks.ts) reads that graph.
 * The library's global styles, which its index imports, are imported by main.tsx.
 */
export function componentImports(packages: readonly string[]): Plugin {
  const exportsOf = new Map<string, Map<string, { from: string; name: string }>>();
  const indexOf = (name: string) => {
    let known = exportsOf.get(name);
    if (known) return known;
    known = new Map();
    const index = readFileSync(require_.resolve(`${name}/es/index.js`), 'utf8');
    for (const [, specs, from] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      for (const spec of specs!.split(',')) {
        const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
        known.set(local!, { from: `${name}/es/${from!.replace(/^\.\//, '')}`, name: imported! });
      }
    }
    exportsOf.set(name, known);
    return known;
  };
  const pattern = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${packages.join('|')})["'];?`,
    'g',
  );
  return {
    name: 'facet:component-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      if (!packages.some((name) => code.includes(name))) return null;
      let changed = false;
      const rewritten = code.replace(pattern, (statement, specs: string, name: string) => {
        const index = indexOf(name);
        const lines: string[] = [];
        for (const spec of specs
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
          const target = index.get(imported);
          if (!target) return statement;
          lines.push(
            target.name === 'default'
              ? `import ${local} from '${target.from}';`
              : `import { ${target.name} as ${local} } from '${target.from}';`,
          );
        }
        changed = true;
        return lines.join('\n');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}

/** A feature's index (`src/features/<name>/index.ts`): what other features may use of it. */
export const isFeatureIndex = (id: string) =>
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id);

/**
 * A feature's index marked free of side effects (STYLE.md, "Feature folders"): it only
 * re-exports, so importing one name from it brings only the module that name comes from, as an
 * import of that module would — never the rest of the feature, with its styles, into the
 * importer's chunk (or, from the shell, into the entry). architecture.test.ts holds every index
 * to re-exports; page-chunks.ts looks through them name by name (`seeThrough`).
 */
export function featureIndexes(): Plugin {
  return {
    name: 'facet:feature-indexes',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      return isFeatureIndex(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}
