import { useMemo, type MouseEvent } from 'react';
import { Button, Card, Input, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminOrderListBody } from '@facet/contract';
import { useOrderQueue } from '../api';
import { formatCount } from '../../../i18n/number-format';
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
  type QueueView,
} from '../order-queue-view';
import { ordersColumns, type QueueRow } from '../components/orders-columns';
import './orders.css';
import { emptyTable, QueryBody, RefreshButton } from '../../../shared/ui/query-states';

/** Tabs whose orders wait for a clerk: their count stands out. */
const NEEDS_CLERK = new Set<QueueTab>(['PendingConfirmation', 'Abnormal']);
const KEYWORD_MAX = AdminOrderListBody.shape.Keyword.unwrap().maxLength ?? 64;

/** The order queue: one tab per status with its count, a search, and a page of orders. */
export function OrdersPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const result = useOrderQueue(listBodyOf(view));
  const { data } = result;

  const changeView = (next: QueueView) => setParams(paramsOf(next));
  const tabLabel = (tab: QueueTab) => {
    const count = countOf(data?.Counts, tab);
    const urgent = NEEDS_CLERK.has(tab) && (count ?? 0) > 0;
    return (
      <span className="orders-tab">
        {tab === 'all' ? t('orders.tab.all') : t(`ORDER_STATUS_${tab}`)}
        {count !== undefined && (
          <span
            className={urgent ? 'orders-tab-count orders-tab-count-urgent' : 'orders-tab-count'}
          >
            {formatCount(locale, count)}
          </span>
        )}
      </span>
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
      <Card
        className="orders-queue"
        variant="borderless"
        activeTabKey={view.tab}
        onTabChange={(tab) => changeView({ ...view, tab: tab as QueueTab, page: 1 })}
        tabList={QUEUE_TABS.map((tab) => ({ key: tab, label: tabLabel(tab) }))}
        tabProps={{ size: 'middle', tabBarGutter: 20 }}
        tabBarExtraContent={<RefreshButton result={result} label={t('orders.refresh')} />}
      >
        <QueryBody
          result={result}
          loaded={data !== undefined}
          texts={{
            loadFailed: t('orders.error.load'),
            refreshFailed: t('orders.error.refresh'),
            retry: t('orders.retry'),
          }}
        >
          <Table<QueueRow>
            rowKey="Id"
            size="middle"
            className="orders-table"
            columns={ordersColumns(t, locale)}
            dataSource={data?.List}
            loading={result.isPending || result.isPlaceholderData}
            onRow={openRow}
            scroll={{ x: 'max-content' }}
            locale={emptyTable(result.isPending, empty, everywhere)}
            onChange={(pagination, _filters, _sorter, { action }) => {
              if (action !== 'paginate') return;
              const pageSize = pagination.pageSize ?? view.pageSize;
              changeView({
                ...view,
                pageSize,
                page: pageSize === view.pageSize ? (pagination.current ?? 1) : 1,
              });
            }}
            pagination={{
              current: view.page,
              pageSize: view.pageSize,
              total: data?.Total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...PAGE_SIZES],
              showTotal: (total, [from, to]) =>
                t('orders.table.range', {
                  from: formatCount(locale, from),
                  to: formatCount(locale, to),
                  total: formatCount(locale, total),
                }),
            }}
          />
        </QueryBody>
      </Card>
    </div>
  );
}
