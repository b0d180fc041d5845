import { useState } from 'react';
import { Button } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { AdminMemo, MemoStaffAction } from '@facet/contract';
import { useMemoList } from '../api';
import { AnswerModal } from '../components/answer-modal';
import { MemoLines } from '../components/memo-lines';
import { memosColumns } from '../components/memos-columns';
import {
  listBodyOf,
  MEMO_TABS,
  PAGE_SIZES,
  paramsOf,
  viewFromParams,
  type MemoTab,
} from '../memo-view';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { TabLabel, useTabbedList } from '../../../shared/ui/tabbed-list';
import './memos.css';

/** The move being made: its dialog stays mounted while it closes. */
interface Answering {
  memo: AdminMemo;
  action: MemoStaffAction;
  open: boolean;
}

/**
 * Stones on memo: one tab per status and one for the overdue, each memo's stones in its
 * expanded row; a request is approved or declined, an approved memo shipped, stones sent back
 * recorded as they arrive.
 */
export function MemosPage() {
  const { t, locale } = useI18n();
  const list = useTabbedList({
    fromParams: viewFromParams,
    toParams: paramsOf,
    tabs: MEMO_TABS,
    pageSizes: PAGE_SIZES,
  });
  const { view } = list;
  const result = useMemoList(listBodyOf(view));
  const [answering, setAnswering] = useState<Answering | null>(null);

  const counts: Partial<Record<MemoTab, number>> = {
    requested: result.data?.Requested,
    overdue: result.data?.Overdue,
  };
  const tabLabel = (tab: MemoTab) => (
    <TabLabel count={counts[tab]}>{t(`memo.tab.${tab}`)}</TabLabel>
  );

  const columns = memosColumns(t, locale, (memo, action) =>
    setAnswering({ memo, action, open: true }),
  );

  return (
    <div className="memos">
      <PageHeading title={t('nav.memo')} />
      <QueryCard result={result} texts={listTexts(t, 'memo')} {...list.cardTabs(tabLabel)}>
        <PagedTable<AdminMemo>
          rowKey="MemoId"
          className="memos-table"
          columns={columns}
          result={result}
          tableLayout="auto"
          expandable={{
            expandedRowRender: (memo) => <MemoLines memo={memo} />,
            expandIcon: ({ expanded, onExpand, record }) => (
              <Button
                type="text"
                size="small"
                className="memo-expand"
                icon={<RightOutlined rotate={expanded ? 90 : 0} />}
                aria-expanded={expanded}
                aria-label={t(expanded ? 'memo.lines.hide' : 'memo.lines.show', { no: record.No })}
                onClick={(event) => onExpand(record, event)}
              />
            ),
          }}
          scroll={{ x: 'max-content' }}
          paging={list.paging}
          totalText={(range) => t('memo.table.range', range)}
          empty={t(view.tab === 'requested' ? 'memo.empty.requested' : 'memo.empty.tab')}
        />
      </QueryCard>
      {answering && (
        <AnswerModal
          key={`${answering.memo.MemoId}-${answering.action}`}
          memo={answering.memo}
          action={answering.action}
          memoDays={result.data?.MemoDays}
          open={answering.open}
          onClose={() => setAnswering({ ...answering, open: false })}
          afterClose={() => setAnswering(null)}
        />
      )}
    </div>
  );
}
