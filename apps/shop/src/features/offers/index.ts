export { OfferPanel } from './components/offer-panel';
