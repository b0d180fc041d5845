import { formatEastern, type Notice } from '@facet/contract';
import {
  BellOutline,
  ClockCircleOutline,
  FileOutline,
  RightOutline,
  SearchOutline,
  SoundOutline,
} from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { useNoticeDetail, useReadNotice } from '../api';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { parseId } from '../../orders';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import './news.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/**
 * `/pages/messageCenter/messageDetails?id=`: one notice, which opening reads. Its content is
 * HTML the server sanitised on publish (paragraphs, emphasis, lists, headings, links).
 */
export default function NoticeDetailsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  const query = useNoticeDetail(id);
  const { mutate: markRead } = useReadNotice();
  const readId = useRef<number | null>(null);
  const notice = query.data;
  const unread = notice !== undefined && !notice.Read;

  useEffect(() => {
    if (id === null || !unread || readId.current === id) return;
    readId.current = id;
    markRead(id);
  }, [id, unread, markRead]);

  if (id === null) return <NoticeNotFound />;
  if (query.isPending) return <PageLoading />;
  if (query.isError && !notice) {
    if (query.error instanceof ApiError && query.error.Code === 'NOT_FOUND') {
      return <NoticeNotFound />;
    }
    return (
      <LoadFailedPanel title={t('news.loadFailed')} onRetry={() => void query.refetch()} outline />
    );
  }
  if (!notice) return <NoticeNotFound />;

  // §9: Eastern Time, as every time in the app reads.
  const published = t('orders.easternTime', { time: formatEastern(notice.CreatedAt) });

  return (
    <article className="notice-page" aria-labelledby="notice-title">
      <header className="notice-head">
        <span className="notice-kind">
          {notice.Personal ? notice.OrderId ? <FileOutline /> : <BellOutline /> : <SoundOutline />}
          {t(kindOf(notice))}
        </span>
        <h2 id="notice-title" className="notice-title">
          {notice.Title}
        </h2>
        <time className="notice-time" dateTime={notice.CreatedAt}>
          {published}
        </time>
      </header>
      <div className="notice-content" dangerouslySetInnerHTML={{ __html: notice.Content }} />
      {notice.OrderId !== null && (
        <Link to={`${paths.orderDetails}?id=${notice.OrderId}`} className="notice-order-link">
          <FileOutline aria-hidden="true" />
          <span>{t('news.viewOrder')}</span>
          <RightOutline aria-hidden="true" className="notice-order-arrow" />
        </Link>
      )}
      {notice.SavedSearchId !== null && (
        <Link
          to={`${paths.savedSearches}?open=${notice.SavedSearchId}`}
          className="notice-order-link"
        >
          <SearchOutline aria-hidden="true" />
          <span>{t('news.viewSearch')}</span>
          <RightOutline aria-hidden="true" className="notice-order-arrow" />
        </Link>
      )}
      {notice.GoodsId !== null && (
        <Link to={`${paths.productDetails}?id=${notice.GoodsId}`} className="notice-order-link">
          <ClockCircleOutline aria-hidden="true" />
          <span>{t('news.viewStone')}</span>
          <RightOutline aria-hidden="true" className="notice-order-arrow" />
        </Link>
      )}
    </article>
  );
}

/** What a notice is about, as its badge names it: an order, a saved search, a hold, or news. */
const kindOf = (notice: Notice) => {
  if (!notice.Personal) return 'news.publishedKind' as const;
  if (notice.OrderId !== null) return 'news.personalKind' as const;
  if (notice.SavedSearchId !== null) return 'news.alertKind' as const;
  if (notice.GoodsId !== null) return 'news.holdKind' as const;
  return 'news.forYouKind' as const;
};

function NoticeNotFound() {
  const { t } = useTranslation();
  return (
    <NothingHerePanel
      title={t('news.notFound')}
      description={t('news.notFoundHint')}
      action={t('news.toNews')}
      to={paths.news}
      replace
    />
  );
}
