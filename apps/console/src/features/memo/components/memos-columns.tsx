import type { ReactNode } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { CarOutlined, CheckOutlined, CloseOutlined, ImportOutlined } from '@ant-design/icons';
import { formatEastern, type AdminMemo, type Locale, type MemoStaffAction } from '@facet/contract';
import { formatCount, formatUsd } from '../../../i18n/number-format';
import type { Translate } from '../../../i18n/use-i18n';
import { actionsOf, awaitedBack } from '../memo-view';
import { MemoStanding } from './memo-status';

const ICONS: Record<MemoStaffAction, ReactNode> = {
  approve: <CheckOutlined />,
  decline: <CloseOutlined />,
  ship: <CarOutlined />,
  received: <ImportOutlined />,
};

/** The list's columns: the memo, its buyer and limit, its stones and value, where it stands. */
export function memosColumns(
  t: Translate,
  locale: Locale,
  onAnswer: (memo: AdminMemo, action: MemoStaffAction) => void,
): TableColumnsType<AdminMemo> {
  return [
    {
      title: t('memo.field.no'),
      key: 'no',
      render: (_, memo) => (
        <span className="memo-stack">
          <strong className="memo-mono">{memo.No}</strong>
          <span className="memo-secondary">
            {t('memo.askedAt', { time: formatEastern(memo.CreatedAt) })}
          </span>
        </span>
      ),
    },
    {
      title: t('memo.field.buyer'),
      key: 'buyer',
      render: (_, { Buyer: buyer }) => (
        <span className="memo-stack">
          <span>{buyer.Name || buyer.Email}</span>
          <span className="memo-secondary">{buyer.Email}</span>
          <span className="memo-secondary">
            {t('memo.limitOf', { limit: formatUsd(locale, buyer.LimitUsd) })}
          </span>
        </span>
      ),
    },
    {
      title: t('memo.field.stones'),
      key: 'stones',
      render: (_, memo) => {
        const out = memo.Lines.filter((line) => line.Outcome === 'out').length;
        const back = awaitedBack(memo).length;
        return (
          <span className="memo-stack">
            <span>{t('memo.stones', { count: memo.Lines.length })}</span>
            {memo.Status === 'shipped' && (
              <span className="memo-secondary">
                {t('memo.stillOut', { count: formatCount(locale, out) })}
                {back > 0 && ` · ${t('memo.onTheWayBack', { count: formatCount(locale, back) })}`}
              </span>
            )}
          </span>
        );
      },
    },
    {
      title: t('memo.field.value'),
      key: 'value',
      align: 'end',
      render: (_, memo) => (
        <span className="memo-stack memo-end">
          <span className="memo-number memo-strong">{formatUsd(locale, memo.TotalUsd)}</span>
          <span className="memo-secondary memo-number">
            {t('memo.openValue', { value: formatUsd(locale, memo.OpenUsd) })}
          </span>
        </span>
      ),
    },
    {
      title: t('memo.field.status'),
      key: 'status',
      render: (_, memo) => <MemoStanding memo={memo} />,
    },
    {
      title: t('memo.field.tracking'),
      key: 'tracking',
      render: (_, memo) =>
        memo.TrackingNo ? <span className="memo-mono">{memo.TrackingNo}</span> : '—',
    },
    {
      title: <span className="visually-hidden">{t('memo.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      fixed: 'end',
      render: (_, memo) => (
        <Space size={4}>
          {actionsOf(memo).map((action) => (
            <Button
              key={action}
              size="small"
              type={action === 'decline' ? 'default' : 'primary'}
              danger={action === 'decline'}
              icon={ICONS[action]}
              onClick={() => onAnswer(memo, action)}
            >
              {t(`memo.action.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
