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

/**
 * The wholesaler's own endpoints (an admin's, in the back office): the same calls, for
 * endpoints that hear every buyer's events.
 */
export const ADMIN_WEBHOOKS_CALLS = {
  'Admin/Webhooks/Save': { ...WEBHOOKS_CALLS['Webhook/Save'] },
  'Admin/Webhooks/List': { ...WEBHOOKS_CALLS['Webhook/List'] },
  'Admin/Webhooks/Delete': { ...WEBHOOKS_CALLS['Webhook/Delete'] },
  'Admin/Webhooks/Deliveries': { ...WEBHOOKS_CALLS['Webhook/Deliveries'] },
  'Admin/Webhooks/Redeliver': { ...WEBHOOKS_CALLS['Webhook/Redeliver'] },
} as const satisfies Record<string, CallSpec>;
