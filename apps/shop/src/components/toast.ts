import type { ToastShowProps } from 'antd-mobile';

/**
 * Shows a toast. antd-mobile's Toast and its animation library load on the first toast, not
 * with the page: they would otherwise add 21 kB to the first screen of every route.
 */
export function toast(props: ToastShowProps): void {
  void import('../api/show-toast').then(({ showToast }) => showToast(props));
}
