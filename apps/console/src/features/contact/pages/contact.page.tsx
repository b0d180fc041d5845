import { useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { EnvironmentOutlined, ExportOutlined } from '@ant-design/icons';
import {
  CONTACT_ADDRESS_MAX,
  CONTACT_HOURS_MAX,
  CONTACT_TRANSLATED,
  ContactSaveBody,
  ContactTexts,
  formatEastern,
  placeOf,
  webMapUrl,
  type ContactSettings,
  type Locale,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useContactSettings, useSaveContact } from '../api';
import { zodFieldRule, zodRule } from '../../../shared/forms/zod-rule';
import { LANGUAGES } from '../../../i18n/languages';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { listTexts } from '../../../shared/ui/query-card';
import { QueryBody, RefreshButton } from '../../../shared/ui/query-states';
import './contact.css';

type Values = Omit<ContactSettings, 'UpdatedAt' | 'UpdatedBy' | 'MapTileUrl' | 'MapAttribution'>;

const shape = ContactSaveBody.shape;
const TEXT_LANGUAGES: readonly Locale[] = ['en', ...CONTACT_TRANSLATED];

/** The office's place: each coordinate checked with the other, as the pair rule wants both. */
const COORDINATES = [
  {
    field: 'Latitude',
    other: 'Longitude',
    label: 'contact.field.latitude',
    limit: 90,
    placeholder: '22.296389',
  },
  {
    field: 'Longitude',
    other: 'Latitude',
    label: 'contact.field.longitude',
    limit: 180,
    placeholder: '114.170556',
  },
] as const;

/** The form's values as the save call takes them: English in the record, Chinese beside it. */
const bodyOf = (values: Values): ContactSaveBody => ({
  ...values,
  Latitude: values.Latitude ?? null,
  Longitude: values.Longitude ?? null,
});

/**
 * "Contact us" as buyers and visitors read it in the shop: the telephone, email and Skype, the
 * postal address and office hours in each language, and the office's place on the map.
 * Admins only; every save is in the audit trail.
 */
export function ContactPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const result = useContactSettings();
  const save = useSaveContact();
  const [form] = Form.useForm<Values>();
  const latitude = Form.useWatch('Latitude', form);
  const longitude = Form.useWatch('Longitude', form);
  const place = placeOf({ Latitude: latitude, Longitude: longitude });

  useEffect(() => {
    if (result.data) form.setFieldsValue(result.data);
  }, [result.data, form]);

  const submit = (values: Values) =>
    save.mutate(bodyOf(values), {
      onSuccess: () => void message.success(t('contact.saved')),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : [];
        if (fields.length) {
          form.setFields(fields.map((f) => ({ name: f.Path.split('.') as never, errors: [f.Message] }))); // prettier-ignore
        } else void message.error(error.message);
      },
    });

  // Each field is checked as the server will check it; the pair rule over the whole form.
  const pairRule = (field: 'Latitude' | 'Longitude') =>
    zodFieldRule<Values>(ContactSaveBody, bodyOf, field, t);

  // The demo office (SEED_DEMO) was saved by nobody: its time alone.
  const saved = result.data?.UpdatedAt;
  const stamp = !saved
    ? t('contact.never')
    : result.data?.UpdatedBy
      ? t('contact.updated', { time: formatEastern(saved), name: result.data.UpdatedBy })
      : t('contact.updatedAt', { time: formatEastern(saved) });

  return (
    <div className="contact-settings">
      <PageHeading title={t('nav.contact')} />
      <Card
        variant="borderless"
        title={t('contact.title')}
        extra={
          <Space>
            <Button
              type="link"
              href="/#/pages/contact/index"
              target="_blank"
              rel="noopener"
              icon={<ExportOutlined />}
            >
              {t('contact.preview')}
            </Button>
            <RefreshButton result={result} label={t('contact.refresh')} />
          </Space>
        }
      >
        <QueryBody
          result={result}
          loaded={result.data !== undefined}
          texts={listTexts(t, 'contact')}
        >
          <Typography.Paragraph type="secondary">{t('contact.intro')}</Typography.Paragraph>
          <Typography.Paragraph className="contact-stamp">{stamp}</Typography.Paragraph>
          <Form<Values>
            form={form}
            layout="vertical"
            disabled={save.isPending}
            onFinish={submit}
            requiredMark={false}
          >
            <Typography.Title level={2} className="contact-section">
              {t('contact.section.ways')}
            </Typography.Title>
            <div className="contact-grid">
              <Form.Item
                name="Phone"
                label={t('contact.field.phone')}
                extra={t('contact.hint.phone')}
                rules={[zodRule(shape.Phone, t)]}
              >
                <Input placeholder="+852 2123 4567" inputMode="tel" allowClear />
              </Form.Item>
              <Form.Item
                name="Email"
                label={t('contact.field.email')}
                rules={[zodRule(shape.Email, t)]}
              >
                <Input placeholder="sales@example.com" inputMode="email" allowClear />
              </Form.Item>
              <Form.Item
                name="Skype"
                label={t('contact.field.skype')}
                extra={t('contact.hint.skype')}
                rules={[zodRule(shape.Skype, t)]}
              >
                <Input placeholder="facet.sales" allowClear />
              </Form.Item>
            </div>

            <Typography.Title level={2} className="contact-section">
              {t('contact.section.office')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('contact.hint.languages')}
            </Typography.Paragraph>
            <div className="contact-languages">
              {TEXT_LANGUAGES.map((language) => {
                const name = (field: 'Address' | 'Hours') =>
                  language === 'en' ? field : ['Translations', language, field];
                return (
                  <fieldset key={language} className="contact-language">
                    <legend>{LANGUAGES[language].name}</legend>
                    <Form.Item
                      name={name('Address')}
                      label={t('contact.field.address')}
                      rules={[zodRule(ContactTexts.shape.Address, t)]}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 3, maxRows: 5 }}
                        maxLength={CONTACT_ADDRESS_MAX}
                        showCount
                      />
                    </Form.Item>
                    <Form.Item
                      name={name('Hours')}
                      label={t('contact.field.hours')}
                      rules={[zodRule(ContactTexts.shape.Hours, t)]}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 2, maxRows: 4 }}
                        maxLength={CONTACT_HOURS_MAX}
                        showCount
                      />
                    </Form.Item>
                  </fieldset>
                );
              })}
            </div>

            <Typography.Title level={2} className="contact-section">
              {t('contact.section.map')}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('contact.hint.map')}</Typography.Paragraph>
            <div className="contact-grid contact-place">
              {COORDINATES.map(({ field, other, label, limit, placeholder }) => (
                <Form.Item
                  key={field}
                  name={field}
                  label={t(label)}
                  dependencies={[other]}
                  rules={[pairRule(field)]}
                >
                  <InputNumber
                    className="contact-number"
                    min={-limit}
                    max={limit}
                    step={0.000001}
                    placeholder={placeholder}
                  />
                </Form.Item>
              ))}
              <Form.Item label=" " colon={false}>
                {place ? (
                  <Button
                    href={webMapUrl(place)}
                    target="_blank"
                    rel="noopener noreferrer"
                    icon={<EnvironmentOutlined />}
                  >
                    {t('contact.checkOnMap')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('contact.noPlace')}</Typography.Text>
                )}
              </Form.Item>
            </div>

            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('contact.save')}
            </Button>
          </Form>
        </QueryBody>
      </Card>
    </div>
  );
}
