import type { MouseEvent } from 'react';
import { Button, Input } from 'antd';
import { useNavigate } from 'react-router';
import { AdminOrderListBody } from '@facet/contract';
import { useOrderQueue } from '../api';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import {
  countOf,
  listBodyOf,
  PAGE_SIZES,
  paramsOf,
  QUEUE_TABS,
  viewFromParams,
  type QueueTab,
} from '../order-queue-view';
import { ordersColumns, type QueueRow } from '../components/orders-columns';
import './orders.css';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { TabLabel, useTabbedList } from '../../../shared/ui/tabbed-list';

/** Tabs whose orders wait for a clerk: their count stands out. */
const NEEDS_CLERK = new Set<QueueTab>(['PendingConfirmation', 'Abnormal']);
const KEYWORD_MAX = AdminOrderListBody.shape.Keyword.unwrap().maxLength ?? 64;

/** The order queue: one tab per status with its count, a search, and a page of orders. */
export function OrdersPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const list = useTabbedList({
    fromParams: viewFromParams,
    toParams: paramsOf,
    tabs: QUEUE_TABS,
    pageSizes: PAGE_SIZES,
  });
  const { view, changeView } = list;
  const result = useOrderQueue(listBodyOf(view));
  const tabLabel = (tab: QueueTab) => {
    const count = countOf(result.data?.Counts, tab);
    return (
      <TabLabel count={count} urgent={NEEDS_CLERK.has(tab) && (count ?? 0) > 0}>
        {tab === 'all' ? t('orders.tab.all') : t(`ORDER_STATUS_${tab}`)}
      </TabLabel>
    );
  };

  // The order number is a link of its own; a click elsewhere on the row opens the order too.
  const openRow = (order: QueueRow) => ({
    onClick: (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a, button')) return;
      void navigate(`/orders/${order.Id}`);
    },
  });

  const searchingOneTab = view.keyword !== undefined && view.tab !== 'all';
  const empty = view.keyword
    ? t('orders.empty.search', { keyword: view.keyword })
    : t(view.tab === 'all' ? 'orders.empty.none' : 'orders.empty.tab');
  const everywhere = searchingOneTab && (
    <Button onClick={() => changeView({ ...view, tab: 'all', page: 1 })}>
      {t('orders.search.everywhere')}
    </Button>
  );

  return (
    <div className="orders">
      <PageHeading title={t('nav.orders')}>
        <Input.Search
          // A new address (the back button, a tab link) starts the box from what it says.
          key={view.keyword ?? ''}
          className="orders-search"
          defaultValue={view.keyword}
          allowClear
          maxLength={KEYWORD_MAX}
          placeholder={t('orders.search.placeholder')}
          aria-label={t('orders.search.label')}
          enterButton
          onSearch={(value) => changeView({ ...view, keyword: value.trim() || undefined, page: 1 })}
        />
      </PageHeading>
      <QueryCard result={result} texts={listTexts(t, 'orders')} {...list.cardTabs(tabLabel)}>
        <PagedTable<QueueRow>
          rowKey="Id"
          className="orders-table"
          columns={ordersColumns(t, locale)}
          result={result}
          onRow={openRow}
          scroll={{ x: 'max-content' }}
          paging={list.paging}
          totalText={(counts) => t('orders.table.range', counts)}
          empty={empty}
          emptyAction={everywhere}
        />
      </QueryCard>
    </div>
  );
}
