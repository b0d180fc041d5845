import type { MemoPage } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useMemos } from '../api';
import { MemoCard } from '../components/memo-card';
import { limitLeft } from '../memo-terms';
import { PagedList } from '../../catalogue';
import { useLocale } from '../../../i18n/i18n';
import { formatUsd } from '../../../shared/format/format';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import './memos.css';

/**
 * `/pages/memo/index`: the buyer's memo limit and what their open memos use of it, then each
 * memo, newest first — its stones, the due date, and buying or sending back each stone.
 */
export default function MemosPage() {
  const { t } = useTranslation();
  const query = useMemos();
  const first = query.data?.pages[0];
  const memos = query.data?.pages.flatMap((page) => page.List) ?? [];
  const hasLimit = (first?.LimitUsd ?? 0) > 0;

  return (
    <div className="memos-page">
      <PagedList
        query={query}
        items={memos}
        itemKey={(memo) => memo.MemoId}
        renderItem={(memo) => <MemoCard memo={memo} />}
        header={first && <LimitCard limit={first} />}
        empty={
          <NothingHerePanel
            title={t('myMemos.empty')}
            description={t(hasLimit ? 'myMemos.emptyHint' : 'myMemos.noLimitHint')}
            action={t('myMemos.browse')}
          />
        }
      />
    </div>
  );
}

/** The limit, what is used and what is left, with a bar. */
function LimitCard({ limit }: { limit: MemoPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const usd = (amount: number) => formatUsd(locale, amount);
  if (limit.LimitUsd <= 0) {
    return (
      <section className="memo-limit memo-limit-none" aria-label={t('myMemos.limit')}>
        <p>{t('myMemos.noLimit')}</p>
      </section>
    );
  }
  const used = Math.min(100, Math.round((limit.UsedUsd / limit.LimitUsd) * 100));
  return (
    <section className="memo-limit" aria-labelledby="memo-limit-title">
      <div className="memo-limit-head">
        <h2 id="memo-limit-title">{t('myMemos.limit')}</h2>
        <strong>{usd(limit.LimitUsd)}</strong>
      </div>
      <div
        className="memo-limit-bar"
        role="meter"
        aria-label={t('myMemos.usedOf')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={used}
      >
        <span style={{ width: `${used}%` }} />
      </div>
      <dl className="memo-limit-figures">
        <div>
          <dt>{t('myMemos.used')}</dt>
          <dd>{usd(limit.UsedUsd)}</dd>
        </div>
        <div>
          <dt>{t('myMemos.left')}</dt>
          <dd>{usd(limitLeft(limit))}</dd>
        </div>
        <div>
          <dt>{t('myMemos.maxStones')}</dt>
          <dd>{limit.MaxStones}</dd>
        </div>
      </dl>
    </section>
  );
}
