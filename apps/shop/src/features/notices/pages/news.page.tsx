import { BellOutline, MessageFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConversation, useLatestNotice, useNoticeList } from '../api';
import { useNewsUnread } from '../news-query';
import { paths } from '../../../shared/routing/paths';
import { NoticeListHeading, NoticeListView, unreadOf } from '../components/notice-list';
import { useRelativeTime } from '../news-time';
import './news.css';

/**
 * `/pages/messageCenter/index`, the News tab: the way to customer service and to the buyer's
 * own notifications, then the notices Facet publishes to every buyer.
 */
export default function NewsPage() {
  const { t } = useTranslation();
  const notices = useNoticeList('published');
  const unread = useNewsUnread();
  const conversation = useConversation();
  const latest = useLatestNotice('personal');
  const refresh = () =>
    Promise.all([notices.refetch(), unread.refetch(), conversation.refetch(), latest.refetch()]);

  return (
    <div className="news-page">
      <NoticeListView
        query={notices}
        emptyHint={t('news.noticesEmpty')}
        onRefresh={refresh}
        header={
          <>
            <NewsEntries />
            <NoticeListHeading
              title={t('news.notices')}
              kind="published"
              unread={unreadOf(notices)}
            />
          </>
        }
      />
    </div>
  );
}

function NewsEntries() {
  const { t } = useTranslation();
  const counts = useNewsUnread().data;
  const last = useConversation().data?.LastMessage ?? null;
  const latest = useLatestNotice('personal').data ?? null;

  let chatPreview = t('news.serviceHint');
  if (last) {
    const text = last.Text || t('news.picture');
    chatPreview =
      last.From === 'buyer'
        ? t('news.you', { text })
        : t('news.from', { name: last.SenderName, text });
  }

  return (
    <ul className="news-entries" aria-label={t('news.entries')}>
      <NewsEntry
        to={paths.imService}
        icon={<MessageFill />}
        tone="ink"
        title={t('titles.customerService')}
        preview={chatPreview}
        at={last?.CreatedAt}
        count={counts?.Chat ?? 0}
      />
      <NewsEntry
        to={paths.hintMessage}
        icon={<BellOutline />}
        tone="gold"
        title={t('titles.notifications')}
        preview={latest?.Title ?? t('news.notificationsHint')}
        at={latest?.CreatedAt}
        count={counts?.Personal ?? 0}
      />
    </ul>
  );
}

type EntryProps = {
  to: string;
  icon: ReactNode;
  tone: 'ink' | 'gold';
  title: string;
  preview: string;
  at: string | undefined;
  count: number;
};

function NewsEntry({ to, icon, tone, title, preview, at, count }: EntryProps) {
  const { t } = useTranslation();
  const time = useRelativeTime();
  return (
    <li>
      <Link to={to} className="news-entry">
        <span className={`news-entry-icon news-entry-icon-${tone}`} aria-hidden="true">
          {icon}
        </span>
        <span className="news-entry-main">
          <span className="news-entry-line">
            <strong className="news-entry-title">{title}</strong>
            {at && (
              <time className="news-entry-time" dateTime={at}>
                {time(at)}
              </time>
            )}
          </span>
          <span className="news-entry-line">
            <span className="news-entry-preview">{preview}</span>
            {count > 0 && (
              <span className="news-count">
                <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                <span className="visually-hidden">{t('news.unreadCount', { count })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
