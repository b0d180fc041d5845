import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@facet/contract';
import { Button } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateApiKey } from '../api';
import { toggleScope } from '../api-key-rules';
import { useLocale } from '../../../i18n/i18n';
import { contractText } from '../../../shared/forms/contract-text';
import { placeFormError } from '../../../shared/forms/form-errors';
import { fieldIssue } from '../../../shared/forms/schema-field-rule';
import { ChoiceList } from '../../../shared/forms/choice-list';
import { FormRefusal } from '../../../shared/forms/form-alerts';
import { SheetForm, TextField } from '../../../shared/forms/sheet-form';
import { Sheet } from '../../../shared/ui/sheet';
import { ShownOnce } from '../../../shared/ui/shown-once';
import './new-key-sheet.css';

type Props = { visible: boolean; onClose: () => void };
type Made = ApiKeyCreated & { Name: string };

/** Where a refusal not of one field goes (a buyer with every key they may have): above the button. */
const REFUSAL = 'Key';
const FIELDS = ['Name', 'Scopes'] as const;

/**
 * "New key": a name and the scopes, then the key itself — shown here once, with Copy, and
 * never again (Facet keeps its hash only). Closing it returns to the list.
 */
export function NewKeySheet({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const [made, setMade] = useState<Made | null>(null);
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Sheet
      visible={visible}
      onClose={close}
      titleId="new-key-title"
      title={made ? t('apiKeys.shownTitle') : t('apiKeys.newKey')}
      tall={!made}
      // The key is shown only here: a stray tap beside the sheet must not lose it.
      closeOnTapBeside={!made}
    >
      {made ? <ShownKey made={made} onDone={close} /> : <NewKeyForm onMade={setMade} />}
    </Sheet>
  );
}

function NewKeyForm({ onMade }: { onMade: (made: Made) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  // The contract's own rules, in the buyer's language: the server answers with the same ones.
  const issueOf = (field: (typeof FIELDS)[number], values: ApiKeyCreateBody) => {
    const key = fieldIssue(ApiKeyCreateBody, values, field);
    return key ? contractText(locale, key) : undefined;
  };

  const submit = () => {
    const body = { Name: name.trim(), Scopes: scopes };
    const found = Object.fromEntries(FIELDS.map((field) => [field, issueOf(field, body)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate(body, {
      onSuccess: (created) => onMade({ ...created, Name: body.Name }),
      onError: (error) => {
        const placed = placeFormError(error, FIELDS, { API_KEYS_FULL: REFUSAL });
        setErrors(Object.fromEntries(placed.map(({ name: field, message }) => [field, message])));
      },
    });
  };

  const choose = (scope: ApiKeyScope) => {
    const next = toggleScope(scopes, scope);
    setScopes(next);
    // An error under the scopes goes as soon as one is ticked.
    if (errors.Scopes) setErrors({ ...errors, Scopes: issueOf('Scopes', { Name: name, Scopes: next }) }); // prettier-ignore
  };

  return (
    <SheetForm onSubmit={submit}>
      <TextField
        id="new-key-name"
        label={t('apiKeys.name')}
        error={errors.Name}
        value={name}
        onChange={(event) => {
          const value = event.target.value;
          setName(value);
          if (errors.Name) setErrors({ ...errors, Name: issueOf('Name', { Name: value, Scopes: scopes }) }); // prettier-ignore
        }}
        maxLength={API_KEY_NAME_MAX}
        placeholder={t('apiKeys.namePlaceholder')}
        autoComplete="off"
        enterKeyHint="done"
      />
      <ChoiceList
        id="new-key-scopes"
        legend={t('apiKeys.scopes')}
        hint={t('apiKeys.scopesHint')}
        choices={API_KEY_SCOPES}
        chosen={scopes}
        onToggle={choose}
        labelOf={(scope) => ({ name: t(`apiKeys.scope.${scope}`), hint: t(`apiKeys.scopeHint.${scope}`) })} // prettier-ignore
        error={errors.Scopes}
      />
      <FormRefusal>{errors[REFUSAL]}</FormRefusal>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        loading={create.isPending}
      >
        {t('apiKeys.create')}
      </Button>
    </SheetForm>
  );
}

/** The key, this once: a warning, the key to select or copy, and the way back to the list. */
function ShownKey({ made, onDone }: { made: Made; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnce
      lead={t('apiKeys.shownFor', { name: made.Name })}
      before={
        <div className="shown-key-warning" role="note">
          <ExclamationTriangleOutline className="shown-key-warning-icon" aria-hidden="true" />
          <div>
            <strong>{t('apiKeys.shownOnce')}</strong>
            <span>{t('apiKeys.shownWhy')}</span>
          </div>
        </div>
      }
      label={t('apiKeys.keyLabel')}
      value={made.Key}
      texts={{ copy: t('apiKeys.copy'), copied: t('apiKeys.copied'), copiedNote: t('apiKeys.copiedNote'), done: t('apiKeys.done') }} // prettier-ignore
      onDone={onDone}
    />
  );
}
