/**
 * The shop's colour theme (§2 settings). The buyer picks System, Light or Dark; System follows
 * the phone's own setting, live. antd-mobile and theme.css switch their colours on
 * `data-prefers-color-scheme` on <html>. The inline script in index.html applies the same rule
 * before the first paint (so no page flashes in the wrong theme); this module keeps it current.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** The colour of the phone's status bar in each theme (index.html's script uses the same). */
const STATUS_BAR: Record<Theme, string> = { light: '#1b2540', dark: '#0e1320' };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** A stored choice as one of the three; anything else (an old or edited value) is System. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system';
}

/** The theme a stored choice shows, given whether the phone is set to dark. */
export function effectiveTheme(choice: unknown, systemDark: boolean): Theme {
  const parsed = parseThemeChoice(choice);
  if (parsed === 'system') return systemDark ? 'dark' : 'light';
  return parsed;
}

/** Shows the theme `choice` stands for now. */
export function applyTheme(choice: unknown) {
  const theme = effectiveTheme(choice, matchMedia(SYSTEM_DARK).matches);
  document.documentElement.setAttribute('data-prefers-color-scheme', theme);
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
