export { MemoPanel } from './components/memo-panel';
