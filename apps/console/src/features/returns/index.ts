export { useReturnsWaiting } from './api';
