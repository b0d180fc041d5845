import { lazy, type ComponentType } from 'react';
import { ensurePageTexts } from '../i18n/i18n';

/** §9: a page's code that has not arrived after 120 s counts as failed (the route error shows). */
const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Every page is its own chunk, so the first screen downloads only what it shows. Pages whose
 * texts are not in the start-up catalogue (`texts: true`) load them alongside their code.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  options: { texts?: boolean } = {},
) {
  const loadWithTexts = options.texts
    ? () => Promise.all([load(), ensurePageTexts()]).then(([page]) => page)
    : load;
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Page load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([loadWithTexts(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}
