import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

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
          return `<script>${minified.trim()}</script>`;
        });
      },
    },
  };
}

/**
 * Two functions of the pages' own scripts, written once for both (`codeAfterFirstPaint`,
 * `preloadFirstPage`). `loadCode(entry, files)` asks for the app's entry as a module and for each
 * of `files` beside it. `afterFirstPaint(run)` runs `run(false)` once the page has painted, or
 * `run(true)` at once in a hidden tab or a browser without paint timing, and after a second at
 * most.
 */
const PAGE_SCRIPT_HELPERS = `
        var loadCode = function (entry, files) {
          var script = document.createElement('script');
          script.type = 'module';
          script.src = '/' + entry;
          document.head.appendChild(script);
          for (var i = 0; i < files.length; i++) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = '/' + files[i];
            document.head.appendChild(link);
          }
        };
        var afterFirstPaint = function (run) {
          var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
          if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return run(true);
          var done = false;
          var once = function (atOnce) {
            if (done) return;
            done = true;
            run(atOnce);
          };
          new PerformanceObserver(function (list, observer) {
            observer.disconnect();
            once(false);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(function () {
            once(true);
          }, 1000);
        };`;

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
 * A page's code asked for once its HTML outline has painted, not before (the storefront's;
 * the shop's first pages go further, `preloadFirstPage`): the outline never waits for the code,
 * and Lighthouse's simulation no longer charges the code to the first paint. At once in a
 * hidden tab or a browser without paint timing; a second at most.
 */
export function codeAfterFirstPaint(): Plugin {
  return {
    name: 'facet:code-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const { page, app } = takeEntry(html);
        const script = `<script>
      (function (app) {${PAGE_SCRIPT_HELPERS}
        afterFirstPaint(function () {
          loadCode(app.entry, app.preloads);
        });
      })(${JSON.stringify(app)});
    </script>`;
        return page.replace('</head>', `${script}\n  </head>`);
      },
    },
  };
}

type Words = { [key: string]: string | Words };

