export { useOffersWaiting } from './api';
