import { useState } from 'react';
import { PREFERENCES_KEY, readPreferences, type Preferences } from './preferences';

export function usePreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const update = (patch: Partial<Preferences>) => {
    const next = { ...preferences, ...patch };
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
    setPreferences(next);
  };
  return [preferences, update] as const;
}
