import {
  COUNTRY_CODES,
  formatEastern,
  SubmitVerificationBody,
  VERIFICATION_DOCUMENTS_MAX,
  type Locale,
  type Verification,
} from '@facet/contract';
import { Button, Form, ImageUploader, Input, Skeleton, type ImageUploadItem } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitVerification, useVerification } from '../api';
import { ApiError } from '../../../shared/transport/client';
import { toast } from '../../../shared/ui/toast';
import { contractText } from '../../../shared/forms/contract-text';
import { reportFormError } from '../../../shared/forms/form-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { usePrivateUploads } from '../../../shared/transport/use-private-uploads';
import { useLocale } from '../../../i18n/i18n';
import './verification.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

const shape = SubmitVerificationBody.shape;

/** Countries by their name in the reader's language, for the picker. */
function useCountries(locale: Locale) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [locale]);
}

/** `/pages/verification/index`: the buyer shows the shop their company is in the trade. */
export default function VerificationPage() {
  const verification = useVerification();
  if (verification.isPending) {
    return (
      <div className="verification-page" aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (verification.isError) {
    return <LoadFailedPanel onRetry={() => void verification.refetch()} />;
  }
  return <VerificationForm verification={verification.data} />;
}

function StatusCard({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const status = verification.Status;
  const icon =
    status === 'approved' ? (
      <CheckCircleFill />
    ) : status === 'rejected' ? (
      <CloseCircleFill />
    ) : status === 'pending' ? (
      <ClockCircleFill />
    ) : null;
  return (
    <section className={`verification-status verification-status-${status}`} role="status">
      {icon && <span className="verification-status-icon">{icon}</span>}
      <div>
        <h2 className="verification-status-title">{t(`verification.status.${status}`)}</h2>
        <p className="verification-status-text">
          {status === 'rejected'
            ? t('verification.rejectedText', { reason: verification.Reason })
            : status === 'pending' && verification.SubmittedAt
              ? t('verification.pendingText', { time: formatEastern(verification.SubmittedAt) })
              : t(
                  `verification.approval.${status === 'approved' ? 'done' : verification.Approval}`,
                )}
        </p>
      </div>
    </section>
  );
}

type Values = { CompanyName: string; Country: string };

function VerificationForm({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useCountries(locale);
  const [form] = Form.useForm<Values>();
  const submit = useSubmitVerification();
  const [items, setItems] = useState<ImageUploadItem[]>(() =>
    verification.Documents.map((document) => ({ url: document.Url, extra: document.FileId })),
  );
  // Papers are private: each tile previews the local file; the FileId travels in `extra`.
  const { upload, uploading } = usePrivateUploads('verification', (_file, error) => {
    if (error instanceof ApiError && !error.reported) toast({ content: error.Message });
  });

  if (verification.Status === 'approved') {
    return (
      <div className="verification-page">
        <StatusCard verification={verification} />
        <dl className="verification-facts">
          <dt>{t('verification.company')}</dt>
          <dd>{verification.CompanyName}</dd>
          <dt>{t('verification.country')}</dt>
          <dd>{countries.find((c) => c.code === verification.Country)?.name}</dd>
        </dl>
      </div>
    );
  }

  const send = (values: Values) => {
    if (uploading > 0) {
      toast({ content: t('verification.waitUploads') });
      return;
    }
    const body = SubmitVerificationBody.safeParse({
      ...values,
      Documents: items.map((item) => item.extra as string),
    });
    if (!body.success) {
      toast({ content: contractText(locale, body.error.issues[0]?.message) });
      return;
    }
    submit.mutate(body.data, {
      onSuccess: () => {
        toast({ icon: 'success', content: t('verification.sent') });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => reportFormError(form, error),
    });
  };

  return (
    <div className="verification-page">
      <StatusCard verification={verification} />
      <p className="verification-intro">{t('verification.intro')}</p>
      <Form
        form={form}
        name="verification"
        layout="vertical"
        mode="card"
        initialValues={{ CompanyName: verification.CompanyName, Country: verification.Country }}
        onFinish={send}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={submit.isPending}
          >
            {verification.Status === 'none' ? t('verification.send') : t('verification.sendAgain')}
          </Button>
        }
      >
        <Form.Item
          name="CompanyName"
          label={t('verification.company')}
          rules={[zodRule(shape.CompanyName, locale)]}
        >
          <Input
            placeholder={t('verification.companyPlaceholder')}
            autoComplete="organization"
            maxLength={120}
            clearable
          />
        </Form.Item>
        <Form.Item
          name="Country"
          label={t('verification.country')}
          rules={[zodRule(shape.Country, locale)]}
        >
          <CountrySelect countries={countries} label={t('verification.country')} />
        </Form.Item>
        <Form.Item label={t('verification.papers')}>
          <p className="verification-hint">
            {t('verification.papersHint', { count: VERIFICATION_DOCUMENTS_MAX })}
          </p>
          <ImageUploader
            value={items}
            onChange={setItems}
            upload={upload}
            accept="image/*"
            multiple
            maxCount={VERIFICATION_DOCUMENTS_MAX}
            onCountExceed={() =>
              toast({ content: t('verification.tooMany', { count: VERIFICATION_DOCUMENTS_MAX }) })
            }
          />
          <p className="verification-uploading" role="status" aria-live="polite">
            {uploading > 0 ? t('verification.uploading', { count: uploading }) : ''}
          </p>
        </Form.Item>
      </Form>
    </div>
  );
}

/** The phone's own picker over the countries, named in the reader's language. */
function CountrySelect({
  value,
  onChange,
  countries,
  label,
}: {
  value?: string;
  onChange?: (value: string) => void;
  countries: { code: string; name: string }[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      className="verification-country"
      value={value ?? ''}
      aria-label={label}
      onChange={(event) => onChange?.(event.target.value)}
    >
      <option value="" disabled>
        {t('verification.countryPlaceholder')}
      </option>
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
