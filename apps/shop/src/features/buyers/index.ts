export { useApprovalWatch } from './api';
export { PricesOnApproval, usePricesOnApprovalWords } from './components/prices-on-approval';
