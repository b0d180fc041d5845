import { createElement, lazy, useState, type ComponentType } from 'react';
import { ensurePageTexts, type PageTexts } from '../../i18n/i18n';

/** §9: a page's code that has not arrived after 120 s counts as failed (the route error shows). */
const CHUNK_TIMEOUT_MS = 120_000;

export type LazyPage = ComponentType & {
  /** Starts loading the page's code (and texts); the same promise every time. */
  preload(): Promise<unknown>;
};

/**
 * Every page is its own chunk, so the first screen downloads only what it shows. Pages whose
 * texts are not in the start-up catalogue load them alongside their code: `texts: true` all the
 * page texts, `'goods'` the goods' only, `'catalogue'` those and the search's, `'daily'` the
 * goods' and the daily pages' (i18n.ts).
 * A page preloaded before it renders (the first page, while the app starts) renders at once,
 * without passing through the loading fallback.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  options: { texts?: boolean | PageTexts } = {},
): LazyPage {
  const { texts } = options;
  const loadWithTexts = texts
    ? () =>
        Promise.all([load(), ensurePageTexts(texts === true ? 'all' : texts)]).then(
          ([page]) => page,
        )
    : load;
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;

  const preload = () =>
    (loading ??= (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Page load timed out')), CHUNK_TIMEOUT_MS);
      });
      try {
        const page = await Promise.race([loadWithTexts(), timeout]);
        loaded = page.default;
        return page;
      } finally {
        clearTimeout(timer);
      }
    })());

  const Lazy = lazy(preload);
  // Chosen once per mount: switching from `Lazy` to the loaded page on a later render would be
  // a different component to React, which would remount the page and lose its state.
  const Page = () => {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  };
  return Object.assign(Page, { preload });
}
