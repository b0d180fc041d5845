export { useContact } from './api';
