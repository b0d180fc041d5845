import { TRACKING_NO_MAX, type Memo, type MemoLine } from '@facet/contract';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBuyFromMemo, useReturnFromMemo } from '../api';
import { useLocale } from '../../../i18n/i18n';
import { placeFormError } from '../../../shared/forms/form-errors';
import { formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { Sheet } from '../../../shared/ui/sheet';
import { NumberField } from '../../../shared/ui/tool-controls';
import { toast } from '../../../shared/ui/toast';

export type LineMove = 'buy' | 'return';

type Props = { memo: Memo; line: MemoLine; move: LineMove; onClose: () => void };

/** Buying a stone on memo (confirmed, then the order it made) or sending it back (tracking). */
export function MemoLineSheet({ memo, line, move, onClose }: Props) {
  const { t } = useTranslation();
  const stockNo = line.Goods.StockNo;
  return (
    <Sheet
      visible
      onClose={onClose}
      titleId="memo-line-title"
      title={t(move === 'buy' ? 'myMemos.buyTitle' : 'myMemos.returnTitle', { stockNo })}
    >
      {move === 'buy' ? (
        <BuyStone memo={memo} line={line} onClose={onClose} />
      ) : (
        <ReturnStone memo={memo} line={line} onClose={onClose} />
      )}
    </Sheet>
  );
}

function BuyStone({ memo, line, onClose }: Omit<Props, 'move'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const buy = useBuyFromMemo();
  const orderId = buy.data?.Lines.find((l) => l.GoodsId === line.GoodsId)?.OrderId ?? null;
  if (buy.isSuccess) {
    return (
      <div className="memo-done" role="status">
        <CheckCircleFill className="memo-done-icon" aria-hidden="true" />
        <p className="memo-done-title">{t('myMemos.bought')}</p>
        <p className="memo-done-text">{t('myMemos.boughtText')}</p>
        {orderId !== null && (
          <Link className="memo-done-link" to={`${paths.orderDetails}?id=${orderId}`}>
            {t('myMemos.seeOrder')}
          </Link>
        )}
        <Button block fill="none" shape="rounded" onClick={onClose}>
          {t('myMemos.done')}
        </Button>
      </div>
    );
  }
  return (
    <div className="memo-confirm">
      <p>
        {t('myMemos.buyConfirm', {
          stockNo: line.Goods.StockNo,
          price: formatUsd(locale, line.PriceUsd),
        })}
      </p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={buy.isPending}
        onClick={() => buy.mutate({ MemoId: memo.MemoId, GoodsIds: [line.GoodsId] })}
      >
        {t('myMemos.buyNow', { price: formatUsd(locale, line.PriceUsd) })}
      </Button>
    </div>
  );
}

function ReturnStone({ memo, line, onClose }: Omit<Props, 'move'>) {
  const { t } = useTranslation();
  const send = useReturnFromMemo();
  const [trackingNo, setTrackingNo] = useState('');
  const [error, setError] = useState('');

  const submit = () => {
    if (!trackingNo.trim()) {
      setError(t('myMemos.trackingRequired'));
      return;
    }
    setError('');
    send.mutate(
      { MemoId: memo.MemoId, GoodsIds: [line.GoodsId], TrackingNo: trackingNo.trim() },
      {
        onSuccess: () => {
          toast({ icon: 'success', content: t('myMemos.returned') });
          onClose();
        },
        onError: (failure) => {
          const placed = placeFormError(failure, ['TrackingNo'], { MEMO_STATE: 'TrackingNo' });
          setError(placed[0]?.message ?? '');
        },
      },
    );
  };

  return (
    <form
      className="memo-confirm"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>{t('myMemos.returnHint')}</p>
      <NumberField
        id="memo-tracking"
        inputMode="text"
        label={t('myMemos.trackingLabel')}
        value={trackingNo}
        onChange={(value) => {
          setTrackingNo(value.slice(0, TRACKING_NO_MAX));
          setError('');
        }}
        error={error || undefined}
      />
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        loading={send.isPending}
      >
        {t('myMemos.sendBack')}
      </Button>
    </form>
  );
}
