import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, InputNumber, Typography } from 'antd';
import {
  formatEastern,
  Rate,
  RATED_CURRENCIES,
  RATE_MAX,
  type RatedCurrency,
  type SaveRatesBody,
} from '@facet/contract';
import { useCurrencyRates, useSaveRates } from '../api';
import { useMe } from '../../accounts';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { QueryBody, RefreshButton } from '../../../shared/ui/query-states';
import './rates.css';

type RateForm = Record<RatedCurrency, number | null>;

/**
 * The display currencies' rates: units per US dollar, set by an admin (no outside rate
 * service is reachable), all at once and date-stamped. Buyers read lists and details in the
 * currency they choose; orders and their amounts stay in US dollars.
 */
export function RatesPage() {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const result = useCurrencyRates();
  const save = useSaveRates();
  const isAdmin = useMe().data?.Role === 'admin';
  const [form] = Form.useForm<RateForm>();
  const names = new Intl.DisplayNames(locale, { type: 'currency' });

  useEffect(() => {
    if (result.data) form.setFieldsValue(result.data.Rates as RateForm);
  }, [result.data, form]);

  const submit = (values: RateForm) =>
    save.mutate({ Rates: values } as SaveRatesBody, {
      onSuccess: () => void message.success(t('rates.saved')),
      onError: (error) => void message.error(error.message),
    });

  const stamp = result.data?.UpdatedAt
    ? t('rates.updated', {
        time: formatEastern(result.data.UpdatedAt),
        name: result.data.UpdatedBy ?? '—',
      })
    : t('rates.never');

  return (
    <div className="rates">
      <PageHeading title={t('nav.rates')} />
      <Card
        variant="borderless"
        title={t('rates.title')}
        extra={<RefreshButton result={result} label={t('rates.refresh')} />}
      >
        <QueryBody
          result={result}
          loaded={result.data !== undefined}
          texts={{
            loadFailed: t('rates.error.load'),
            refreshFailed: t('rates.error.refresh'),
            retry: t('rates.retry'),
          }}
        >
          <Typography.Paragraph type="secondary">{t('rates.intro')}</Typography.Paragraph>
          <Typography.Paragraph className="rates-stamp">{stamp}</Typography.Paragraph>
          {!isAdmin && <Alert type="info" showIcon message={t('rates.adminOnly')} />}
          <Form<RateForm>
            form={form}
            layout="vertical"
            className="rates-form"
            disabled={!isAdmin || save.isPending}
            onFinish={submit}
            requiredMark={false}
          >
            <div className="rates-grid">
              {RATED_CURRENCIES.map((currency) => (
                <Form.Item
                  key={currency}
                  name={currency}
                  label={`${currency} · ${names.of(currency) ?? currency}`}
                  rules={[{ required: true, message: t('FIELD_REQUIRED') }, zodRule(Rate, t)]}
                >
                  <InputNumber
                    className="rates-input"
                    min={0}
                    max={RATE_MAX}
                    step={0.0001}
                    stringMode={false}
                    addonBefore="1 USD ="
                    addonAfter={currency}
                  />
                </Form.Item>
              ))}
            </div>
            {isAdmin && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('rates.save')}
              </Button>
            )}
          </Form>
        </QueryBody>
      </Card>
    </div>
  );
}
