import { Tag } from 'antd';
import { formatEastern, type AdminMemo, type MemoStatus } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';
import { useNow } from '../../../shared/ui/use-now';
import { dueLeftOf } from '../memo-view';

// Requests wait for a clerk: the console's gold, as orders waiting for confirmation.
const STATUS_COLORS: Record<MemoStatus, string> = {
  requested: 'gold',
  approved: 'blue',
  shipped: 'cyan',
  closed: 'green',
  declined: 'default',
};
/** Under this much time left a memo's due date stands out. */
const SOON_MS = 2 * 86_400_000;

export function MemoStatusTag({ status }: { status: MemoStatus }) {
  const { t } = useI18n();
  return <Tag color={STATUS_COLORS[status]}>{t(`memo.status.${status}`)}</Tag>;
}

/** Where a memo stands: its status, and when shipped its due date with the time left or overdue. */
export function MemoStanding({ memo }: { memo: AdminMemo }) {
  const { t } = useI18n();
  const now = useNow(60_000).getTime();
  const due = memo.DueAt;
  const left = due && memo.Status === 'shipped' ? dueLeftOf(due, now) : null;
  return (
    <span className="memo-standing">
      <MemoStatusTag status={memo.Status} />
      {memo.Overdue && (
        <Tag color="red" className="memo-overdue">
          {t('memo.overdue')}
        </Tag>
      )}
      {due && (
        <span className="memo-stack">
          <span className="memo-secondary">{t('memo.dueAt', { time: formatEastern(due) })}</span>
          {left && (
            <span
              className={Date.parse(due) - now < SOON_MS ? 'memo-left memo-left-soon' : 'memo-left'}
            >
              {left.days > 0
                ? t('memo.left.days', { days: left.days, hours: left.hours })
                : t('memo.left.hours', { hours: left.hours })}
            </span>
          )}
        </span>
      )}
    </span>
  );
}
