import { useState } from 'react';
import { App, Badge, Button, Card, Input, Table, Tag, type TableColumnsType } from 'antd';
import { formatEastern, type AdminStore, type AdminStoresBody } from '@facet/contract';
import { useCloudStoreList, useSuspendCloudStore } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { emptyTable, QueryBody, RefreshButton } from '../../../shared/ui/query-states';
import { StoreEnquiriesDrawer } from '../components/store-enquiries-drawer';
import './cloud-stores.css';

const PAGE_SIZE = 20;

/** The buyers' own stores: who runs which, whether it is open, their enquiries; suspend one. */
export function CloudStoresPage() {
  const { t, locale } = useI18n();
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminStore | null>(null);
  const body: AdminStoresBody = {
    PageIndex: page,
    PageSize: PAGE_SIZE,
    ...(keyword ? { Keyword: keyword } : {}),
  };
  const result = useCloudStoreList(body);
  const suspend = useSuspendCloudStore();

  const onSuspend = (store: AdminStore) => {
    const next = !store.Suspended;
    modal.confirm({
      title: t(next ? 'cloudStores.suspendConfirm.title' : 'cloudStores.unsuspendConfirm.title', {
        slug: store.Slug,
      }),
      content: t(next ? 'cloudStores.suspendConfirm.text' : 'cloudStores.unsuspendConfirm.text', {
        owner: store.OwnerName || store.OwnerEmail,
      }),
      okText: t(next ? 'cloudStores.suspend' : 'cloudStores.unsuspend'),
      okButtonProps: { danger: next },
      cancelText: t('cloudStores.cancel'),
      onOk: () =>
        suspend.mutateAsync({ Id: store.Id, Suspended: next }).then(
          () =>
            void message.success(
              t(next ? 'cloudStores.suspended' : 'cloudStores.unsuspended', { slug: store.Slug }),
            ),
          (error: Error) => void message.error(error.message),
        ),
    });
  };

  return (
    <div className="cloud-stores">
      <PageHeading title={t('nav.cloudStores')} />
      <Card
        className="cloud-stores-card"
        variant="borderless"
        title={
          <Input.Search
            allowClear
            className="cloud-stores-search"
            placeholder={t('cloudStores.search')}
            aria-label={t('cloudStores.search')}
            maxLength={100}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage(1);
            }}
          />
        }
        extra={<RefreshButton result={result} label={t('cloudStores.refresh')} />}
      >
        <QueryBody
          result={result}
          loaded={result.data !== undefined}
          texts={{
            loadFailed: t('cloudStores.error.load'),
            refreshFailed: t('cloudStores.error.refresh'),
            retry: t('cloudStores.retry'),
          }}
        >
          <Table<AdminStore>
            rowKey="Id"
            size="middle"
            columns={storeColumns(t, { onSuspend, onOpen: setOpen })}
            dataSource={result.data?.List}
            loading={result.isPending || result.isPlaceholderData}
            scroll={{ x: 960 }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: result.data?.Total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
              showTotal: (total) => t('cloudStores.total', { count: formatCount(locale, total) }),
            }}
            locale={emptyTable(result.isPending, t('cloudStores.empty'))}
          />
        </QueryBody>
      </Card>
      <StoreEnquiriesDrawer store={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function storeColumns(
  t: Translate,
  actions: { onSuspend: (store: AdminStore) => void; onOpen: (store: AdminStore) => void },
): TableColumnsType<AdminStore> {
  return [
    {
      title: t('cloudStores.field.store'),
      key: 'store',
      render: (_, store) => (
        <span className="cloud-stores-stack">
          <strong>{store.Name}</strong>
          <a href={store.ShareUrl} target="_blank" rel="noreferrer">
            /store/{store.Slug}
          </a>
        </span>
      ),
    },
    {
      title: t('cloudStores.field.owner'),
      key: 'owner',
      render: (_, store) => (
        <span className="cloud-stores-stack">
          <span>{store.OwnerName || store.OwnerEmail}</span>
          <span className="cloud-stores-secondary">{store.OwnerEmail}</span>
        </span>
      ),
    },
    {
      title: t('cloudStores.field.state'),
      key: 'state',
      width: 130,
      render: (_, store) =>
        store.Suspended ? (
          <Tag color="red">{t('cloudStores.state.suspended')}</Tag>
        ) : store.Enabled ? (
          <Tag color="green">{t('cloudStores.state.open')}</Tag>
        ) : (
          <Tag>{t('cloudStores.state.off')}</Tag>
        ),
    },
    {
      title: t('cloudStores.field.enquiries'),
      key: 'enquiries',
      width: 150,
      render: (_, store) => (
        <Button
          type="link"
          className="cloud-stores-enquiries"
          onClick={() => actions.onOpen(store)}
        >
          {t('cloudStores.enquiriesCount', { count: store.Enquiries })}
          {store.NewEnquiries > 0 && (
            <Badge
              count={store.NewEnquiries}
              size="small"
              color="#c8891a"
              title={t('cloudStores.newCount', { count: store.NewEnquiries })}
            />
          )}
        </Button>
      ),
    },
    {
      title: t('cloudStores.field.since'),
      key: 'since',
      width: 150,
      render: (_, store) => formatEastern(store.CreatedAt),
    },
    {
      title: <span className="visually-hidden">{t('cloudStores.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      width: 130,
      fixed: 'end',
      render: (_, store) => (
        <Button
          danger={!store.Suspended}
          size="small"
          onClick={() => actions.onSuspend(store)}
          aria-label={t(store.Suspended ? 'cloudStores.unsuspendOf' : 'cloudStores.suspendOf', {
            slug: store.Slug,
          })}
        >
          {t(store.Suspended ? 'cloudStores.unsuspend' : 'cloudStores.suspend')}
        </Button>
      ),
    },
  ];
}
