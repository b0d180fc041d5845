import { storedTheme } from '../features/accounts/preferences';
import { applyTheme } from '../shared/ui/theme';
import { startFirstPage, type FirstPageBuild } from './first-page';
import { openedPage, outlineOf } from './opened-page';

/**
 * index.html's one inline script, built from this module (`preloadFirstPage` in
 * vite-plugins.ts): before the first paint, the buyer's colour theme and the shell's outline
 * of the page the address opens, where the app will take the reader; with the build's files
 * (not in development), the first page's code, texts and first call (first-page.ts).
 */
export default function bootShop(build?: FirstPageBuild) {
  applyTheme(storedTheme());
  const opened = openedPage(location.hash);
  document.documentElement.setAttribute('data-shell', outlineOf(opened.route));
  if (build) startFirstPage(opened, build);
}
