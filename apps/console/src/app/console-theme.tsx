import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { LANGUAGES } from '../i18n/languages';
import { useI18n } from '../i18n/use-i18n';
import { useReducedMotion } from '../shared/theme/reduced-motion';
import { theme } from '../shared/theme/theme';

/** The console's theme without antd's motion, for a person who asked their system for less. */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/** antd's theme and language, and its motion only for those who have not asked for less. */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider
      theme={useReducedMotion() ? stillTheme : theme}
      locale={LANGUAGES[locale].antd}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}
