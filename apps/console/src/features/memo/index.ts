export { useMemosWaiting } from './api';
