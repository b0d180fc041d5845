import { describe, expect, test } from 'vitest';
import { effectiveTheme, parseThemeChoice } from './theme';

describe('the theme a stored choice shows', () => {
  test.each([
    ['system', false, 'light'],
    ['system', true, 'dark'],
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
  ] as const)('%s with the phone dark=%s is %s', (choice, systemDark, theme) => {
    expect(effectiveTheme(choice, systemDark)).toBe(theme);
  });

  test.each([undefined, null, '', 'Dark', 'night', 1, true, {}, ['dark']])(
    'a bad stored value (%j) follows the system',
    (stored) => {
      expect(parseThemeChoice(stored)).toBe('system');
      expect(effectiveTheme(stored, true)).toBe('dark');
      expect(effectiveTheme(stored, false)).toBe('light');
    },
  );
});
