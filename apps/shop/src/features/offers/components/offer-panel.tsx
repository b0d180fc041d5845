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
import { ensurePageTexts } from '../../../i18n/i18n';
import './offer-panel.css';

// The sheet (the form, or the offer already waiting) comes when the buyer asks, not with the stone.
// Its texts are the other pages' set (the catalogue's pages carry only the button's), asked
// for with it.
const loadSheet = () =>
  Promise.all([import('./offer-sheet'), ensurePageTexts('all')]).then(([sheet]) => sheet);
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
        <span>{t('offerButton.make')}</span>
      </Button>
      <p className="offer-hint">{t('offerButton.hint', { hours: OFFER_DEFAULTS.hours })}</p>
      <Sheet
        visible={open}
        onClose={() => setOpen(false)}
        titleId="offer-sheet-title"
        title={t('offerButton.make')}
      >
        <Suspense fallback={<PageLoading />}>
          <OfferSheet goods={goods} onClose={() => setOpen(false)} />
        </Suspense>
      </Sheet>
    </div>
  );
}
