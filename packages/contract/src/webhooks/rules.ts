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

/** Accepted by Webhook/Save but never sent yet: none now (kept for an event that comes later). */
export const WEBHOOK_EVENTS_UNSENT: readonly WebhookEvent[] = [];

/** The events the forms offer: those Facet sends, in the contract's order. */
export const WEBHOOK_EVENTS_CHOOSABLE = WEBHOOK_EVENTS.filter(
  (event) => !WEBHOOK_EVENTS_UNSENT.includes(event),
);

/** The events as they are listed (the contract's order), whatever order they were chosen in. */
export const webhookEventsInOrder = (events: readonly WebhookEvent[]) =>
  WEBHOOK_EVENTS.filter((event) => events.includes(event));

/** Ticks an event on or off. */
export const toggleWebhookEvent = (events: readonly WebhookEvent[], event: WebhookEvent) =>
  events.includes(event)
    ? events.filter((chosen) => chosen !== event)
    : webhookEventsInOrder([...events, event]);

/** How an endpoint stands: turned off (by its owner or by Facet), failing, or answering. */
export type WebhookState = 'off' | 'failing' | 'on';
export function webhookState(webhook: {
  Enabled: boolean;
  FailingSince: string | null;
}): WebhookState {
  if (!webhook.Enabled) return 'off';
  return webhook.FailingSince ? 'failing' : 'on';
}

/** Where a delivery is: waiting for its (next) attempt, answered 2xx, or given up on. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints one buyer may have. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** Every secret starts so (Standard Webhooks); the rest is base64 of the key's bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
