import { translate, type Notice, type NoticeList } from '@facet/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { BellOutline, FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReadAllNotices } from '../api';
import { paths } from '../../../shared/routing/paths';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { PagedList } from '../../catalogue';
import { useRelativeTime } from '../news-time';
import '../pages/news.css';

export const noticePath = (id: number) => `${paths.messageDetails}?id=${id}`;

type NoticeQuery = UseInfiniteQueryResult<InfiniteData<NoticeList>>;

/** The unread count of a loaded notice list, as the server last reported it. */
export const unreadOf = (query: NoticeQuery) => query.data?.pages[0]?.Unread ?? 0;

type Props = {
  query: NoticeQuery;
  /** What the empty state says will appear here. */
  emptyHint: string;
  header?: ReactNode;
  onRefresh?: () => Promise<unknown>;
};

/**
 * Notices newest first, in pages: a dot on the unread ones, a tap opens one. Shared by the News
 * page (published notices) and the notifications page (the buyer's own).
 */
export function NoticeListView({ query, emptyHint, header, onRefresh }: Props) {
  const locale = useLocale();
  const notices = query.data?.pages.flatMap((page) => page.List) ?? [];
  return (
    <PagedList
      query={query}
      items={notices}
      itemKey={(notice) => notice.Id}
      renderItem={(notice) => <NoticeRow notice={notice} />}
      header={header}
      onRefresh={onRefresh}
      skeleton={<NoticeRowSkeleton />}
      empty={
        <StatePanel
          image={<GemIllustration mark="question" />}
          title={translate(locale, 'EMPTY_NO_DATA')}
          description={emptyHint}
        />
      }
    />
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const time = useRelativeTime();
  return (
    <article className={notice.Read ? 'notice-row' : 'notice-row notice-row-unread'}>
      {notice.Personal && (
        <span className="notice-row-icon" aria-hidden="true">
          {notice.OrderId ? <FileOutline /> : <BellOutline />}
        </span>
      )}
      <div className="notice-row-main">
        <div className="notice-row-top">
          <h3 className="notice-row-title">
            <Link to={noticePath(notice.Id)} className="notice-row-link">
              {!notice.Read && (
                <>
                  <span className="notice-dot" aria-hidden="true" />
                  <span className="visually-hidden">{t('news.unreadMark')}</span>
                </>
              )}
              {notice.Title}
            </Link>
          </h3>
          <time className="notice-row-time" dateTime={notice.CreatedAt}>
            {time(notice.CreatedAt)}
          </time>
        </div>
        <p className="notice-row-summary">{notice.Summary}</p>
      </div>
    </article>
  );
}

function NoticeRowSkeleton() {
  return (
    <div className="notice-row notice-row-skeleton" aria-hidden="true">
      <div className="notice-row-main">
        <span className="skeleton-block skeleton-line skeleton-line-wide" />
        <span className="skeleton-block skeleton-line" />
        <span className="skeleton-block skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}

/** A list's heading with "mark all read", offered while something is unread. */
export function NoticeListHeading({
  title,
  kind,
  unread,
}: {
  title: string;
  kind: 'published' | 'personal';
  unread: number;
}) {
  const { t } = useTranslation();
  const readAll = useReadAllNotices(kind);
  return (
    <div className="news-section-head">
      <h2 className="news-section-title">
        {title}
        {unread > 0 && (
          <span className="news-section-count">{t('news.unreadCount', { count: unread })}</span>
        )}
      </h2>
      {unread > 0 && (
        <Button
          size="mini"
          fill="none"
          className="news-mark-read"
          loading={readAll.isPending}
          onClick={() =>
            readAll.mutate(undefined, { onSuccess: () => toast({ content: t('news.allRead') }) })
          }
        >
          {t('news.markAllRead')}
        </Button>
      )}
    </div>
  );
}
