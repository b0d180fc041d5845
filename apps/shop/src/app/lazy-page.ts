import { lazy, type ComponentType } from 'react';

/** §9: a page's code that has not arrived after 120 s counts as failed (the route error shows). */
const CHUNK_TIMEOUT_MS = 120_000;

/** Every page is its own chunk, so the first screen downloads only what it shows. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Page load timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([load(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}
