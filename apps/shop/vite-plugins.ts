import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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
       * The call the page makes first, `POST path {Id}` with the id from the address's `id`,
       * made by the HTML for a signed-in reader and taken over by the app (api/first-call.ts);
       * the first picture the answer names is asked for at once, and with `picture` drawn by
       * the shell where the page draws it (`.shell-picture` in index.html).
       */
      firstCall?: { path: string; picture?: boolean };
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
        const inPage = new Set([...html.matchAll(/href="\/([^"]+\.js)"/g)].map((m) => m[1]!));
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
              ...(page.firstCall
                ? { call: page.firstCall.path, picture: Boolean(page.firstCall.picture) }
                : {}),
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
      (function (pages, texts, titles) {
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
        // The page's first call, with the session and language the app will send it with; the
        // app takes the answer over (api/first-call.ts) and draws the first picture it names.
        var id = Number(params.get('id'));
        var token = '';
        try {
          token = JSON.parse(stored || '{}').ToKen || '';
        } catch (_) {}
        if (page.call && token && id > 0 && id % 1 === 0 && window.fetch) {
          // Room for the picture from the first paint: it lands in it without moving anything.
          if (page.picture) document.documentElement.setAttribute('data-picture', '');
          var call = {
            path: page.call,
            body: JSON.stringify({ Id: id }),
            token: token,
            locale: locale,
            at: Date.now(),
          };
          call.response = fetch(call.path, {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              locale: locale,
              Authorization: 'Bearer ' + token,
              'Content-Type': 'application/json',
            },
            body: call.body,
          });
          call.response
            .then(function (response) {
              return response.ok ? response.clone().json() : null;
            })
            .then(function (envelope) {
              var picture = envelope && envelope.Data && envelope.Data.Images && envelope.Data.Images[0];
              if (!picture) return;
              var link = document.createElement('link');
              link.rel = 'preload';
              link.as = 'image';
              link.href = picture;
              link.fetchPriority = 'high';
              document.head.appendChild(link);
              // Drawn by the shell too, where the page will draw it: the page's largest
              // element shows before the app's code has run.
              var place = function () {
                var box = document.querySelector('.shell-picture');
                if (!box) return document.addEventListener('DOMContentLoaded', place);
                var image = document.createElement('img');
                image.alt = '';
                image.src = picture;
                box.appendChild(image);
              };
              if (page.picture) place();
            })
            .catch(function () {});
          window.facetFirstCall = call;
        }
        var files = page.files.concat(
          texts[locale].always,
          page.texts ? texts[locale].catalogue : [],
          page.texts === 'all' ? texts[locale].pages : []
        );
        for (var i = 0; i < files.length; i++) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.href = '/' + files[i];
          document.head.appendChild(link);
        }
      })(${JSON.stringify(pages)}, ${JSON.stringify(texts)}, ${JSON.stringify(titles)});
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
