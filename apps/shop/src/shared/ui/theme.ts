/**
 * The shop's colour theme (§2 settings). The buyer picks System, Light or Dark; System follows
 * the phone's own setting, live. antd-mobile and theme.css switch their colours on
 * `data-prefers-color-scheme` on <html>. The HTML's first-paint script (src/boot) applies it with
 * this module before the first paint (so no page flashes in the wrong theme); the app keeps it
 * current.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** The colour of the phone's status bar in each theme. */
const STATUS_BAR: Record<Theme, string> = { light: '#1b2540', dark: '#0e1320' };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** A stored choice as one of the three; anything else (an old or edited value) is System. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** What System shows: the phone's own setting. */
const followPhone = (systemDark: boolean): Theme => (systemDark ? 'dark' : 'light');

/** The theme a stored choice shows, given whether the phone is set to dark. */
export function effectiveTheme(choice: unknown, systemDark: boolean): Theme {
  const parsed = parseThemeChoice(choice);
  return parsed === 'system' ? followPhone(systemDark) : parsed;
}

/** The theme the phone is set to now: what System shows (and the storefront, which has no settings). */
export const systemTheme = () => followPhone(matchMedia(SYSTEM_DARK).matches);

/** Shows `theme` on the page: antd-mobile's and theme.css's switch. */
export const markTheme = (theme: Theme) =>
  document.documentElement.setAttribute('data-prefers-color-scheme', theme);

/** Shows the theme `choice` stands for now, on the page and on the phone's status bar. */
export function applyTheme(choice: unknown) {
  const theme = effectiveTheme(choice, matchMedia(SYSTEM_DARK).matches);
  markTheme(theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', STATUS_BAR[theme]);
}

/**
 * Keeps the page in the buyer's theme: when the phone switches between light and dark, and when
 * another tab changes the choice. `readChoice` gives the stored choice at that moment.
 */
export function followTheme(readChoice: () => unknown, storageKey: string) {
  const show = () => applyTheme(readChoice());
  show();
  matchMedia(SYSTEM_DARK).addEventListener('change', show);
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey) show();
  });
}
