export { FeedbackPopup } from './components/feedback-popup';
