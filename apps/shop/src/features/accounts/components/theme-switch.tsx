import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, applyTheme } from '../../../shared/ui/theme';
import { usePreferences } from '../use-preferences';
import '../../../shared/ui/choice-switch.css';

/** System / Light / Dark, in the look of the language switch; the choice is remembered. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [preferences, setPreferences] = usePreferences();
  return (
    <div className="choice-switch choice-switch-dark" role="group" aria-label={t('settings.theme')}>
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === preferences.theme}
          onClick={() => {
            setPreferences({ theme: choice });
            applyTheme(choice);
          }}
        >
          {t(`settings.themes.${choice}`)}
        </button>
      ))}
    </div>
  );
}
