export { CompareBar } from './components/compare-bar';
export { useCompare } from './use-compare';
