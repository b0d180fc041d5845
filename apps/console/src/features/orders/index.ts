export { useOrderCounts } from './api';
export { paramsOf, queueLink } from './order-queue-view';
export { STATUS_COLORS } from './order-status';
