import { SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import './alert-choice.css';

/**
 * A saved search's alert — off, at once, or a daily digest — as the phone's own picker: one
 * tap opens the system list, readable by every screen reader.
 */
export function AlertChoice({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: SavedSearchAlert;
  onChange: (alert: SavedSearchAlert) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert-choice">
      <label htmlFor={id}>{t('savedSearches.alert')}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as SavedSearchAlert)}
      >
        {SAVED_SEARCH_ALERTS.map((alert) => (
          <option key={alert} value={alert}>
            {t(`savedSearches.alerts.${alert}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
