export { KeyIcon } from './components/key-icon';
