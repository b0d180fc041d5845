export { useTiers } from './api';
