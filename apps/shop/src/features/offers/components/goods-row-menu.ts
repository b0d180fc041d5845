import { lazy } from 'react';
import { ensurePageTexts } from '../../../i18n/i18n';

/**
 * A row's menu for lists of stones (`GoodsInfiniteList`'s `rowMenu`): its code and texts (the
 * other pages' set) come at the first tap on a row's "more", never with the list.
 */
export const GoodsRowMenu = lazy(() =>
  Promise.all([import('./row-menu'), ensurePageTexts('all')]).then(([menu]) => menu),
);
