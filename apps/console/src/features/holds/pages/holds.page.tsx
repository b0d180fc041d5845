import { App, Button, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { ClockCircleOutlined, UnlockOutlined } from '@ant-design/icons';
import { formatEastern, labelOf, type AdminHold, type Locale } from '@facet/contract';
import { useExtendHold, useHoldList, useReleaseHold } from '../api';
import { formatCarats, formatCount, formatUsd } from '../../../i18n/number-format';
import { useI18n, type Translate } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { emptyTable } from '../../../shared/ui/query-states';
import './holds.css';

/** Buyers' holds on stones: who holds what until when; a clerk extends or releases them. */
export function HoldsPage() {
  const { t, locale } = useI18n();
  const { message, modal } = App.useApp();
  const result = useHoldList();
  const extend = useExtendHold();
  const release = useReleaseHold();

  const onExtend = (hold: AdminHold) =>
    extend.mutate(hold.HoldId, {
      onSuccess: (extended) =>
        void message.success(t('holds.extended', { time: formatEastern(extended.ExpiresAt) })),
      onError: (error) => void message.error(error.message),
    });

  const onRelease = (hold: AdminHold) =>
    modal.confirm({
      title: t('holds.releaseConfirm.title', { stockNo: hold.Goods.StockNo }),
      content: t('holds.releaseConfirm.text', { buyer: hold.Buyer.Name || hold.Buyer.Email }),
      okText: t('holds.release'),
      okButtonProps: { danger: true },
      cancelText: t('holds.cancel'),
      onOk: () =>
        release.mutateAsync(hold.HoldId).then(
          () => void message.success(t('holds.released', { stockNo: hold.Goods.StockNo })),
          (error: Error) => void message.error(error.message),
        ),
    });

  return (
    <div className="holds">
      <PageHeading title={t('nav.holds')} />
      <QueryCard
        className="holds-card"
        result={result}
        texts={listTexts(t, 'holds')}
        title={
          <span className="holds-card-title">
            {t('holds.listTitle')}
            {result.data && (
              <span className="holds-total">{formatCount(locale, result.data.length)}</span>
            )}
          </span>
        }
      >
        <Table<AdminHold>
          rowKey="HoldId"
          size="middle"
          columns={holdsColumns(t, locale, { onExtend, onRelease })}
          dataSource={result.data}
          loading={result.isPending}
          pagination={false}
          scroll={{ x: 860 }}
          locale={emptyTable(result.isPending, t('holds.empty'))}
        />
      </QueryCard>
    </div>
  );
}

function holdsColumns(
  t: Translate,
  locale: Locale,
  actions: { onExtend: (hold: AdminHold) => void; onRelease: (hold: AdminHold) => void },
): TableColumnsType<AdminHold> {
  return [
    {
      title: t('holds.field.stone'),
      key: 'stone',
      render: (_, { Goods: goods }) => (
        <span className="holds-stone">
          <strong>
            {[
              goods.Shape && labelOf(locale, 'Shape', goods.Shape),
              `${formatCarats(locale, goods.Weight)} ${t('inventory.unit.ct')}`,
              goods.Color ?? (goods.FancyColor && labelOf(locale, 'FancyColor', goods.FancyColor)),
              goods.Clarity,
            ]
              .filter(Boolean)
              .join(' ')}
          </strong>
          <span className="holds-secondary">
            {goods.StockNo} · {formatUsd(locale, goods.Price)}
          </span>
        </span>
      ),
    },
    {
      title: t('holds.field.buyer'),
      key: 'buyer',
      render: (_, { Buyer: buyer }) => (
        <span className="holds-stone">
          <span>{buyer.Name || buyer.Email}</span>
          <span className="holds-secondary">{buyer.Email}</span>
        </span>
      ),
    },
    {
      title: t('holds.field.since'),
      key: 'since',
      width: 150,
      render: (_, hold) => <span className="holds-number">{formatEastern(hold.CreatedAt)}</span>,
    },
    {
      title: t('holds.field.until'),
      key: 'until',
      width: 150,
      render: (_, hold) => <span className="holds-number">{formatEastern(hold.ExpiresAt)}</span>,
    },
    {
      title: <span className="visually-hidden">{t('holds.field.actions')}</span>,
      key: 'actions',
      align: 'end',
      width: 210,
      fixed: 'end',
      render: (_, hold) => {
        const atMost = hold.ExpiresAt >= hold.LatestExpiry;
        return (
          <Space size={4}>
            <Tooltip
              title={
                atMost
                  ? t('holds.atMost')
                  : t('holds.extendHint', { time: formatEastern(hold.LatestExpiry) })
              }
            >
              <Button
                size="small"
                icon={<ClockCircleOutlined />}
                disabled={atMost}
                onClick={() => actions.onExtend(hold)}
              >
                {t('holds.extend')}
              </Button>
            </Tooltip>
            <Button
              size="small"
              danger
              icon={<UnlockOutlined />}
              onClick={() => actions.onRelease(hold)}
            >
              {t('holds.release')}
            </Button>
          </Space>
        );
      },
    },
  ];
}
