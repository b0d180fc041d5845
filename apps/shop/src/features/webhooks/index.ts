export { WebhooksSection } from './components/webhooks-section';
