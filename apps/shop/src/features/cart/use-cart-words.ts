import { useTranslation } from 'react-i18next';
import type { CartWords } from './cart-text';

/** The cart's words in the buyer's language (page texts: for pages loaded with `texts`). */
export function useCartWords(): CartWords {
  const { t } = useTranslation();
  return {
    pieces: (count, quantity) => t('cart.pieces', { count, quantity }),
    minimum: (quantity) => t('cart.minimum', { quantity }),
    priceChanged: (from, to) => t('cart.priceChanged', { from, to }),
    perCarat: (price) => t('catalogue.perCarat', { price }),
    perPiece: (price) => t('catalogue.perPiece', { price }),
  };
}
