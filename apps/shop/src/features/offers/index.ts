export { OfferPanel } from './components/offer-panel';
export { canOffer, MakeOfferSheet, offerSheetPreload } from './components/make-offer';
export { GoodsRowMenu } from './components/goods-row-menu';
