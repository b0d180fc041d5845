import { useState } from 'react';
import type { AdminReturn, ReturnStaffAction } from '@facet/contract';
import { useReturnList } from '../api';
import { AnswerModal } from '../components/answer-modal';
import { returnsColumns } from '../components/returns-columns';
import { listBodyOf, PAGE_SIZES, paramsOf, RETURN_TABS, viewFromParams } from '../return-view';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { useTabbedList } from '../../../shared/ui/tabbed-list';
import './returns.css';

/** The move being made: its dialog stays mounted while it closes. */
interface Answering {
  found: AdminReturn;
  action: ReturnStaffAction;
  open: boolean;
}

/**
 * Buyers' returns: one tab per status, requests first; each is authorised or declined, recorded
 * on arrival (back on sale or not), refunded, or — declined — escalated to an abnormal order.
 */
export function ReturnsPage() {
  const { t, locale } = useI18n();
  const list = useTabbedList({
    fromParams: viewFromParams,
    toParams: paramsOf,
    tabs: RETURN_TABS,
    pageSizes: PAGE_SIZES,
  });
  const { view } = list;
  const result = useReturnList(listBodyOf(view));
  const [answering, setAnswering] = useState<Answering | null>(null);

  // Asked for and arrived together: the server counts them as one figure.
  const waiting = result.data?.Waiting;

  const columns = returnsColumns(t, locale, (found, action) =>
    setAnswering({ found, action, open: true }),
  );

  return (
    <div className="returns">
      <PageHeading title={t('nav.returns')}>
        {waiting !== undefined && (
          <span
            className={waiting > 0 ? 'returns-waiting returns-waiting-urgent' : 'returns-waiting'}
          >
            {t('returns.waiting', { count: waiting })}
          </span>
        )}
      </PageHeading>
      <QueryCard
        result={result}
        texts={listTexts(t, 'returns')}
        {...list.cardTabs((tab) => t(tab === 'all' ? 'returns.tab.all' : `returns.status.${tab}`))}
      >
        <PagedTable<AdminReturn>
          rowKey="ReturnId"
          className="returns-table"
          columns={columns}
          result={result}
          tableLayout="auto"
          scroll={{ x: 'max-content' }}
          paging={list.paging}
          totalText={(range) => t('returns.table.range', range)}
          empty={t(view.tab === 'requested' ? 'returns.empty.requested' : 'returns.empty.tab')}
        />
      </QueryCard>
      {answering && (
        <AnswerModal
          key={`${answering.found.ReturnId}-${answering.action}`}
          found={answering.found}
          action={answering.action}
          open={answering.open}
          onClose={() => setAnswering({ ...answering, open: false })}
          afterClose={() => setAnswering(null)}
        />
      )}
    </div>
  );
}
