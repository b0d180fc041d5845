import { LOCALES } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, changeLocale, useLocale } from '../../i18n/i18n';
import './choice-switch.css';

/** en / 简体 / 繁體, each button named in its own language; the choice is remembered. */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      className={`choice-switch choice-switch-${tone}`}
      role="group"
      aria-label={t('language.label')}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          aria-label={LANGUAGE_NAMES[option].full}
          onClick={() => void changeLocale(option)}
        >
          {LANGUAGE_NAMES[option].short}
        </button>
      ))}
    </div>
  );
}
