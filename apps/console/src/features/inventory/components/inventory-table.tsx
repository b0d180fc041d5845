import { Button, type TableProps } from 'antd';
import { SORT_FIELDS, type PricedGoods, type SortField } from '@facet/contract';
import { useInventoryPage } from '../api';
import { useI18n } from '../../../i18n/use-i18n';
import { inventoryColumns } from './inventory-columns';
import { hasFilters, PAGE_SIZES, queryBodyOf, type InventoryView } from '../inventory-view';
import { PagedTable } from '../../../shared/ui/paged-table';
import { QueryCard } from '../../../shared/ui/query-card';

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

  // Sorting goes to the address too, and starts again from the first page.
  const onSort: TableProps<PricedGoods>['onChange'] = (
    _pagination,
    _filters,
    sorter,
    { action },
  ) => {
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const Field = sorter.order ? sorter.columnKey : undefined;
    onViewChange({
      ...view,
      page: 1,
      sort: isSortField(Field)
        ? { Field, Order: sorter.order === 'ascend' ? 'asc' : 'desc' }
        : undefined,
    });
  };

  const filtered = hasFilters(view.filters);
  const reset = filtered && <Button onClick={onClearFilters}>{t('inventory.filter.reset')}</Button>;

  const title = data ? (
    <span className="inventory-total">{t('inventory.table.total', { count: data.Total })}</span>
  ) : (
    t('nav.inventory')
  );

  return (
    <QueryCard
      className="inventory-table-card"
      result={result}
      texts={{
        refresh: t('inventory.table.refresh'),
        loadFailed: t('inventory.error.load'),
        refreshFailed: t('inventory.error.refresh'),
        retry: t('inventory.retry'),
      }}
      title={title}
    >
      <PagedTable<PricedGoods>
        rowKey="Id"
        columns={inventoryColumns({ t, locale, sort: view.sort, onEdit })}
        result={result}
        onChange={onSort}
        scroll={{ x: 'max-content' }}
        sticky={{ offsetHeader: 56 }}
        paging={{
          page: view.page,
          pageSize: view.pageSize,
          pageSizes: PAGE_SIZES,
          onChange: (page, pageSize) => onViewChange({ ...view, page, pageSize }),
        }}
        totalText={(counts) => t('inventory.table.range', counts)}
        empty={t(filtered ? 'inventory.empty.filtered' : 'inventory.empty.none')}
        emptyAction={reset}
      />
    </QueryCard>
  );
}
