/**
 * Webhooks: Facet POSTs a buyer's own programs the events they subscribed to, signed the
 * Standard Webhooks way (docs/integrations.md#webhooks). Each endpoint has a secret, made
 * when the endpoint is, that signs every delivery.
 */

/** What an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.status_changed',
  'stone.sold',
  'hold.expiring',
  'offer.answered',
  'saved_search.matched',
  'memo.due',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery is: waiting for its (next) attempt, answered 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints one buyer may have. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** Every secret starts so (Standard Webhooks); the rest is base64 of the key's bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
