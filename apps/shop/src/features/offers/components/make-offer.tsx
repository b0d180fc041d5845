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
export const loadOfferSheet = () =>
  Promise.all([import('./offer-sheet'), ensurePageTexts('all')]).then(([sheet]) => sheet);
const OfferSheet = lazy(loadOfferSheet);

/**
 * Whether the buyer may make an offer on the good: a unique stone whose price they see, while
 * it may be bought — not sold, off the market or held by another buyer (the server refuses
 * those).
 */
export function canOffer(goods: Goods): goods is PricedGoods {
  if (!isPriced(goods) || !isOfferable(goods.Category)) return false;
  return ['available', 'madeToOrder', 'heldForYou'].includes(availabilityOf(goods));
}

type Props = { goods: PricedGoods; visible: boolean; onClose: () => void };

/**
 * "Make an offer" as a sheet, wherever the buyer asks for it: a stone's details, the comparison,
 * a row's menu in a result list or the favourites.
 */
export function MakeOfferSheet({ goods, visible, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      titleId="offer-sheet-title"
      title={t('offerButton.make')}
    >
      <Suspense fallback={<PageLoading />}>
        <OfferSheet goods={goods} onClose={onClose} />
      </Suspense>
    </Sheet>
  );
}
