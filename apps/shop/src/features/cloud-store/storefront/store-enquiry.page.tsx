import { CUSTOMER_NAME_MAX, ENQUIRY_MESSAGE_MAX, STORE_HONEYPOT_FIELD } from '@facet/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/transport/client';
import { formatUsd } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useLocale } from '../../../i18n/i18n';
import { useSelected } from './selection';
import { storeApi, stoneTitle } from './storefront-api';
import { useStore } from './store-context';
import { Link } from './hash-route';

type Field = 'Name' | 'Phone' | 'Email' | 'Message' | 'Refs';

/** The customer's enquiry: the stones they picked, their contact and a message. */
export function StoreEnquiryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug, selection } = useStore();
  const picked = useSelected(selection);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  if (sent) {
    return (
      <StatePanel
        role="status"
        image={<GemIllustration mark="sparkles" />}
        title={t('storefront.sent')}
        description={t('storefront.sentHint', { no: sent })}
      >
        <Link to="/" className="storefront-button">
          {t('storefront.backToStore')}
        </Link>
      </StatePanel>
    );
  }
  if (!picked.length) {
    return (
      <StatePanel
        image={<GemIllustration mark="question" />}
        title={t('storefront.nothingPicked')}
        description={t('storefront.nothingPickedHint')}
      >
        <Link to="/" className="storefront-button">
          {t('storefront.backToStore')}
        </Link>
      </StatePanel>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      const { No } = await storeApi.enquiry({
        Slug: slug,
        Refs: picked.map((stone) => stone.Ref),
        Name: text('Name'),
        Phone: text('Phone') || undefined,
        Email: text('Email') || undefined,
        Message: text('Message') || undefined,
        [STORE_HONEYPOT_FIELD]: text(STORE_HONEYPOT_FIELD) || undefined,
      });
      selection.clear();
      setSent(No);
    } catch (error) {
      if (error instanceof ApiError && error.Fields.length) {
        const next: Partial<Record<Field, string>> = {};
        for (const field of error.Fields) next[field.Path.split('.')[0] as Field] ??= field.Message;
        setErrors(next);
      } else if (error instanceof ApiError && error.Status === 429) {
        setFailure(t('storefront.tooMany'));
      } else if (error instanceof ApiError && !error.reported) {
        setFailure(error.Message);
      }
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className={`storefront-field${errors[name] ? ' storefront-field-invalid' : ''}`}>
      <label htmlFor={`enquiry-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p id={`enquiry-${name}-error`} className="storefront-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const aria = (name: Field) => ({
    id: `enquiry-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `enquiry-${name}-error` : undefined,
    // A field's error goes once the customer edits it; a missing contact, on either field.
    onChange: () => {
      if (errors[name] || (name === 'Email' && errors.Phone)) {
        setErrors(({ [name]: _edited, ...rest }) =>
          name === 'Email' ? { ...rest, Phone: undefined } : rest,
        );
      }
    },
  });

  return (
    <form className="storefront-enquiry" onSubmit={(event) => void submit(event)} noValidate>
      <h1 className="storefront-title">{t('storefront.enquiryTitle')}</h1>
      <ul className="storefront-picked">
        {picked.map((stone) => (
          <li key={stone.Ref}>
            <Link to={`/stone/${stone.Ref}`}>{stoneTitle(stone, locale)}</Link>
            <span className="storefront-price">{formatUsd(locale, stone.Price)}</span>
            <button
              type="button"
              className="storefront-remove"
              aria-label={t('storefront.removeOne', { title: stoneTitle(stone, locale) })}
              onClick={() => selection.remove(stone.Ref)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {errors.Refs && (
        <p className="storefront-error" role="alert">
          {errors.Refs}
        </p>
      )}
      {field(
        'Name',
        t('storefront.name'),
        <input {...aria('Name')} autoComplete="name" maxLength={CUSTOMER_NAME_MAX} />,
      )}
      {field(
        'Phone',
        t('storefront.phone'),
        <input {...aria('Phone')} type="tel" autoComplete="tel" />,
      )}
      {field(
        'Email',
        t('storefront.email'),
        <input {...aria('Email')} type="email" autoComplete="email" />,
      )}
      <p className="storefront-hint">{t('storefront.contactHint')}</p>
      {field(
        'Message',
        t('storefront.message'),
        <textarea
          {...aria('Message')}
          rows={4}
          maxLength={ENQUIRY_MESSAGE_MAX}
          placeholder={t('storefront.messageHint')}
        />,
      )}
      {/* The honeypot: people never see or reach it, form-filling robots do. */}
      <div className="storefront-honeypot" aria-hidden="true">
        <label>
          Website
          <input name={STORE_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {failure && (
        <p className="storefront-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="storefront-button storefront-submit" disabled={sending}>
        {sending ? t('storefront.sending') : t('storefront.send')}
      </button>
    </form>
  );
}
