import { translate } from '@facet/contract';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/i18n';

/** The part of an infinite query that pages on. */
type NextPages = {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
};

/**
 * Infinite scroll under a list: loads the next page near the bottom and shows "loading", the
 * page's failure with Retry, or "bottom of data reached" (§8).
 */
export function NextPageScroll({
  query,
  hasMore = query.hasNextPage,
  failedText,
  classNames,
}: {
  query: NextPages;
  /** Defaults to the query's own; a list may stop earlier. */
  hasMore?: boolean;
  failedText: string;
  classNames: { footer: string; retry?: string; end?: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll offers "retry" only when the load rejects.
    if (result.isError) throw result.error;
  };
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
      {(more, failed, retry) =>
        failed ? (
          <span className={classNames.footer}>
            {failedText}
            <button type="button" className={classNames.retry} onClick={() => void retry()}>
              {t('common.retry')}
            </button>
          </span>
        ) : more ? (
          <span className={classNames.footer} role="status">
            {t('common.loading')}
            <DotLoading />
          </span>
        ) : (
          <span className={[classNames.footer, classNames.end].filter(Boolean).join(' ')}>
            {translate(locale, 'EMPTY_END_OF_DATA')}
          </span>
        )
      }
    </InfiniteScroll>
  );
}
