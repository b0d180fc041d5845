export { ListPricesModal } from './components/list-prices-modal';
