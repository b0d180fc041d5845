import { Button, Card, Table, type TableProps } from 'antd';
import { SORT_FIELDS, type PricedGoods, type SortField } from '@facet/contract';
import { useInventoryPage } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { inventoryColumns } from './inventory-columns';
import { hasFilters, PAGE_SIZES, queryBodyOf, type InventoryView } from '../inventory-view';
import { emptyTable, QueryBody, RefreshButton } from '../../../shared/ui/query-states';

const isSortField = (key: unknown): key is SortField =>
  (SORT_FIELDS as readonly unknown[]).includes(key);

interface InventoryTableProps {
  view: InventoryView;
  onViewChange: (view: InventoryView) => void;
  onClearFilters: () => void;
  onEdit: (goods: PricedGoods) => void;
}

/** One server page of stock: paging and sorting go to the address, the server does the work. */
export function InventoryTable({
  view,
  onViewChange,
  onClearFilters,
  onEdit,
}: InventoryTableProps) {
  const { t, locale } = useI18n();
  const result = useInventoryPage(queryBodyOf(view));
  const { data } = result;

  const onChange: TableProps<PricedGoods>['onChange'] = (
    pagination,
    _filters,
    sorter,
    { action },
  ) => {
    if (action === 'sort' && !Array.isArray(sorter)) {
      const Field = sorter.order ? sorter.columnKey : undefined;
      onViewChange({
        ...view,
        page: 1,
        sort: isSortField(Field)
          ? { Field, Order: sorter.order === 'ascend' ? 'asc' : 'desc' }
          : undefined,
      });
    } else if (action === 'paginate') {
      const pageSize = pagination.pageSize ?? view.pageSize;
      // A new page size starts again from the first page, as the rows all move.
      onViewChange({
        ...view,
        pageSize,
        page: pageSize === view.pageSize ? (pagination.current ?? 1) : 1,
      });
    }
  };

  const filtered = hasFilters(view.filters);
  const reset = filtered && <Button onClick={onClearFilters}>{t('inventory.filter.reset')}</Button>;

  const title = data ? (
    <span className="inventory-total">{t('inventory.table.total', { count: data.Total })}</span>
  ) : (
    t('nav.inventory')
  );

  return (
    <Card
      className="inventory-table-card"
      variant="borderless"
      title={title}
      extra={<RefreshButton result={result} label={t('inventory.table.refresh')} />}
    >
      <QueryBody
        result={result}
        loaded={data !== undefined}
        texts={{
          loadFailed: t('inventory.error.load'),
          refreshFailed: t('inventory.error.refresh'),
          retry: t('inventory.retry'),
        }}
      >
        <Table<PricedGoods>
          rowKey="Id"
          size="middle"
          columns={inventoryColumns({ t, locale, sort: view.sort, onEdit })}
          dataSource={data?.List}
          loading={result.isPending || result.isPlaceholderData}
          onChange={onChange}
          scroll={{ x: 'max-content' }}
          sticky={{ offsetHeader: 56 }}
          locale={emptyTable(
            result.isPending,
            t(filtered ? 'inventory.empty.filtered' : 'inventory.empty.none'),
            reset,
          )}
          pagination={{
            current: view.page,
            pageSize: view.pageSize,
            total: data?.Total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: (total, [from, to]) =>
              t('inventory.table.range', {
                from: formatCount(locale, from),
                to: formatCount(locale, to),
                total: formatCount(locale, total),
              }),
          }}
        />
      </QueryBody>
    </Card>
  );
}
