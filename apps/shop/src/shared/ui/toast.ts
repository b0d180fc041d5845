import type { ToastShowProps } from 'antd-mobile';

const loadToast = () => import('./show-toast');
let code: ReturnType<typeof loadToast> | undefined;
let latest = 0;

/**
 * Shows a toast. antd-mobile's Toast and its animation library load on the first toast, not
 * with the page: they would otherwise add 21 kB to the first screen of every route.
 *
 * A toast replaces the one before it, so the last one asked for is the one shown. Toasts asked
 * for while the code is still on its way wait on the same download and only the last shows:
 * each `import()` of its own could settle out of order (the bundler's preloading lets a second
 * call past the stylesheet the first one waits for), and "Adding…" would then cover "Added".
 *
 * Resolves once the toast is on screen (or passed over for a later one, or its code could not
 * be had): a message that must be seen before what follows it, such as "Adding to cart…", is
 * awaited before the work it announces.
 */
/**
 * Until the browser has drawn a frame with what was just rendered: antd-mobile renders a toast
 * in a root of its own, a task later, so a quick answer could otherwise replace "Adding…"
 * before it was ever drawn. At most 100 ms: a tab in the background draws no frames.
 */
const drawn = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });

export function toast(props: ToastShowProps): Promise<void> {
  const turn = ++latest;
  code ??= loadToast().catch((error: unknown) => {
    // Offline or a deploy in between: the next toast tries again.
    code = undefined;
    throw error;
  });
  return code.then(
    ({ showToast }) => {
      if (turn !== latest) return;
      showToast(props);
      return drawn();
    },
    () => undefined,
  );
}
