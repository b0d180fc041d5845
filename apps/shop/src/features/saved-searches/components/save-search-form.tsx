import { SAVED_SEARCH_NAME_MAX, type SavedSearchAlert } from '@facet/contract';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AlertChoice } from './alert-choice';

type Props = {
  name: string;
  onName: (name: string) => void;
  alert: SavedSearchAlert;
  onAlert: (alert: SavedSearchAlert) => void;
  saving: boolean;
  onSubmit: () => void;
};

/** The save-search sheet's form: its own chunk, fetched when the buyer taps "Save". */
export default function SaveSearchForm({ name, onName, alert, onAlert, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <form
      className="save-search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label className="save-search-label" htmlFor="save-search-name">
        {t('savedSearches.name')}
      </label>
      <Input
        id="save-search-name"
        className="save-search-input"
        value={name}
        onChange={onName}
        maxLength={SAVED_SEARCH_NAME_MAX}
        clearable
      />
      <AlertChoice id="save-search-alert" value={alert} onChange={onAlert} />
      <p className="save-search-hint">
        {t(alert === 'off' ? 'savedSearches.hint' : 'savedSearches.alertHint')}
      </p>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        loading={saving}
        disabled={name.trim() === ''}
      >
        {t('savedSearches.saveAction')}
      </Button>
    </form>
  );
}
