import { Alert, Button, Card, Empty, Result, Table, Tooltip, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { SORT_FIELDS, type Goods, type SortField } from '@facet/contract';
import { useInventoryPage } from '../../api/inventory';
import { formatCount } from '../../i18n/number-format';
import { useI18n } from '../../i18n/use-i18n';
import { inventoryColumns } from './inventory-columns';
import { hasFilters, PAGE_SIZES, queryBodyOf, type InventoryView } from './inventory-view';

const isSortField = (key: unknown): key is SortField =>
  (SORT_FIELDS as readonly unknown[]).includes(key);

interface InventoryTableProps {
  view: InventoryView;
  onViewChange: (view: InventoryView) => void;
  onClearFilters: () => void;
  onEdit: (goods: Goods) => void;
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

  const onChange: TableProps<Goods>['onChange'] = (pagination, _filters, sorter, { action }) => {
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
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'inventory.empty.filtered' : 'inventory.empty.none')}
    >
      {filtered && <Button onClick={onClearFilters}>{t('inventory.filter.reset')}</Button>}
    </Empty>
  );

  const title = data ? (
    <span className="inventory-total">
      {data.Total === 1
        ? t('inventory.table.totalOne')
        : t('inventory.table.total', { count: formatCount(locale, data.Total) })}
    </span>
  ) : (
    t('nav.inventory')
  );

  return (
    <Card
      className="inventory-table-card"
      variant="borderless"
      title={title}
      extra={
        <Tooltip title={t('inventory.table.refresh')}>
          <Button
            type="text"
            icon={<ReloadOutlined spin={result.isFetching && !result.isPlaceholderData} />}
            aria-label={t('inventory.table.refresh')}
            onClick={() => void result.refetch()}
          />
        </Tooltip>
      }
    >
      {result.isError && !data ? (
        <Result
          status="warning"
          title={t('inventory.error.load')}
          subTitle={result.error.message}
          extra={
            <Button type="primary" onClick={() => void result.refetch()}>
              {t('inventory.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {result.isError && (
            <Alert
              className="inventory-alert"
              type="warning"
              showIcon
              title={t('inventory.error.refresh')}
              description={result.error.message}
            />
          )}
          <Table<Goods>
            rowKey="Id"
            size="middle"
            columns={inventoryColumns({ t, locale, sort: view.sort, onEdit })}
            dataSource={data?.List}
            loading={result.isPending || result.isPlaceholderData}
            onChange={onChange}
            scroll={{ x: 'max-content' }}
            sticky={{ offsetHeader: 56 }}
            locale={{ emptyText: result.isPending ? ' ' : empty }}
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
        </>
      )}
    </Card>
  );
}
