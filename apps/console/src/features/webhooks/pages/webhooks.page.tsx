import { useState } from 'react';
import {
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  WEBHOOK_EVENTS_CHOOSABLE,
  WEBHOOK_URL_MAX,
  formatEastern,
  webhookEventsInOrder,
  webhookState,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@facet/contract';
import { ApiError } from '../../../shared/transport/client';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { emptyTable } from '../../../shared/ui/query-states';
import {
  useDeleteShopWebhook,
  useRedeliver,
  useSaveShopWebhook,
  useShopWebhookDeliveries,
  useShopWebhooks,
} from '../api';
import './webhooks.css';

type Values = { Url: string; Events: WebhookEvent[]; Enabled: boolean };
const LOG_PAGE_SIZE = 10;

/**
 * The wholesaler's own webhook endpoints (admins): every buyer's events, signed, sent to the
 * wholesaler's systems — an ERP, the accounts, a chat bot (docs/integrations.md#webhooks).
 */
export function WebhooksPage() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const result = useShopWebhooks();
  const remove = useDeleteShopWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);

  const onDelete = (webhook: Webhook) =>
    modal.confirm({
      title: t('webhooks.deleteConfirm.title', { url: webhook.Url }),
      content: t('webhooks.deleteConfirm.text'),
      okText: t('webhooks.delete'),
      okButtonProps: { danger: true },
      cancelText: t('webhooks.cancel'),
      onOk: () =>
        remove.mutateAsync({ Id: webhook.Id }).then(
          () => void message.success(t('webhooks.deleted')),
          (error: Error) => void message.error(error.message),
        ),
    });

  return (
    <div className="webhooks">
      <PageHeading title={t('nav.webhooks')} />
      <p className="webhooks-intro">{t('webhooks.intro')}</p>
      <QueryCard
        result={result}
        texts={listTexts(t, 'webhooks')}
        title={t('webhooks.listTitle')}
        buttons={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('webhooks.new')}
          </Button>
        }
      >
        <Table<Webhook>
          rowKey="Id"
          size="middle"
          columns={webhookColumns(t, { onEdit: setEditing, onDelete, onLog: setLog })}
          dataSource={result.data}
          loading={result.isPending}
          pagination={false}
          locale={emptyTable(result.isPending, t('webhooks.empty'))}
        />
      </QueryCard>
      {editing && (
        <WebhookModal
          webhook={editing}
          onClose={() => setEditing(null)}
          onAdded={(added) => setSecret(added)}
        />
      )}
      <Modal
        open={secret !== null}
        title={t('webhooks.secret.title')}
        onOk={() => setSecret(null)}
        onCancel={() => setSecret(null)}
        okText={t('webhooks.secret.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p>{t('webhooks.secret.text')}</p>
        <Typography.Paragraph
          code
          copyable={{ text: secret ?? '', tooltips: [t('webhooks.secret.copy'), t('webhooks.secret.copied')] }} // prettier-ignore
          className="webhooks-secret"
        >
          {secret}
        </Typography.Paragraph>
      </Modal>
      {log && <DeliveryLog webhook={log} onClose={() => setLog(null)} />}
    </div>
  );
}

