import { useState } from 'react';
import { App, Badge, Button, Tag, type TableColumnsType } from 'antd';
import { formatEastern, type AdminStore, type AdminStoresBody } from '@facet/contract';
import { useCloudStoreList, useSuspendCloudStore } from '../api';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ListSearch } from '../../../shared/ui/list-search';
import { PagedTable, useListFilters } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { StoreEnquiriesDrawer } from '../components/store-enquiries-drawer';
import './cloud-stores.css';

const PAGE_SIZE = 20;

/** The buyers' own stores: who runs which, whether it is open, their enquiries; suspend one. */
export function CloudStoresPage() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const { filters, setFilters, paging } = useListFilters({ keyword: '' }, PAGE_SIZE);
  const { keyword } = filters;
  const [open, setOpen] = useState<AdminStore | null>(null);
  const body: AdminStoresBody = {
    PageIndex: paging.page,
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
      <QueryCard
        className="cloud-stores-card"
        result={result}
        texts={listTexts(t, 'cloudStores')}
        title={
          <ListSearch
            className="cloud-stores-search"
            label={t('cloudStores.search')}
            onSearch={(value) => setFilters({ keyword: value })}
          />
        }
      >
        <PagedTable<AdminStore>
          rowKey="Id"
          columns={storeColumns(t, { onSuspend, onOpen: setOpen })}
          result={result}
          scroll={{ x: 960 }}
          paging={paging}
          totalText={({ total }) => t('cloudStores.total', { count: total })}
          empty={t('cloudStores.empty')}
        />
      </QueryCard>
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
