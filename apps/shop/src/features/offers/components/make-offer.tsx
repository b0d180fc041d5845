import { isOfferable, isPriced, type Goods, type PricedGoods } from '@facet/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { availabilityOf } from '../../catalogue';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Sheet } from '../../../shared/ui/sheet';
import { ensurePageTexts } from '../../../i18n/i18n';

// The sheet (the form, or the offer already waiting) comes when the buyer asks, not with the
// page that offers it. Its texts are the other pages' set (the catalogue's pages carry only the
// button's), asked for with it.
const loadOfferSheet = () =>
  Promise.all([import('./offer-sheet'), ensurePageTexts('all')]).then(([sheet]) => sheet);
const OfferSheet = lazy(loadOfferSheet);

/** On a "Make an offer" button: the sheet's code is on its way from the first touch or press. */
export const offerSheetPreload = {
  onTouchStart: () => void loadOfferSheet(),
  onMouseDown: () => void loadOfferSheet(),
};

/**
 * Whether the buyer may make an offer on the good: a unique stone whose price they see, while
 * it may be bought — not sold, off the market or held by another buyer (the server refuses
 * those).
 */
export function canOffer(goods: Goods): goods is PricedGoods {
  if (!isPriced(goods) || !isOfferable(goods.Category)) return false;
  return ['available', 'madeToOrder', 'heldForYou'].includes(availabilityOf(goods));
}

type Props = { goods: PricedGoods; onClose: () => void };

/**
 * "Make an offer" as a sheet, wherever the buyer asks for it: a stone's details, the comparison,
 * a row's menu in a result list or the favourites. Shown while it is there; gone, it is closed.
 */
export function MakeOfferSheet({ goods, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet visible onClose={onClose} titleId="offer-sheet-title" title={t('offerButton.make')}>
      <Suspense fallback={<PageLoading />}>
        <OfferSheet goods={goods} onClose={onClose} />
      </Suspense>
    </Sheet>
  );
}
