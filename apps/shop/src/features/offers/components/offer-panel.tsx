import {
  isOfferable,
  isPriced,
  OFFER_DEFAULTS,
  type Goods,
  type PricedGoods,
} from '@facet/contract';
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availabilityOf } from '../../catalogue';
import { PriceTagIcon } from './price-tag-icon';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Sheet } from '../../../shared/ui/sheet';
import './offer-panel.css';

// The sheet (the form, or the offer already waiting) comes when the buyer asks, not with the stone.
const loadSheet = () => import('./offer-sheet');
const OfferSheet = lazy(loadSheet);

/**
 * "Make an offer" on a single stone's details, beside its hold: for a buyer who sees prices,
 * while the stone may be bought. The offer goes to a clerk, who
 * accepts, counters or declines it (docs/offers-memo-returns.md).
 */
export function OfferPanel({ goods }: { goods: Goods }) {
  if (!isPriced(goods) || !isOfferable(goods.Category)) return null;
  // Not for a stone sold, off the market or held by another buyer: the server refuses those.
  const availability = availabilityOf(goods);
  if (!['available', 'madeToOrder', 'heldForYou'].includes(availability)) return null;
  return <OfferButton goods={goods} />;
}

function OfferButton({ goods }: { goods: PricedGoods }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="offer-panel">
      <Button
        className="offer-button"
        fill="outline"
        shape="rounded"
        size="small"
        // From the first touch (or press), so the sheet's code is on its way before the tap ends.
        onTouchStart={() => void loadSheet()}
        onMouseDown={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        <PriceTagIcon />
        <span>{t('offers.make')}</span>
      </Button>
      <p className="offer-hint">{t('offers.hint', { hours: OFFER_DEFAULTS.hours })}</p>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        titleId="offer-sheet-title"
        title={t('offers.make')}
      >
        <Suspense fallback={<PageLoading />}>
          <OfferSheet goods={goods} onClose={() => setOpen(false)} />
        </Suspense>
      </Sheet>
    </div>
  );
}
