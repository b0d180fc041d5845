export * from './order-state';
export * from './address';
export * from './cart';
export * from './orders';
export * from './admin-orders';
export * from './totals';
