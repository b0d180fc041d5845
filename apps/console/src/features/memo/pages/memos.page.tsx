import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
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
  type MemosView,
} from '../memo-view';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
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
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);
  const result = useMemoList(listBodyOf(view));
  const [answering, setAnswering] = useState<Answering | null>(null);

  const changeView = (next: MemosView) => setParams(paramsOf(next));
  const counts: Partial<Record<MemoTab, number>> = {
    requested: result.data?.Requested,
    overdue: result.data?.Overdue,
  };
  const tabLabel = (tab: MemoTab) => {
    const count = counts[tab];
    return (
      <span className="memo-tab">
        {t(`memo.tab.${tab}`)}
        {count !== undefined && (
          <span className={count > 0 ? 'memo-tab-count memo-tab-count-urgent' : 'memo-tab-count'}>
            {formatCount(locale, count)}
          </span>
        )}
      </span>
    );
  };

  const columns = memosColumns(t, locale, (memo, action) =>
    setAnswering({ memo, action, open: true }),
  );

  return (
    <div className="memos">
      <PageHeading title={t('nav.memo')} />
      <QueryCard
        className="memos-card"
        result={result}
        texts={listTexts(t, 'memo')}
        activeTabKey={view.tab}
        onTabChange={(tab) => changeView({ ...view, tab: tab as MemoTab, page: 1 })}
        tabList={MEMO_TABS.map((tab) => ({ key: tab, label: tabLabel(tab) }))}
        tabProps={{ size: 'middle', tabBarGutter: 20 }}
      >
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
          paging={{
            page: view.page,
            pageSize: view.pageSize,
            pageSizes: PAGE_SIZES,
            onChange: (page, pageSize) => changeView({ ...view, page, pageSize }),
          }}
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
