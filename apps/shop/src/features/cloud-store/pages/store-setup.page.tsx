import {
  LOCALES,
  ROUNDINGS,
  STORE_CATEGORIES,
  STORE_INTRO_MAX,
  StoreSaveBody,
  translate,
  type Store,
} from '@facet/contract';
import {
  Button,
  Form,
  Input,
  Radio,
  Selector,
  Skeleton,
  Space,
  Switch,
  TextArea,
} from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/transport/client';
import { useCloudStore, useSaveCloudStore } from '../api';
import { PricesOnApproval } from '../../buyers';
import { toast } from '../../../shared/ui/toast';
import { placeFormError } from '../../../shared/forms/form-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useLocale } from '../../../i18n/i18n';
import { LogoField } from '../components/logo-field';
import { MarkupRules } from '../components/markup-rules';
import { amountOf, rulesOf, storeBodyOf, type StoreFormValues } from '../store-body';
import { StoreLinks } from '../components/store-links';
import './cloud-store.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

type Values = StoreFormValues;

const shape = StoreSaveBody.shape;
const LANGUAGE_NAMES = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' } as const;

/** Account → Software as a Service: the jeweller's own store, its markups and its links. */
export default function StoreSetupPage() {
  const { t } = useTranslation();
  const store = useCloudStore();

  if (store.isPending) {
    return (
      <div className="store-page" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (store.isError) {
    if (store.error instanceof ApiError && store.error.Code === 'NOT_VERIFIED') {
      return (
        <div className="store-page">
          <p className="store-intro">{t('cloudStore.setup.intro')}</p>
          <PricesOnApproval />
        </div>
      );
    }
    return <LoadFailedPanel onRetry={() => void store.refetch()} />;
  }
  return <StoreForm store={store.data} />;
}

function StoreForm({ store }: { store: Store | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveCloudStore();
  const [logo, setLogo] = useState({ id: store?.LogoId ?? null, url: store?.Logo ?? null });
  const [rules, setRules] = useState(() => rulesOf(store));
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});

  const initialValues: Values = {
    Slug: store?.Slug ?? '',
    Name: store?.Name ?? '',
    Phone: store?.Phone ?? '',
    Email: store?.Email ?? '',
    Intro: store?.Intro ?? '',
    Language: store?.Language ?? locale,
    Categories: store?.Categories ?? [...STORE_CATEGORIES],
    DefaultPercent: store ? String(store.DefaultPercent) : '',
    Rounding: store?.Rounding ?? 'none',
    Enabled: store?.Enabled ?? true,
    ShowCertificates: store?.ShowCertificates ?? false,
  };

  const submit = (values: Values) => {
    setRuleErrors({});
    const body = storeBodyOf(values, rules, logo.id);
    save.mutate(body, {
      onSuccess: () => toast({ icon: 'success', content: t('cloudStore.setup.saved') }),
      onError: (error) => {
        const shown = [...Object.keys(initialValues), 'Logo'];
        if (error instanceof ApiError) {
          const inRules = error.Fields.filter((field) => field.Path.startsWith('Markups'));
          if (inRules.length > 0) {
            setRuleErrors(Object.fromEntries(inRules.map((f) => [f.Path, f.Message])));
            toast({ content: t('cloudStore.setup.fix') });
            return;
          }
        }
        const fields = placeFormError(error, shown, { STORE_SLUG_TAKEN: 'Slug' });
        form.setFields(fields.map(({ name, message }) => ({ name, errors: [message] })));
      },
    });
  };

  const saved = save.data ?? store;

  return (
    <div className="store-page card-lists">
      <p className="store-intro">{t('cloudStore.setup.intro')}</p>
      <Form
        form={form}
        name="cloud-store"
        layout="vertical"
        mode="card"
        initialValues={initialValues}
        onFinish={submit}
        onFinishFailed={() => toast({ content: t('cloudStore.setup.fix') })}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            shape="rounded"
            loading={save.isPending}
          >
            {t('cloudStore.setup.save')}
          </Button>
        }
      >
        <Form.Header>{t('cloudStore.setup.identity')}</Form.Header>
        <Form.Item
          name="Name"
          label={t('cloudStore.setup.name')}
          rules={[zodRule(shape.Name, locale)]}
        >
          <Input placeholder={t('cloudStore.setup.namePlaceholder')} clearable />
        </Form.Item>
        <Form.Item
          name="Slug"
          label={t('cloudStore.setup.slug')}
          help={t('cloudStore.setup.slugHelp')}
          description={t('cloudStore.setup.slugHint')}
          rules={[zodRule(shape.Slug, locale)]}
        >
          <Input placeholder="gold-and-co" autoCapitalize="none" autoComplete="off" clearable />
        </Form.Item>
        <Form.Item label={t('cloudStore.setup.logo')}>
          <LogoField value={logo.url} onChange={(id, url) => setLogo({ id, url })} />
        </Form.Item>
        <Form.Item
          name="Phone"
          label={t('cloudStore.setup.phone')}
          rules={[zodRule(shape.Phone, locale)]}
        >
          <Input type="tel" inputMode="tel" placeholder="+852 9123 4567" clearable />
        </Form.Item>
        <Form.Item
          name="Email"
          label={t('cloudStore.setup.email')}
          rules={[zodRule(shape.Email, locale)]}
        >
          <Input type="email" inputMode="email" placeholder="shop@example.com" clearable />
        </Form.Item>
        <Form.Item
          name="Intro"
          label={t('cloudStore.setup.introField')}
          rules={[zodRule(shape.Intro, locale)]}
        >
          <TextArea
            placeholder={t('cloudStore.setup.introPlaceholder')}
            maxLength={STORE_INTRO_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item name="Language" label={t('cloudStore.setup.language')}>
          <Radio.Group>
            <Space wrap>
              {LOCALES.map((code) => (
                <Radio key={code} value={code}>
                  <span lang={code}>{LANGUAGE_NAMES[code]}</span>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="Categories"
          label={t('cloudStore.setup.categories')}
          rules={[zodRule(shape.Categories, locale)]}
        >
          <Selector
            multiple
            columns={2}
            options={STORE_CATEGORIES.map((id) => ({ label: t(`categories.${id}`), value: id }))}
          />
        </Form.Item>

        <Form.Header>{t('cloudStore.setup.pricing')}</Form.Header>
        <Form.Item
          name="DefaultPercent"
          label={t('cloudStore.setup.defaultPercent')}
          description={t('cloudStore.setup.defaultPercentHint')}
          rules={[
            {
              validator: async (_rule, value: string) => {
                const result = shape.DefaultPercent.safeParse(amountOf(value ?? '') ?? undefined);
                if (!result.success) throw new Error(translate(locale, 'MARKUP_PERCENT_RANGE'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" placeholder="25" clearable />
        </Form.Item>
        <Form.Item label={t('cloudStore.rules.title')}>
          <MarkupRules rules={rules} onChange={setRules} errors={ruleErrors} />
        </Form.Item>
        <Form.Item name="Rounding" label={t('cloudStore.setup.rounding')}>
          <Radio.Group>
            <Space direction="vertical">
              {ROUNDINGS.map((rounding) => (
                <Radio key={rounding} value={rounding}>
                  {t(`cloudStore.rounding.${rounding}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="Enabled"
          label={
            <span className="store-switch-label">
              {t('cloudStore.setup.enabled')}
              <small>{t('cloudStore.setup.enabledHint')}</small>
            </span>
          }
          layout="horizontal"
          valuePropName="checked"
          childElementPosition="right"
        >
          <Switch aria-label={t('cloudStore.setup.enabled')} />
        </Form.Item>
        <Form.Item
          name="ShowCertificates"
          label={
            <span className="store-switch-label">
              {t('cloudStore.setup.certificates')}
              <small>{t('cloudStore.setup.certificatesHint')}</small>
            </span>
          }
          layout="horizontal"
          valuePropName="checked"
          childElementPosition="right"
        >
          <Switch aria-label={t('cloudStore.setup.certificates')} />
        </Form.Item>
        <Form.Subscribe to={['ShowCertificates']}>
          {({ ShowCertificates }) =>
            ShowCertificates ? (
              <Form.Item>
                <p className="store-warning" role="note" data-testid="certificates-warning">
                  {t('cloudStore.setup.certificatesWarning')}
                </p>
              </Form.Item>
            ) : null
          }
        </Form.Subscribe>
      </Form>
      {saved && <StoreLinks store={saved} />}
    </div>
  );
}
