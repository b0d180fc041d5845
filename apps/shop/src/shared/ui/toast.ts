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
export function toast(props: ToastShowProps): Promise<void> {
  const turn = ++latest;
  code ??= loadToast().catch((error: unknown) => {
    // Offline or a deploy in between: the next toast tries again.
    code = undefined;
    throw error;
  });
  return code.then(
    ({ showToast }) => {
      if (turn === latest) showToast(props);
    },
    () => undefined,
  );
}
