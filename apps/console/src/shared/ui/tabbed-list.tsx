import { useMemo, type ReactNode } from 'react';
import type { CardProps } from 'antd';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../i18n/number-format';
import { useI18n } from '../../i18n/use-i18n';
import type { Paging } from './paged-table';
import './tabbed-list.css';

/** Where a tabbed list stands: its tab, its page and how long a page is. */
export interface TabbedView<Tab extends string> {
  tab: Tab;
  page: number;
  pageSize: number;
}

/**
 * A list by tabs (a status each) with its pages, kept in the address so that a link or a reload
 * keeps it: the view read from the address, its tabs for the QueryCard and its paging for the
 * PagedTable. Another tab starts again from the first page.
 */
export function useTabbedList<Tab extends string, View extends TabbedView<Tab>>({
  fromParams,
  toParams,
  tabs,
  pageSizes,
}: {
  fromParams: (params: URLSearchParams) => View;
  toParams: (view: View) => URLSearchParams;
  tabs: readonly Tab[];
  pageSizes: readonly number[];
}) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => fromParams(params), [fromParams, params]);
  const changeView = (next: View) => setParams(toParams(next));

  const cardTabs = (
    label: (tab: Tab) => ReactNode,
  ): Pick<CardProps, 'className' | 'activeTabKey' | 'onTabChange' | 'tabList' | 'tabProps'> => ({
    className: 'tabbed-list-card',
    activeTabKey: view.tab,
    onTabChange: (tab) => changeView({ ...view, tab: tab as Tab, page: 1 }),
    tabList: tabs.map((tab) => ({ key: tab, label: label(tab) })),
    tabProps: { size: 'middle', tabBarGutter: 20 },
  });
  const paging: Paging = {
    page: view.page,
    pageSize: view.pageSize,
    pageSizes,
    onChange: (page, pageSize) => changeView({ ...view, page, pageSize }),
  };
  return { view, changeView, cardTabs, paging };
}

/**
 * A tab's name with how many of its items there are, marked while any wait for a clerk (by
 * default: while there are any).
 */
export function TabLabel({
  count,
  urgent = (count ?? 0) > 0,
  children,
}: {
  count?: number;
  urgent?: boolean;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <span className="tab-label">
      {children}
      {count !== undefined && (
        <span className={urgent ? 'tab-label-count tab-label-count-urgent' : 'tab-label-count'}>
          {formatCount(locale, count)}
        </span>
      )}
    </span>
  );
}
