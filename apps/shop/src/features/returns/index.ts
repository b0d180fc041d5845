export { OrderReturns } from './components/order-returns';
