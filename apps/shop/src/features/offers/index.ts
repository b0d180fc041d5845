export { OfferPanel } from './components/offer-panel';
export { canOffer, loadOfferSheet, MakeOfferSheet } from './components/make-offer';
export { GoodsRowMenu } from './components/goods-row-menu';
