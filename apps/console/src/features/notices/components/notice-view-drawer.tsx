import { Button, Descriptions, Drawer, Grid } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatEastern, type AdminNotice } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';

/** A published notice as it reads, with who published it and how many buyers opened it. */
export function NoticeViewDrawer({
  notice,
  open,
  onClose,
  afterClose,
  onDelete,
}: {
  notice: AdminNotice;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onDelete: (notice: AdminNotice) => void;
}) {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose();
      }}
      size={screens.md ? 640 : '100%'}
      title={notice.Title}
      extra={
        <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(notice)}>
          {t('notices.delete')}
        </Button>
      }
    >
      <Descriptions
        className="notice-facts"
        size="small"
        column={1}
        items={[
          { key: 'author', label: t('notices.field.author'), children: notice.Author },
          {
            key: 'published',
            label: t('notices.field.publishedEt'),
            children: <span className="notices-number">{formatEastern(notice.CreatedAt)}</span>,
          },
          {
            key: 'reads',
            label: t('notices.field.reads'),
            children: (
              <span className="notices-number">
                {t('notices.readsCount', { count: notice.Reads })}
              </span>
            ),
          },
        ]}
      />
      <p className="notice-view-summary">{notice.Summary}</p>
      {/* Sanitised by the server on publish: structure and links only. */}
      <div
        className="notice-content notice-view-content"
        dangerouslySetInnerHTML={{ __html: notice.Content }}
      />
    </Drawer>
  );
}
