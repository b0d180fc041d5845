import { useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CATEGORIES,
  TIER_PERCENT_MAX,
  TIER_PERCENT_MIN,
  labelOf,
  type Category,
  type Locale,
  type Tier,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useDeleteTier, useSaveTier, useTiers } from '../api';
import { formatCount, formatSignedPercent } from '../../../i18n/number-format';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { emptyTable } from '../../../shared/ui/query-states';
import './tiers.css';

type Values = { Name: string; Percent: number; Category: Category | 'all' };

/** Price tiers: named percentages on the house price that buyers are put in. */
export function TiersPage() {
  const { t, locale } = useI18n();
  const { message, modal } = App.useApp();
  const result = useTiers();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);

  const onDelete = (tier: Tier) =>
    modal.confirm({
      title: t('tiers.deleteConfirm.title', { name: tier.Name }),
      content: t('tiers.deleteConfirm.text', { count: formatCount(locale, tier.Buyers) }),
      okText: t('tiers.delete'),
      okButtonProps: { danger: true },
      cancelText: t('tiers.cancel'),
      onOk: () =>
        remove.mutateAsync({ Id: tier.Id }).then(
          () => void message.success(t('tiers.deleted', { name: tier.Name })),
          (error: Error) => void message.error(error.message),
        ),
    });

  return (
    <div className="tiers">
      <PageHeading title={t('nav.tiers')} />
      <p className="tiers-intro">{t('tiers.intro')}</p>
      <QueryCard
        className="tiers-card"
        result={result}
        texts={listTexts(t, 'tiers')}
        title={t('tiers.listTitle')}
        buttons={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('tiers.new')}
          </Button>
        }
      >
        <Table<Tier>
          rowKey="Id"
          size="middle"
          columns={tierColumns(t, locale, { onEdit: setEditing, onDelete })}
          dataSource={result.data}
          loading={result.isPending}
          pagination={false}
          locale={emptyTable(result.isPending, t('tiers.empty'))}
        />
      </QueryCard>
      {editing && <TierModal tier={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function tierColumns(
  t: Translate,
  locale: Locale,
  actions: { onEdit: (tier: Tier) => void; onDelete: (tier: Tier) => void },
): TableColumnsType<Tier> {
  return [
    {
      title: t('tiers.field.name'),
      key: 'name',
      render: (_, tier) => <strong>{tier.Name}</strong>,
    },
    {
      title: t('tiers.field.percent'),
      key: 'percent',
      width: 140,
      align: 'end',
      render: (_, tier) => (
        <Tag color={tier.Percent < 0 ? 'green' : tier.Percent > 0 ? 'orange' : 'default'}>
          {formatSignedPercent(locale, tier.Percent)}
        </Tag>
      ),
    },
    {
      title: t('tiers.field.category'),
      key: 'category',
      render: (_, tier) =>
        tier.Category ? labelOf(locale, 'Category', tier.Category) : t('tiers.everyCategory'),
    },
    {
      title: t('tiers.field.buyers'),
      key: 'buyers',
      width: 100,
      align: 'end',
      render: (_, tier) => formatCount(locale, tier.Buyers),
    },
    {
      title: <span className="visually-hidden">{t('tiers.field.actions')}</span>,
      key: 'actions',
      width: 200,
      align: 'end',
      render: (_, tier) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => actions.onEdit(tier)}>
            {t('tiers.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => actions.onDelete(tier)}
          >
            {t('tiers.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}

function TierModal({ tier, onClose }: { tier: Tier | 'new'; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveTier();
  const initial: Values =
    tier === 'new'
      ? { Name: '', Percent: 0, Category: 'all' }
      : { Name: tier.Name, Percent: tier.Percent, Category: tier.Category ?? 'all' };

  const onFinish = (values: Values) =>
    save.mutate(
      {
        ...(tier === 'new' ? {} : { Id: tier.Id }),
        Name: values.Name.trim(),
        Percent: values.Percent,
        Category: values.Category === 'all' ? null : values.Category,
      },
      {
        onSuccess: () => {
          void message.success(t('tiers.saved', { name: values.Name.trim() }));
          onClose();
        },
        onError: (error) => {
          // The server's field errors go under their fields; anything else above the form.
          const fields = error instanceof ApiError ? error.fields : [];
          if (fields.length) {
            form.setFields(fields.map((f) => ({ name: f.Path as keyof Values, errors: [f.Message] }))); // prettier-ignore
          } else void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      open
      title={tier === 'new' ? t('tiers.new') : t('tiers.editTitle', { name: tier.Name })}
      okText={t('tiers.save')}
      cancelText={t('tiers.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish}>
        <Form.Item
          name="Name"
          label={t('tiers.field.name')}
          rules={[{ required: true, whitespace: true, message: t('FIELD_REQUIRED') }]}
        >
          <Input maxLength={40} placeholder={t('tiers.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="Percent"
          label={t('tiers.field.percent')}
          extra={t('tiers.percentHint')}
          rules={[{ required: true, message: t('TIER_PERCENT_RANGE') }]}
        >
          <InputNumber
            min={TIER_PERCENT_MIN}
            max={TIER_PERCENT_MAX}
            step={0.5}
            precision={2}
            addonAfter="%"
            className="tiers-percent"
          />
        </Form.Item>
        <Form.Item name="Category" label={t('tiers.field.category')}>
          <Select
            options={[
              { value: 'all', label: t('tiers.everyCategory') },
              ...CATEGORIES.map((category) => ({
                value: category,
                label: labelOf(locale, 'Category', category),
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
