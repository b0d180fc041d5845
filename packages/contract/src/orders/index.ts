export * from './order-state';
export * from './orders';
export * from './admin-orders';
export * from './totals';
