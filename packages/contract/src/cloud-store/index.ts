export * from './markup';
export * from './limits';
export * from './store';
export * from './storefront';
export * from './cloud-orders';
export { STORE_PHONE } from './fields';
