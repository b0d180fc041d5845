import { markTheme, systemTheme } from '../shared/ui/theme';
import { afterFirstPaint, loadCode, type AppCode } from './page-code';

/**
 * store.html's one inline script, built from this module (`codeAfterFirstPaint` in
 * vite-plugins.ts): the phone's colour theme before the first paint (a storefront has no
 * settings; its status bar keeps the store's navy), and the storefront's code asked for once its
 * outline has painted, not before.
 */
export default function bootStorefront(app: AppCode) {
  markTheme(systemTheme());
  afterFirstPaint(() => loadCode(app.entry, app.preloads));
}
