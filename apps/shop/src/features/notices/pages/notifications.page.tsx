import { useTranslation } from 'react-i18next';
import { useNoticeList } from '../api';
import { NoticeListHeading, NoticeListView, unreadOf } from '../components/notice-list';
import './news.css';

/** `/pages/hintMessage/index`: the buyer's own notifications, such as order status changes. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const notices = useNoticeList('personal');
  return (
    <div className="news-page">
      <NoticeListView
        query={notices}
        emptyHint={t('news.notificationsEmpty')}
        header={
          <NoticeListHeading title={t('news.latest')} kind="personal" unread={unreadOf(notices)} />
        }
      />
    </div>
  );
}
