import type { ToastShowProps } from 'antd-mobile';

const loadToast = () => import('../api/show-toast');
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
 */
export function toast(props: ToastShowProps): void {
  const turn = ++latest;
  code ??= loadToast().catch((error: unknown) => {
    // Offline or a deploy in between: the next toast tries again.
    code = undefined;
    throw error;
  });
  code.then(
    ({ showToast }) => {
      if (turn === latest) showToast(props);
    },
    () => undefined,
  );
}
