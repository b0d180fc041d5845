import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { AdminNotice } from '@facet/contract';
import { useDeleteNotice, useNoticeList } from '../api';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { noticesColumns } from '../components/notices-columns';
import { NoticeViewDrawer } from '../components/notice-view-drawer';
import { PublishDrawer } from '../components/publish-drawer';
import { NOTICE_PAGE_SIZES, noticePageOf, paramsOfNoticePage } from '../notices-view';
import './notices.css';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';

/** A drawer stays mounted while it slides shut, then goes. */
interface Opened<T> {
  value: T;
  open: boolean;
}

/** The notices staff published: the list, publishing a new one, reading and deleting. */
export function NoticesPage() {
  const { t, locale } = useI18n();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = useMemo(() => noticePageOf(params), [params]);
  const result = useNoticeList(page);
  const { data } = result;
  const remove = useDeleteNotice();
  const [publishing, setPublishing] = useState<Opened<number> | null>(null);
  const [viewing, setViewing] = useState<Opened<AdminNotice> | null>(null);

  // A page left empty by a deletion (or an old link) gives way to the last page there is.
  const lastPage = data ? Math.max(1, Math.ceil(data.Total / page.PageSize)) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page.PageIndex > lastPage) {
      setParams(paramsOfNoticePage({ ...page, PageIndex: lastPage }), { replace: true });
    }
  }, [lastPage, page, setParams]);

  const openPublish = () =>
    setPublishing((previous) => ({ value: (previous?.value ?? 0) + 1, open: true }));

  const confirmDelete = (notice: AdminNotice) =>
    modal.confirm({
      title: t('notices.deleteConfirm.title', { title: notice.Title }),
      content: t('notices.deleteConfirm.text'),
      okText: t('notices.delete'),
      okButtonProps: { danger: true },
      cancelText: t('notices.cancel'),
      onOk: () =>
        remove.mutateAsync(notice.Id).then(
          () => {
            void message.success(t('notices.deleted', { title: notice.Title }));
            setViewing((current) =>
              current?.value.Id === notice.Id ? { ...current, open: false } : current,
            );
          },
          (error: Error) => void message.error(error.message),
        ),
    });

  const openRow = (notice: AdminNotice) => ({
    onClick: (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a, button')) return;
      setViewing({ value: notice, open: true });
    },
  });

  const publish = (
    <Button type="primary" icon={<PlusOutlined />} onClick={openPublish}>
      {t('notices.publish.open')}
    </Button>
  );

  return (
    <div className="notices">
      <PageHeading title={t('nav.notices')}>{publish}</PageHeading>
      <QueryCard
        className="notices-card"
        result={result}
        texts={listTexts(t, 'notices')}
        title={
          <span className="notices-card-title">
            {t('notices.listTitle')}
            {data && <span className="notices-total">{formatCount(locale, data.Total)}</span>}
          </span>
        }
      >
        <PagedTable<AdminNotice>
          rowKey="Id"
          className="notices-table"
          columns={noticesColumns(t, locale, {
            onView: (notice) => setViewing({ value: notice, open: true }),
            onDelete: confirmDelete,
          })}
          result={result}
          onRow={openRow}
          scroll={{ x: 920 }}
          paging={{
            page: page.PageIndex,
            pageSize: page.PageSize,
            pageSizes: NOTICE_PAGE_SIZES,
            onChange: (PageIndex, PageSize) =>
              setParams(paramsOfNoticePage({ PageIndex, PageSize })),
          }}
          totalText={(counts) => t('notices.table.range', counts)}
          empty={t('notices.empty')}
          emptyAction={publish}
        />
      </QueryCard>
      {publishing && (
        <PublishDrawer
          key={publishing.value}
          open={publishing.open}
          onClose={() => setPublishing({ ...publishing, open: false })}
          afterClose={() => setPublishing(null)}
        />
      )}
      {viewing && (
        <NoticeViewDrawer
          notice={viewing.value}
          open={viewing.open}
          onClose={() => setViewing({ ...viewing, open: false })}
          afterClose={() => setViewing(null)}
          onDelete={confirmDelete}
        />
      )}
    </div>
  );
}
