import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NextPageScroll } from '../../../shared/ui/next-page-scroll';
import { SavedCopyNotice } from '../../../shared/ui/saved-copy-notice';
import type { SavedCopy } from '../../../shared/transport/saved-copies';
import './goods-row.css';
import './paged-list.css';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { useDrawn } from '../../../shared/ui/use-drawn';

const SKELETON_ROWS = 6;

/**
 * A stone row's shape while its data loads, so the list does not jump when it arrives: here,
 * with the list, not in a file of its own that the result list would fetch beside it.
 */
export function GoodsRowSkeleton() {
  return (
    <div className="goods-row goods-row-skeleton" aria-hidden="true">
      <div className="goods-row-picture skeleton-block" />
      <div className="goods-row-main">
        <span className="skeleton-block skeleton-line skeleton-line-wide" />
        <span className="skeleton-block skeleton-line" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
      </div>
      <div className="goods-row-side">
        <span className="skeleton-block skeleton-line skeleton-line-price" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}

/** Where each visited list was scrolled to, by history entry: back from a stone lands there. */
const scrollPositions = new Map<string, number>();

function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const restored = useRef(false);
  useLayoutEffect(() => {
    const scroller = anchor.current?.closest('.app-body');
    if (!scroller || !ready) return;
    if (!restored.current) {
      restored.current = true;
      const top = scrollPositions.get(key);
      if (top) scroller.scrollTop = top;
    }
    const remember = () => scrollPositions.set(key, scroller.scrollTop);
    scroller.addEventListener('scroll', remember, { passive: true });
    return () => scroller.removeEventListener('scroll', remember);
  }, [key, ready]);
  return anchor;
}

export type PagedListProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<unknown>>;
  items: T[];
  itemKey: (item: T) => string | number;
  /** `index` in the whole list: the first rows are on the first screen. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown when the first page comes back empty. */
  empty: ReactNode;
  /** Whether more of these items remain, when the pages carry more than one list. */
  hasMore?: boolean;
  /** Above the list in every state, pulled down with it (the News page's entries). */
  header?: ReactNode;
  /** What a pull refreshes, when more than the list: by default the list. */
  onRefresh?: () => Promise<unknown>;
  /** One placeholder row while the first page loads; by default a goods row. */
  skeleton?: ReactNode;
};

/**
 * A paged list as antd-mobile's authors build one (STYLE.md §8): pull down to refresh, rows in
 * a List, the next page as the end comes into view, and "you have reached the bottom" after
 * the last. Skeleton rows hold the space while the first page loads.
 */
export function PagedList<T>({
  query,
  items,
  itemKey,
  renderItem,
  empty,
  hasMore = query.hasNextPage,
  header,
  onRefresh = () => query.refetch(),
  skeleton = <GoodsRowSkeleton />,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const anchor = useScrollMemory(query.isSuccess);
  // The first page of rows is the list's heaviest render: the skeleton stays until React has
  // drawn them in the background.
  const drawn = useDrawn(query.data);
  const drawing = query.data !== undefined && drawn === undefined;

  if (query.isPending || drawing) {
    return (
      <>
        {header}
        <div
          className="goods-list goods-list-loading"
          role="status"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Fragment key={index}>{skeleton}</Fragment>
          ))}
        </div>
      </>
    );
  }
  if (query.isError && !query.data) {
    const failed = (
      <LoadFailedPanel
        title={t('results.loadFailed')}
        onRetry={() => void query.refetch()}
        outline
      />
    );
    return header ? (
      <>
        {header}
        {failed}
      </>
    ) : (
      failed
    );
  }

  // Every page of the list carries its `SavedAt` when it came from the phone, not the server.
  const savedAt = (query.data?.pages as (SavedCopy | undefined)[] | undefined)?.reduce<
    number | undefined
  >(
    (oldest, page) => (page?.SavedAt ? Math.min(oldest ?? page.SavedAt, page.SavedAt) : oldest),
    undefined,
  );

  return (
    <div ref={anchor} className="goods-list-frame">
      <PullToRefresh onRefresh={async () => void (await onRefresh())}>
        {header}
        {savedAt !== undefined && <SavedCopyNotice savedAt={savedAt} />}
        {items.length === 0 ? (
          empty
        ) : (
          <>
            <List className="goods-list">
              {items.map((item, index) => (
                <List.Item key={itemKey(item)}>{renderItem(item, index)}</List.Item>
              ))}
            </List>
            <NextPageScroll
              query={query}
              hasMore={hasMore}
              failedText={t('results.pageFailed')}
              classNames={{
                footer: 'goods-list-footer',
                retry: 'goods-list-retry',
                end: 'goods-list-end',
              }}
            />
          </>
        )}
      </PullToRefresh>
    </div>
  );
}
