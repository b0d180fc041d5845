export { CHOSEN_ADDRESS_KEY, parseId } from './order-format';
