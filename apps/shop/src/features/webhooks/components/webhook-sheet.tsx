import {
  WEBHOOK_URL_MAX,
  WebhookSaveBody,
  type Webhook,
  type WebhookEvent,
  WEBHOOK_EVENTS_CHOOSABLE,
  toggleWebhookEvent,
} from '@facet/contract';
import { Button, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveWebhook } from '../api';
import { shownUrl } from '../webhook-rules';
import { useLocale } from '../../../i18n/i18n';
import { contractText } from '../../../shared/forms/contract-text';
import { placeFormError } from '../../../shared/forms/form-errors';
import { fieldIssue } from '../../../shared/forms/schema-field-rule';
import { ChoiceList } from '../../../shared/forms/choice-list';
import { FormRefusal } from '../../../shared/forms/form-alerts';
import { SheetForm, TextField } from '../../../shared/forms/sheet-form';
import { Sheet } from '../../../shared/ui/sheet';
import { ShownOnce } from '../../../shared/ui/shown-once';
import { toast } from '../../../shared/ui/toast';

type Props = {
  /** The endpoint to change; null: a new one. */
  editing: Webhook | null;
  visible: boolean;
  onClose: () => void;
  docsHref: string;
};
type Saved = { Url: string; Secret: string };

/** Where a refusal not of one field goes (a buyer with every endpoint they may have). */
const REFUSAL = 'Webhook';
const FIELDS = ['Url', 'Events'] as const;

/**
 * "Add endpoint" / "Edit endpoint": the address and the events (and, on edit, whether it is
 * on); a new endpoint's signing secret is shown right after it is saved, with Copy.
 */
export function WebhookSheet({ editing, visible, onClose, docsHref }: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Saved | null>(null);
  const close = () => {
    setSaved(null);
    onClose();
  };
  let title = editing ? t('webhooks.editTitle') : t('webhooks.add');
  if (saved) title = t('webhooks.secretTitle');
  return (
    <Sheet
      visible={visible}
      onClose={close}
      titleId="webhook-sheet-title"
      title={title}
      tall={!saved}
      closeOnTapBeside={!saved}
    >
      {saved ? (
        <ShownSecret saved={saved} docsHref={docsHref} onDone={close} />
      ) : (
        visible && (
          <WebhookForm
            key={editing?.Id ?? 'new'}
            editing={editing}
            onSaved={(done) => (editing ? close() : setSaved(done))}
          />
        )
      )}
    </Sheet>
  );
}

function WebhookForm({
  editing,
  onSaved,
}: {
  editing: Webhook | null;
  onSaved: (saved: Saved) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(editing?.Url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.Events ?? []);
  const [enabled, setEnabled] = useState(editing?.Enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const bodyOf = (changes: Partial<WebhookSaveBody> = {}): WebhookSaveBody => ({
    ...(editing ? { Id: editing.Id } : {}),
    Url: url.trim(),
    Events: events,
    Enabled: enabled,
    ...changes,
  });
  // The contract's own rules, in the buyer's language: the server answers with the same ones.
  const issueOf = (field: (typeof FIELDS)[number], body: WebhookSaveBody) => {
    const key = fieldIssue(WebhookSaveBody, body, field);
    return key ? contractText(locale, key) : undefined;
  };

  const submit = () => {
    const body = bodyOf();
    const found = Object.fromEntries(FIELDS.map((field) => [field, issueOf(field, body)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        if (editing) void toast({ icon: 'success', content: t('webhooks.savedDone') });
        onSaved({ Url: body.Url, Secret: answer.Secret });
      },
      onError: (error) => {
        const placed = placeFormError(error, FIELDS, { WEBHOOKS_FULL: REFUSAL });
        setErrors(Object.fromEntries(placed.map(({ name, message }) => [name, message])));
      },
    });
  };

  const choose = (event: WebhookEvent) => {
    const next = toggleWebhookEvent(events, event);
    setEvents(next);
    if (errors.Events)
      setErrors({ ...errors, Events: issueOf('Events', bodyOf({ Events: next })) });
  };

  return (
    <SheetForm onSubmit={submit}>
      <TextField
        id="webhook-url"
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        error={errors.Url}
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => {
          const value = event.target.value;
          setUrl(value);
          if (errors.Url) setErrors({ ...errors, Url: issueOf('Url', bodyOf({ Url: value.trim() })) }); // prettier-ignore
        }}
        maxLength={WEBHOOK_URL_MAX}
        placeholder="https://erp.example.com/facet"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
      />
      <ChoiceList
        id="webhook-events"
        legend={t('webhooks.events')}
        hint={t('webhooks.eventsHint')}
        choices={WEBHOOK_EVENTS_CHOOSABLE}
        chosen={events}
        onToggle={choose}
        labelOf={(event) => ({ name: <code>{event}</code>, hint: t(`webhooks.eventHint.${event}`) })} // prettier-ignore
        error={errors.Events}
      />
      {editing && (
        <label className="webhook-enabled">
          <span className="choice-list-text">
            <strong>{t('webhooks.enabled')}</strong>
            <span>{t('webhooks.enabledHint')}</span>
          </span>
          <Switch checked={enabled} onChange={setEnabled} aria-label={t('webhooks.enabled')} />
        </label>
      )}
      <FormRefusal>{errors[REFUSAL]}</FormRefusal>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        loading={save.isPending}
      >
        {editing ? t('common.save') : t('webhooks.create')}
      </Button>
    </SheetForm>
  );
}

/** The new endpoint's signing secret, with Copy and how to check a delivery with it. */
function ShownSecret({
  saved,
  docsHref,
  onDone,
}: {
  saved: Saved;
  docsHref: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ShownOnce
      lead={t('webhooks.secretFor', { url: shownUrl(saved.Url) })}
      label={t('webhooks.secret')}
      value={saved.Secret}
      after={
        <p className="webhook-secret-hint">
          {t('webhooks.secretHint')}{' '}
          <a className="api-keys-docs" href={docsHref} target="_blank" rel="noopener">
            {t('webhooks.howToVerify')}
          </a>
        </p>
      }
      texts={{ copy: t('webhooks.copy'), copied: t('webhooks.copied'), copiedNote: t('webhooks.copiedNote'), done: t('webhooks.done') }} // prettier-ignore
      onDone={onDone}
    />
  );
}
