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
