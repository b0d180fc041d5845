export { useFeedbackWaiting } from './api';
