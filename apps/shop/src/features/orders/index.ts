export { CHOSEN_ADDRESS_KEY, parseId } from './order-format';
export { WithOrder } from './components/order-states';