function webhookColumns(
  t: Translate,
  actions: {
    onEdit: (webhook: Webhook) => void;
    onDelete: (webhook: Webhook) => void;
    onLog: (webhook: Webhook) => void;
  },
): TableColumnsType<Webhook> {
  return [
    {
      title: t('webhooks.field.url'),
      key: 'url',
      width: 280,
      render: (_, webhook) => <span className="webhooks-url">{webhook.Url}</span>,
    },
    {
      title: t('webhooks.field.events'),
      key: 'events',
      render: (_, webhook) => (
        <Space size={[4, 4]} wrap>
          {webhookEventsInOrder(webhook.Events).map((event) => (
            <Tag key={event} className="webhooks-event">
              {event}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('webhooks.field.state'),
      key: 'state',
      width: 160,
      render: (_, webhook) => <StateTag webhook={webhook} t={t} />,
    },
    {
      title: t('webhooks.field.last'),
      key: 'last',
      width: 220,
      render: (_, { LastDelivery: last }) =>
        last ? (
          <span>
            <DeliveryStatus status={last.Status} t={t} />
            {last.ResponseCode !== null && (
              <span className="webhooks-code">HTTP {last.ResponseCode}</span>
            )}
            <div className="webhooks-time">{formatEastern(last.At)}</div>
          </span>
        ) : (
          <span className="webhooks-quiet">{t('webhooks.nothingSent')}</span>
        ),
    },
    {
      title: <span className="visually-hidden">{t('webhooks.field.actions')}</span>,
      key: 'actions',
      width: 290,
      align: 'end',
      render: (_, webhook) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<UnorderedListOutlined />}
            aria-label={t('webhooks.log.open', { url: webhook.Url })}
            onClick={() => actions.onLog(webhook)}
          >
            {t('webhooks.deliveries')}
          </Button>
          <Button size="small" icon={<EditOutlined />} onClick={() => actions.onEdit(webhook)}>
            {t('webhooks.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => actions.onDelete(webhook)}
          >
            {t('webhooks.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}

function StateTag({ webhook, t }: { webhook: Webhook; t: Translate }) {
  const state = webhookState(webhook);
  if (state === 'on') return <Tag color="success">{t('webhooks.state.on')}</Tag>;
  if (state === 'failing') {
    return (
      <Tag color="warning">
        {t('webhooks.state.failing', { time: formatEastern(webhook.FailingSince!) })}
      </Tag>
    );
  }
  return (
    <span>
      <Tag>{t('webhooks.state.off')}</Tag>
      {webhook.DisabledReason && <div className="webhooks-quiet">{webhook.DisabledReason}</div>}
    </span>
  );
}

function DeliveryStatus({ status, t }: { status: WebhookDelivery['Status']; t: Translate }) {
  const color = status === 'delivered' ? 'success' : status === 'failed' ? 'error' : 'processing';
  return <Tag color={color}>{t(`webhooks.delivery.${status}`)}</Tag>;
}

function WebhookModal({
  webhook,
  onClose,
  onAdded,
}: {
  webhook: Webhook | 'new';
  onClose: () => void;
  onAdded: (secret: string) => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveShopWebhook();
  const initial: Values =
    webhook === 'new'
      ? { Url: '', Events: [], Enabled: true }
      : { Url: webhook.Url, Events: webhook.Events, Enabled: webhook.Enabled };

  const onFinish = (values: Values) =>
    save.mutate(
      { ...(webhook === 'new' ? {} : { Id: webhook.Id }), ...values, Url: values.Url.trim() },
      {
        onSuccess: (saved) => {
          if (webhook === 'new') onAdded(saved.Secret);
          else void message.success(t('webhooks.saved'));
          onClose();
        },
        onError: (error) => {
          // The server's field errors go under their fields; anything else above the form.
          const fields = error instanceof ApiError ? error.fields : [];
          if (fields.length) {
            form.setFields(fields.map((f) => ({ name: f.Path.split('.')[0] as keyof Values, errors: [f.Message] }))); // prettier-ignore
          } else void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      open
      title={webhook === 'new' ? t('webhooks.new') : t('webhooks.editTitle', { url: webhook.Url })}
      okText={webhook === 'new' ? t('webhooks.new') : t('webhooks.save')}
      cancelText={t('webhooks.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish}>
        <Form.Item
          name="Url"
          label={t('webhooks.field.url')}
          extra={t('webhooks.urlHint')}
          rules={[{ required: true, whitespace: true, message: t('FIELD_REQUIRED') }]}
        >
          <Input maxLength={WEBHOOK_URL_MAX} placeholder="https://erp.example.com/facet" />
        </Form.Item>
        <Form.Item
          name="Events"
          label={t('webhooks.field.events')}
          rules={[{ required: true, type: 'array', min: 1, message: t('WEBHOOK_NO_EVENT') }]}
        >
          <Checkbox.Group className="webhooks-events">
            {WEBHOOK_EVENTS_CHOOSABLE.map((event) => (
              <Checkbox key={event} value={event}>
                <span className="webhooks-event-name">{event}</span>
                <span className="webhooks-quiet"> — {t(`webhooks.event.${event}`)}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="Enabled" label={t('webhooks.field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DeliveryLog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const result = useShopWebhookDeliveries({
    WebhookId: webhook.Id,
    PageIndex: page,
    PageSize: LOG_PAGE_SIZE,
  });
  const again = useRedeliver();
  const columns: TableColumnsType<WebhookDelivery> = [
    { title: t('webhooks.log.event'), key: 'event', render: (_, d) => <Tag>{d.Event}</Tag> },
    { title: t('webhooks.log.at'), key: 'at', render: (_, d) => formatEastern(d.At) },
    {
      title: t('webhooks.log.status'),
      key: 'status',
      render: (_, d) => (
        <span>
          <DeliveryStatus status={d.Status} t={t} />
          <span className="webhooks-quiet">
            {d.ResponseCode === null ? '—' : `HTTP ${d.ResponseCode}`} ·{' '}
            {t('webhooks.log.attempts', { count: d.Attempts })}
          </span>
        </span>
      ),
    },
    {
      title: <span className="visually-hidden">{t('webhooks.field.actions')}</span>,
      key: 'again',
      align: 'end',
      render: (_, d) => (
        <Button
          size="small"
          loading={again.isPending && again.variables?.DeliveryId === d.Id}
          onClick={() =>
            again.mutate(
              { DeliveryId: d.Id },
              {
                onSuccess: () => void message.success(t('webhooks.log.sentAgain')),
                onError: (error) => void message.error(error.message),
              },
            )
          }
        >
          {t('webhooks.log.again')}
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open
      width={720}
      title={t('webhooks.log.title', { url: webhook.Url })}
      onClose={onClose}
    >
      <PagedTable<WebhookDelivery>
        rowKey="Id"
        columns={columns}
        result={result}
        paging={{ page, pageSize: LOG_PAGE_SIZE, onChange: setPage }}
        totalText={({ total }) => t('webhooks.log.total', { total })}
        empty={t('webhooks.log.empty')}
      />
    </Drawer>
  );
}
