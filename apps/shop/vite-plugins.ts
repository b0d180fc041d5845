import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null };
type Bundle = Record<string, { type: string } | Chunk>;

/** A bundle's chunk built from a module whose path ends with `source`. */
function chunkOf(bundle: Bundle, source: string): Chunk | undefined {
  return Object.values(bundle).find(
    (output): output is Chunk =>
      output.type === 'chunk' && Boolean((output as Chunk).facadeModuleId?.endsWith(source)),
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
   * Each page's source, whether it needs the page texts, and its title in the shell's navigation
   * bar (a key of the shop's texts; `byCategory`: the `category` in the address names it, as
   * the page's own title does).
   */
  pages: Record<
    string,
    {
      source: string;
      pageTexts?: boolean;
      title?: string;
      byCategory?: boolean;
      /**
       * The call the page makes first, `POST path {Id}` with the id from the address's `id`,
       * made by the HTML for a signed-in reader and taken over by the app (api/first-call.ts);
       * the first picture the answer names is asked for at once.
       */
      firstCall?: { path: string };
    }
  >;
  texts: Record<string, { always: string[]; pages: string }>;
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
              texts: Boolean(page.pageTexts),
              ...(page.title ? { title: page.title, byCategory: Boolean(page.byCategory) } : {}),
              ...(page.firstCall ? { call: page.firstCall.path } : {}),
            },
          ]),
        );
        // The titles those pages show, in every language: a few hundred bytes.
        const titleKeys = Object.values(options.pages).flatMap((page) => page.title ?? []);
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
            { always: files(catalogues.always), pages: files([catalogues.pages]) },
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
        // The page's first call, with the session and language the app will send it with; the
        // app takes the answer over (api/first-call.ts) and draws the first picture it names.
        var id = Number(params.get('id'));
        var token = '';
        try {
          token = JSON.parse(stored || '{}').ToKen || '';
        } catch (_) {}
        if (page.call && token && id > 0 && id % 1 === 0 && window.fetch) {
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
            })
            .catch(function () {});
          window.facetFirstCall = call;
        }
        var files = page.files.concat(texts[locale].always, page.texts ? texts[locale].pages : []);
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
