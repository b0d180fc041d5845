import { useState, type ReactNode } from 'react';
import { Table, type PaginationProps, type TableProps } from 'antd';
import { formatCount } from '../../i18n/number-format';
import { useI18n } from '../../i18n/use-i18n';
import { emptyTable } from './query-states';

/** Where a list is in its pages, and how it moves on. */
export interface Paging {
  page: number;
  pageSize: number;
  /** The page sizes a reader may choose from; without them the size is fixed. */
  pageSizes?: readonly number[];
  /** Another page; or another size, which starts again from page 1 (the rows all move). */
  onChange: (page: number, pageSize: number) => void;
}

/**
 * A list's filters and the page it is on: a new filter starts again from the first page (the
 * rows all move); another page keeps the filters.
 */
export function useListFilters<Filters extends object>(initial: Filters, pageSize: number) {
  const [{ filters, page }, setState] = useState({ filters: initial, page: 1 });
  const setFilters = (change: Partial<Filters>) =>
    setState((state) => ({ filters: { ...state.filters, ...change }, page: 1 }));
  const paging: Paging = {
    page,
    pageSize,
    onChange: (next) => setState((state) => ({ ...state, page: next })),
  };
  return { filters, setFilters, paging };
}

/** The figures beside the pager, written as the language writes numbers. */
export type PageCounts = { from: string; to: string; total: string };

/** What the table reads of a page's query: the page (its rows and how many in all) and its state. */
interface PageQuery<Row> {
  data: { List: readonly Row[]; Total: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

type PagedTableProps<Row> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'pagination' | 'locale' | 'size'
> & {
  result: PageQuery<Row>;
  paging: Paging;
  /** The text beside the pager: "Entries: 120", "21–40 of 120". */
  totalText: (counts: PageCounts) => string;
  /** Why the list is empty; `emptyAction`, what to do about it. */
  empty: ReactNode;
  emptyAction?: ReactNode;
};

/**
 * One server page of a list as a table: its rows, dimmed while the next page loads, its empty
 * state (a blank until the first rows come), and the pager with the total. Sorting and the
 * like still reach `onChange`; paging goes to `paging.onChange`.
 */
export function PagedTable<Row extends object>({
  result,
  paging,
  totalText,
  empty,
  emptyAction,
  onChange,
  ...table
}: PagedTableProps<Row>) {
  const { locale } = useI18n();
  const { page, pageSize, pageSizes } = paging;
  return (
    <Table<Row>
      {...table}
      size="middle"
      dataSource={result.data?.List}
      loading={result.isPending || result.isPlaceholderData}
      locale={emptyTable(result.isPending, empty, emptyAction)}
      onChange={(pagination, filters, sorter, extra) => {
        if (extra.action !== 'paginate') return onChange?.(pagination, filters, sorter, extra);
        const size = pagination.pageSize ?? pageSize;
        paging.onChange(size === pageSize ? (pagination.current ?? 1) : 1, size);
      }}
      pagination={{
        current: page,
        pageSize,
        total: result.data?.Total ?? 0,
        showSizeChanger: pageSizes !== undefined,
        ...(pageSizes && { pageSizeOptions: [...pageSizes] }),
        showTotal: (total, [from, to]) =>
          totalText({
            from: formatCount(locale, from),
            to: formatCount(locale, to),
            total: formatCount(locale, total),
          }),
      }}
    />
  );
}

/**
 * The pager of a list of items (not a table) with a fixed page size: shown only when there is
 * more than one page.
 */
export const pagerOf = (
  { page, pageSize, onChange }: Paging,
  total: number,
): PaginationProps | false =>
  total > pageSize ? { current: page, pageSize, total, showSizeChanger: false, onChange } : false;
