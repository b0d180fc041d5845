/** The app's entry script and the modules Vite preloads beside it, as the build names them. */
export type AppCode = { entry: string; preloads: string[] };

/** Asks for the app's entry as a module script, and for each of `files` beside it. */
export function loadCode(entry: string, files: readonly string[]) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `/${entry}`;
  document.head.appendChild(script);
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
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
