export { useApprovalWatch } from './api';
export { PricesOnApproval } from './components/prices-on-approval';
export { usePricesOnApprovalWords } from './prices-on-approval-words';
