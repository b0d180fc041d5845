import { Button, Space, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { formatEastern, type AdminNotice, type Locale } from '@facet/contract';
import { formatCount } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';

interface RowActions {
  onView: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}

/** The notices table: what each says, who published it when, and how many buyers read it. */
export function noticesColumns(
  t: Translate,
  locale: Locale,
  { onView, onDelete }: RowActions,
): TableColumnsType<AdminNotice> {
  return [
    {
      title: t('notices.field.title'),
      key: 'Title',
      width: 220,
      render: (_, notice) => <span className="notices-title">{notice.Title}</span>,
    },
    {
      title: t('notices.field.summary'),
      key: 'Summary',
      render: (_, notice) => <span className="notices-summary">{notice.Summary}</span>,
    },
    {
      title: t('notices.field.author'),
      key: 'Author',
      width: 130,
      render: (_, notice) => <span className="notices-nowrap">{notice.Author}</span>,
    },
    {
      title: t('notices.field.publishedEt'),
      key: 'CreatedAt',
      width: 150,
      render: (_, notice) => (
        <span className="notices-number">{formatEastern(notice.CreatedAt)}</span>
      ),
    },
    {
      title: t('notices.field.reads'),
      key: 'Reads',
      width: 90,
      align: 'end',
      render: (_, notice) => (
        <span className="notices-number">{formatCount(locale, notice.Reads)}</span>
      ),
    },
    {
      title: <span className="visually-hidden">{t('notices.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      width: 92,
      fixed: 'end',
      render: (_, notice) => (
        <Space size={0}>
          <Tooltip title={t('notices.view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('notices.viewOne', { title: notice.Title })}
              onClick={() => onView(notice)}
            />
          </Tooltip>
          <Tooltip title={t('notices.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('notices.deleteOne', { title: notice.Title })}
              onClick={() => onDelete(notice)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
