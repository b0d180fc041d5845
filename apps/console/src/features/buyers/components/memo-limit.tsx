import { useState } from 'react';
import { App, Button, InputNumber, Space, Typography } from 'antd';
import type { BuyerDetail } from '@facet/contract';
import { useMemoLimit, useSetMemoLimit } from '../api';
import { formatUsd } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';

/** An admin gives the buyer a memo limit in USD, or ends memo with 0. */
export function MemoLimit({ buyer }: { buyer: BuyerDetail }) {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const current = useMemoLimit(buyer.UserId);
  const save = useSetMemoLimit();
  const [limit, setLimit] = useState<number | null>(null);
  const shown = limit ?? current.data ?? null;

  const onSave = () => {
    if (shown === null) return;
    save.mutate(
      { UserId: buyer.UserId, LimitUsd: shown },
      {
        onSuccess: () => {
          setLimit(null);
          void message.success(t(shown === 0 ? 'memo.limit.ended' : 'memo.limit.saved'));
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <section aria-labelledby="buyer-memo" className="buyer-memo">
      <Typography.Title level={5} id="buyer-memo" className="buyer-section-title">
        {t('memo.limit.label')}
        {current.data !== undefined && (
          <span className="buyers-secondary buyer-memo-current">
            {current.data > 0
              ? t('memo.limit.current', { limit: formatUsd(locale, current.data) })
              : t('memo.limit.none')}
          </span>
        )}
      </Typography.Title>
      <Space.Compact>
        <InputNumber<number>
          aria-label={t('memo.limit.label')}
          className="buyer-memo-input"
          min={0}
          max={100_000_000}
          step={1000}
          precision={2}
          prefix="$"
          value={shown}
          disabled={current.isPending}
          onChange={setLimit}
          onPressEnter={onSave}
        />
        <Button
          onClick={onSave}
          loading={save.isPending}
          disabled={shown === null || shown === current.data}
        >
          {t('memo.limit.save')}
        </Button>
      </Space.Compact>
      <p className="buyers-secondary buyer-memo-help">{t('memo.limit.help')}</p>
    </section>
  );
}