/** The text at a dotted key of a texts catalogue ("titles.details"). */
function textAt(words: Words, key: string): string {
  const text = key
    .split('.')
    .reduce<string | Words | undefined>(
      (at, part) => (typeof at === 'object' ? at[part] : undefined),
      words,
    );
  if (typeof text !== 'string') throw new Error(`preloadFirstPage: no text at ${key}`);
  return text;
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
 * How long the app's code waits for a page's first pictures (a stone's, or a result list's
 * first rows') once they were asked for: on a phone they go first over the connection, and the
 * code follows them rather than sharing it; past this, the code goes anyway.
 */
const FIRST_PICTURES_MS = 250;

/**
 * The first page's code fetched beside the app's own, not after it. Without this, a phone
 * learns which files the page needs only once the entry script has arrived and run (on slow 4G
 * about a second); with it, a small inline script reads the address and the reader's language
 * before anything else and asks for the page's files and its texts at once. `pages` maps a
 * route (as in `#/route?…`) to its page's source and whether it shows the page texts; `texts`
 * names, by language, the catalogues every page loads (`always`) and the page texts. The same
 * script gives the shell's navigation bar the page's title and, for a stone's details, asks
 * for the stone itself.
 */
export function preloadFirstPage(options: {
  /**
   * Each page's source, which page texts it needs (`true`: all, `'catalogue'`: the catalogue
   * pages' only, as its `lazyPage` says), and its title in the shell's navigation
   * bar (a key of the shop's texts; `byCategory`: the `category` in the address names it, as
   * the page's own title does).
   */
  pages: Record<
    string,
    {
      source: string;
      pageTexts?: true | 'catalogue';
      title?: string;
      byCategory?: boolean;
      /**
       * The call the page makes first, made by the HTML for a signed-in reader and taken over
       * by the app (shared/transport/first-call.ts); the pictures its answer names are drawn by the shell
       * where the page draws them. `stone`: a stone's details, `POST path {Id}` with the
       * address's `id`, its first picture in `.shell-picture`. `list`: a result list's first
       * page, by the address's `category`, `q` and `sort` as the page reads them, its first
       * rows' pictures in the shell's rows (`.shell-thumb`).
       */
      firstCall?:
        | { stone: string }
        | {
            list: {
              calls: Record<string, { endpoint: string; origin?: string }>;
              /** The names a query's filters may have (the contract's `FILTER_RULES`). */
              filters: string[];
              pageSize: number;
              defaultSort: { Field: string; Order: string };
              rowsShown: number;
            };
          };
    }
  >;
  texts: Record<string, { always: string[]; catalogue: string; pages: string }>;
  /** Start-up texts the shell writes itself (`data-text` in index.html), in every language. */
  shellTexts?: string[];
}): Plugin {
  let root = '';
  return {
    name: 'facet:preload-first-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const output = bundle as unknown as Bundle;
        // The app's entry and what Vite preloads beside it leave the HTML: the script below asks
        // for them once the shell has painted.
        const { page: withoutCode, app } = takeEntry(html);
        html = withoutCode;
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
          Object.entries(options.pages).map(([route, page]) => [
            route,
            {
              files: files([page.source]),
              texts: page.pageTexts === true ? 'all' : (page.pageTexts ?? false),
              ...(page.title ? { title: page.title, byCategory: Boolean(page.byCategory) } : {}),
              ...page.firstCall,
            },
          ]),
        );
        // The titles those pages show and the shell's own texts, in every language: a few
        // hundred bytes.
        const titleKeys = [
          ...Object.values(options.pages).flatMap((page) => page.title ?? []),
          ...(options.shellTexts ?? []),
        ];
        const titles = Object.fromEntries(
          Object.entries(options.texts).map(([locale, catalogues]) => {
            const words = JSON.parse(
              readFileSync(path.join(root, catalogues.always[0]!), 'utf8'),
            ) as Words;
            const categories = Object.entries(words.categories as Words).map(
              ([id, text]) => [`categories.${id}`, text] as const,
            );
            const named = titleKeys.map((key) => [key, textAt(words, key)] as const);
            return [locale, Object.fromEntries([...named, ...categories])];
          }),
        );
        const texts = Object.fromEntries(
          Object.entries(options.texts).map(([locale, catalogues]) => [
            locale,
            {
              always: files(catalogues.always),
              catalogue: files([catalogues.catalogue]),
              pages: files([catalogues.pages]),
            },
          ]),
        );
        const script = `<script>
      (function (pages, texts, titles, app) {${PAGE_SCRIPT_HELPERS}
        var asked = '';
        try {
          asked = localStorage.getItem('facet.shop.locale') || '';
        } catch (_) {}
        asked = (asked || navigator.language || '').toLowerCase();
        var locale = /^zh-(tw|hk|mo|hant)/.test(asked) ? 'zh-TW' : /^zh/.test(asked) ? 'zh-CN' : 'en';
        var route = location.hash.slice(1).split('?')[0].replace(/\\/$/, '') || '/';
        // Where the app will take the reader (the shell's rule): home when signed in, the
        // login page when a page needs a session and there is none.
        var stored = null;
        try {
          stored =
            localStorage.getItem('facet.shop.userInfo') ||
            sessionStorage.getItem('facet.shop.userInfo');
        } catch (_) {}
        var signedIn = Boolean(stored);
        var guest = route === '/' || route === '/pages/login/index';
        if (guest && signedIn) route = '/pages/index/index';
        if (!guest && !signedIn && !/^\\/pages\\/(login|agreement|contact)\\//.test(route)) route = '/';
        var page = pages[route] || { files: [] };
        // The page's title, for the shell's navigation bar to show before any JavaScript.
        var params = new URLSearchParams(location.hash.split('?')[1] || '');
        var category = params.get('category');
        var words = titles[locale];
        var title = page.title
          ? (page.byCategory && words['categories.' + category]) || words[page.title]
          : '';
        document.documentElement.setAttribute('data-title', title || '');
        // The words the shell writes in its outline (home's welcome), in the reader's language.
        window.facetShellWords = words;
        // The app's code and the page's, asked for once the shell has painted and the page's
        // first pictures have arrived (below), or FIRST_PICTURES_MS after they were asked for:
        // the shell never waits for the code, and what the page shows largest does not share
        // the phone's connection with 200 KB of it.
        var files = app.preloads.concat(
          page.files,
          texts[locale].always,
          page.texts ? texts[locale].catalogue : [],
          page.texts === 'all' ? texts[locale].pages : []
        );
        var waiting = { paint: true, pictures: false };
        var started = false;
        var ready = function (what) {
          waiting[what] = false;
          if (started || waiting.paint || waiting.pictures) return;
          started = true;
          loadCode(app.entry, files);
        };
        // The page's first call, with the session and language the app will send it with: the
        // app takes the answer over (shared/transport/first-call.ts), and the shell draws the pictures it
        // names where the page will draw them, so the page's largest element shows before the
        // app's code has run.
        var session = {};
        try {
          session = JSON.parse(stored || '{}') || {};
        } catch (_) {}
        var first = null;
        var id = Number(params.get('id'));
        if (page.stone && id > 0 && id % 1 === 0) {
          first = { path: page.stone, body: JSON.stringify({ Id: id }), shown: 'data-picture' };
        }
        // A result list's first page, its body written as the page writes it (features/catalogue/api.ts,
        // bodyFor) from an address as the app writes it (known names in order, nothing empty);
        // any other address, or a buyer who may not ask about prices yet, the page asks for
        // itself.
        var list = page.list && page.list.calls[category];
        if (list && session.SeesPrices !== false) {
          var q = params.get('q');
          var filters = list.origin ? { Origin: list.origin } : {};
          try {
            if (q) filters = JSON.parse(q);
          } catch (_) {
            filters = null;
          }
          var names = filters && typeof filters === 'object' ? Object.keys(filters) : [];
          var inOrder = names.slice().sort(function (a, b) {
            return a.localeCompare(b);
          });
          var canonical = Boolean(filters) && !Array.isArray(filters);
          for (var n = 0; canonical && n < names.length; n++) {
            var value = filters[names[n]];
            canonical =
              names[n] === inOrder[n] &&
              page.list.filters.indexOf(names[n]) >= 0 &&
              value !== false &&
              !(Array.isArray(value) && !value.length);
          }
          if (canonical) {
            var body = {};
            for (n = 0; n < names.length; n++) {
              if (names[n] !== 'Origin') body[names[n]] = filters[names[n]];
            }
            body.PageIndex = 1;
            body.PageSize = page.list.pageSize;
            var sort = (params.get('sort') || '').split('.');
            body.Sort =
              // A field the app does not know it replaces by the default; the server refuses it,
              // and nothing is drawn or taken over.
              /^[A-Za-z]+$/.test(sort[0]) && (sort[1] === 'asc' || sort[1] === 'desc')
                ? { Field: sort[0], Order: sort[1] }
                : page.list.defaultSort;
            if (list.origin && filters.Origin) body.Origin = filters.Origin;
            first = { path: list.endpoint, body: JSON.stringify(body), shown: 'data-list' };
          }
        }
        if (first && session.ToKen && window.fetch) {
          waiting.pictures = true;
          setTimeout(function () {
            ready('pictures');
          }, ${FIRST_PICTURES_MS});
          // Room for the pictures from the first paint: they land in it without moving anything.
          document.documentElement.setAttribute(first.shown, '');
          var call = {
            path: first.path,
            body: first.body,
            token: session.ToKen,
            locale: locale,
            at: Date.now(),
          };
          call.response = fetch(call.path, {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              locale: locale,
              Authorization: 'Bearer ' + call.token,
              'Content-Type': 'application/json',
            },
            body: call.body,
          });
          window.facetFirstCall = call;
          call.response
            .then(function (response) {
              return response.ok ? response.clone().json() : null;
            })
            .then(function (envelope) {
              var data = (envelope && envelope.Data) || {};
              var pictures = [];
              if (first.shown === 'data-picture') {
                pictures = [[data.Images && data.Images[0], '.shell-picture']];
              } else {
                var rows = (data.List || []).slice(0, page.list.rowsShown);
                for (var r = 0; r < rows.length; r++) {
                  var where = '.shell-row:nth-child(' + (r + 1) + ') .shell-thumb';
                  pictures.push([rows[r].Images && rows[r].Images[0], where]);
                }
              }
              var pending = 0;
              // Once they have arrived, decoded, and the frame that shows them is drawn.
              var drawn = function () {
                if (--pending > 0) return;
                requestAnimationFrame(function () {
                  setTimeout(function () {
                    ready('pictures');
                  });
                });
              };
              var decoded = function () {
                if (this.decode) this.decode().then(drawn, drawn);
                else drawn();
              };
              var place = function () {
                if (!document.querySelector('.shell-rows')) {
                  return document.addEventListener('DOMContentLoaded', place);
                }
                for (var p = 0; p < pictures.length; p++) {
                  var box = document.querySelector(pictures[p][1]);
                  if (!box || !pictures[p][0]) continue;
                  var image = document.createElement('img');
                  image.alt = '';
                  if (p === 0) image.fetchPriority = 'high';
                  pending++;
                  image.onload = decoded;
                  image.onerror = drawn;
                  image.src = pictures[p][0];
                  box.appendChild(image);
                }
                if (!pending) ready('pictures');
              };
              place();
            })
            .catch(function () {
              ready('pictures');
            });
        }
        // Not painting (a hidden tab) or not saying so, or a second gone: the pictures are not
        // waited for either.
        afterFirstPaint(function (atOnce) {
          if (atOnce) waiting.pictures = false;
          ready('paint');
        });
      })(${JSON.stringify(pages)}, ${JSON.stringify(texts)}, ${JSON.stringify(titles)}, ${JSON.stringify(app)});
    </script>`;
        return html.replace('</head>', `${script}\n  </head>`);
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
