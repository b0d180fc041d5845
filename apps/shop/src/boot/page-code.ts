/** The app's entry script and the modules Vite preloads beside it, as the build names them. */
export type AppCode = { entry: string; preloads: string[] };

/**
 * Requests started in one task: starting one costs a phone a few milliseconds of its main thread
 * (a 4× slowed trace: about 5 ms each, 100–150 ms for a page's dozen in one task), so they go a
 * pair at a time, each pair a task of its own, and the phone can paint or answer a tap between.
 */
const REQUESTS_PER_TASK = 2;

/**
 * Asks for the app's entry as a module script, then for each of `files` beside it, in tasks of
 * REQUESTS_PER_TASK requests.
 */
export function loadCode(entry: string, files: readonly string[]) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `/${entry}`;
  document.head.appendChild(script);
  const preload = (from: number) => {
    for (const file of files.slice(from, from + REQUESTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.appendChild(link);
    }
    if (from + REQUESTS_PER_TASK < files.length)
      setTimeout(() => preload(from + REQUESTS_PER_TASK));
  };
  setTimeout(() => preload(0));
}

/** Past this, the code is asked for whether the page has painted or not. */
const PAINT_WAIT_MS = 1000;

/**
 * Runs `run(false)` once the page has painted; `run(true)` at once in a hidden tab or a browser
 * without paint timing, and after a second at most.
 */
export function afterFirstPaint(run: (atOnce: boolean) => void) {
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (document.visibilityState === 'hidden' || !types.includes('paint')) return run(true);
  let done = false;
  const once = (atOnce: boolean) => {
    if (done) return;
    done = true;
    run(atOnce);
  };
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    once(false);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(() => once(true), PAINT_WAIT_MS);
}
