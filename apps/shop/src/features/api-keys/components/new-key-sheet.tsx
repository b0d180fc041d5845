import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
} from '@facet/contract';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateApiKey } from '../api';
import { toggleScope } from '../api-key-rules';
import { useLocale } from '../../../i18n/i18n';
import { contractText } from '../../../shared/forms/contract-text';
import { placeFormError } from '../../../shared/forms/form-errors';
import { fieldIssue } from '../../../shared/forms/schema-field-rule';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';
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
    <form
      className="new-key-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="new-key-field">
        <label className="new-key-label" htmlFor="new-key-name">
          {t('apiKeys.name')}
        </label>
        <input
          id="new-key-name"
          className="new-key-input"
          value={name}
          onChange={(event) => {
            const value = event.target.value;
            setName(value);
            if (errors.Name) setErrors({ ...errors, Name: issueOf('Name', { Name: value, Scopes: scopes }) }); // prettier-ignore
          }}
          maxLength={API_KEY_NAME_MAX}
          placeholder={t('apiKeys.namePlaceholder')}
          aria-invalid={errors.Name ? true : undefined}
          aria-describedby={errors.Name ? 'new-key-name-error' : undefined}
          autoComplete="off"
          enterKeyHint="done"
        />
        {errors.Name && (
          <p id="new-key-name-error" className="new-key-error" role="alert">
            {errors.Name}
          </p>
        )}
      </div>

      <fieldset
        className="new-key-scopes"
        aria-describedby={errors.Scopes ? 'new-key-scopes-error' : 'new-key-scopes-hint'}
      >
        <legend className="new-key-label">{t('apiKeys.scopes')}</legend>
        <p id="new-key-scopes-hint" className="new-key-hint">
          {t('apiKeys.scopesHint')}
        </p>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="new-key-scope">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={() => choose(scope)}
            />
            <span className="new-key-scope-text">
              <strong>{t(`apiKeys.scope.${scope}`)}</strong>
              <span>{t(`apiKeys.scopeHint.${scope}`)}</span>
            </span>
          </label>
        ))}
        {errors.Scopes && (
          <p id="new-key-scopes-error" className="new-key-error" role="alert">
            {errors.Scopes}
          </p>
        )}
      </fieldset>

      {errors[REFUSAL] && (
        <p className="new-key-refusal" role="alert">
          {errors[REFUSAL]}
        </p>
      )}
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
    </form>
  );
}

/** The key, this once: a warning, the key to select or copy, and the way back to the list. */
function ShownKey({ made, onDone }: { made: Made; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.Key);
      // The button and the line under it say so: a toast would cover the key.
      setCopied(true);
    } catch {
      void toast({ content: t('common.copyFailed') });
    }
  };
  return (
    <div className="shown-key">
      <p className="shown-key-for">{t('apiKeys.shownFor', { name: made.Name })}</p>
      <div className="shown-key-warning" role="note">
        <ExclamationTriangleOutline className="shown-key-warning-icon" aria-hidden="true" />
        <div>
          <strong>{t('apiKeys.shownOnce')}</strong>
          <span>{t('apiKeys.shownWhy')}</span>
        </div>
      </div>
      <p className="new-key-label" id="shown-key-label">
        {t('apiKeys.keyLabel')}
      </p>
      <output className="shown-key-value" aria-labelledby="shown-key-label">
        {made.Key}
      </output>
      <Button
        block
        color="primary"
        fill={copied ? 'outline' : 'solid'}
        shape="rounded"
        size="large"
        onClick={() => void copy()}
      >
        {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
      </Button>
      {copied && (
        <p className="shown-key-copied" role="status">
          <CheckCircleFill aria-hidden="true" /> {t('apiKeys.copiedNote')}
        </p>
      )}
      <Button block fill="none" shape="rounded" onClick={onDone}>
        {t('apiKeys.done')}
      </Button>
    </div>
  );
}
