import { isMemoable, isPriced, MEMO_DEFAULTS, type Goods, type PricedGoods } from '@facet/contract';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemoLimit } from '../api';
import { ParcelIcon } from './parcel-icon';
import { availabilityOf } from '../../catalogue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Sheet } from '../../../shared/ui/sheet';
import { ensurePageTexts } from '../../../i18n/i18n';
import './memo-panel.css';

// The sheet (addresses, the note, the limit) comes when the buyer asks, not with the stone.
// Its texts are the other pages' set (the catalogue's pages carry only the button's), asked
// for with it.
const loadSheet = () =>
  Promise.all([import('./memo-sheet'), ensurePageTexts('all')]).then(([sheet]) => sheet);
const MemoSheet = lazy(loadSheet);

/**
 * "Ask on memo" on a single stone's details, under the offer: for a buyer an admin gave a memo
 * limit, while the stone may be had. The limit is asked for once the price shows, after the
 * page has painted; a buyer without one sees nothing (docs/offers-memo-returns.md, "Memo").
 */
export function MemoPanel({ goods }: { goods: Goods }) {
  if (!isPriced(goods) || !isMemoable(goods.Category)) return null;
  if (!['available', 'heldForYou'].includes(availabilityOf(goods))) return null;
  return <MemoButton goods={goods} />;
}

function MemoButton({ goods }: { goods: PricedGoods }) {
  const { t } = useTranslation();
  const limit = useMemoLimit();
  const [open, setOpen] = useState(false);
  if (!limit.data || limit.data.LimitUsd <= 0) return null;
  return (
    <div className="memo-panel">
      <Button
        className="memo-button"
        fill="outline"
        shape="rounded"
        size="small"
        onTouchStart={() => void loadSheet()}
        onMouseDown={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <ParcelIcon />
        <span>{t('memoButton.ask')}</span>
      </Button>
      <p className="memo-hint">{t('memoButton.hint', { days: MEMO_DEFAULTS.days })}</p>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        titleId="memo-sheet-title"
        title={t('memoButton.ask')}
      >
        <Suspense fallback={<PageLoading />}>
          <MemoSheet goods={goods} onClose={() => setOpen(false)} />
        </Suspense>
      </Sheet>
    </div>
  );
}
