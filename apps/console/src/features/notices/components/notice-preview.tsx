import { NotificationOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n/use-i18n';
import { isBlankHtml } from '../editor-html';

/**
 * The notice as a buyer meets it in the shop: first as an entry of the News list, then opened.
 * Drawn with the shop's look (a phone-width column of white cards), not taken from the shop.
 */
export function NoticePreview({
  title,
  summary,
  content,
  when,
}: {
  title: string;
  summary: string;
  content: string;
  /** The time line the shop shows: "Just now" for a notice about to be published. */
  when: string;
}) {
  const { t } = useI18n();
  const shownTitle = title.trim() || (
    <span className="notice-phone-placeholder">{t('notices.preview.untitled')}</span>
  );
  return (
    <div className="notice-phone" aria-label={t('notices.preview.label')} role="group">
      <p className="notice-phone-caption">{t('notices.preview.inList')}</p>
      <article className="notice-phone-card notice-phone-entry">
        <span className="notice-phone-icon" aria-hidden="true">
          <NotificationOutlined />
        </span>
        <div className="notice-phone-entry-text">
          <div className="notice-phone-entry-head">
            <h4 className="notice-phone-entry-title">{shownTitle}</h4>
            <span className="notice-phone-time">{when}</span>
          </div>
          <p className="notice-phone-summary">
            {summary.trim() || (
              <span className="notice-phone-placeholder">{t('notices.preview.noSummary')}</span>
            )}
          </p>
        </div>
      </article>
      <p className="notice-phone-caption">{t('notices.preview.opened')}</p>
      <article className="notice-phone-card notice-phone-detail">
        <h4 className="notice-phone-detail-title">{shownTitle}</h4>
        <p className="notice-phone-time">{when}</p>
        {isBlankHtml(content) ? (
          <p className="notice-phone-placeholder">{t('notices.preview.noContent')}</p>
        ) : (
          // The clerk's own editor content, shown as it will be published (the server
          // sanitises it again on publish).
          <div className="notice-content" dangerouslySetInnerHTML={{ __html: content }} />
        )}
      </article>
    </div>
  );
}
