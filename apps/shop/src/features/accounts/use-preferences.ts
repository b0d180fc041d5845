import { useState } from 'react';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import { parseThemeChoice, type ThemeChoice } from '../../shared/ui/theme';

export const PREFERENCES_KEY = `${SHOP_STORAGE_PREFIX}preferences`;

/** The buyer's notification settings and colour theme (§2 settings), kept on this device. */
type Preferences = {
  notification: boolean;
  sound: boolean;
  vibration: boolean;
  theme: ThemeChoice;
};

const DEFAULTS: Preferences = { notification: true, sound: true, vibration: true, theme: 'system' };

/** The settings as stored, for code outside React (the chat alerts). */
export function readPreferences(): Preferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    const merged = { ...DEFAULTS, ...(typeof stored === 'object' ? stored : {}) };
    return { ...merged, theme: parseThemeChoice(merged.theme) };
  } catch {
    return DEFAULTS;
  }
}

export function usePreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const update = (patch: Partial<Preferences>) => {
    const next = { ...preferences, ...patch };
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
    setPreferences(next);
  };
  return [preferences, update] as const;
}
