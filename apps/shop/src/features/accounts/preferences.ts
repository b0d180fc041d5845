import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import { parseThemeChoice, type ThemeChoice } from '../../shared/ui/theme';

export const PREFERENCES_KEY = `${SHOP_STORAGE_PREFIX}preferences`;

/** The buyer's notification settings and colour theme (§2 settings), kept on this device. */
export type Preferences = {
  notification: boolean;
  sound: boolean;
  vibration: boolean;
  theme: ThemeChoice;
};

export const DEFAULT_PREFERENCES: Preferences = {
  notification: true,
  sound: true,
  vibration: true,
  theme: 'system',
};

/** The settings as stored, as far as they are: nothing when none or unreadable. */
function stored(): Partial<Preferences> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    return typeof value === 'object' ? { ...value } : {};
  } catch {
    return {};
  }
}

/** The settings as stored, for code outside React (the chat alerts, the theme). */
export function readPreferences(): Preferences {
  const settings = stored();
  return { ...DEFAULT_PREFERENCES, ...settings, theme: parseThemeChoice(settings.theme) };
}

/**
 * The colour theme chosen, alone: what the HTML's first-paint script (src/boot) shows before
 * the first paint, without the rest of the settings.
 */
export const storedTheme = (): ThemeChoice => parseThemeChoice(stored().theme);
