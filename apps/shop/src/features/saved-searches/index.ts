export { SaveSearchButton } from './components/save-search';
