import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import {
  WebhookDeliveriesBody,
  WebhookDeliveryPage,
  WebhookIdBody,
  WebhookList,
  WebhookRedeliverBody,
  WebhookSaveBody,
  WebhookSaved,
} from './index';

/** The webhooks calls of the call table (../calls.ts): a signed-in buyer's, never a key's. */
export const WEBHOOKS_CALLS = {
  'Webhook/Save': {
    method: 'POST',
    body: WebhookSaveBody,
    data: WebhookSaved,
    capability: 'webhooks',
  },
  'Webhook/List': { method: 'GET', data: WebhookList, capability: 'webhooks' },
  'Webhook/Delete': { method: 'POST', body: WebhookIdBody, data: Empty, capability: 'webhooks' },
  'Webhook/Deliveries': {
    method: 'POST',
    body: WebhookDeliveriesBody,
    data: WebhookDeliveryPage,
    capability: 'webhooks',
  },
  'Webhook/Redeliver': {
    method: 'POST',
    body: WebhookRedeliverBody,
    data: Empty,
    capability: 'webhooks',
  },
} as const satisfies Record<string, CallSpec>;
