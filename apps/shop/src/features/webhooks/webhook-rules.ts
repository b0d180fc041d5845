import { WEBHOOK_EVENTS, WEBHOOKS_MAX, type Webhook, type WebhookEvent } from '@facet/contract';

/**
 * The rules the API access page shows webhook endpoints by (docs/integrations.md#webhooks):
 * which events may be chosen, how an endpoint stands, and the room left for new ones.
 */

/** Accepted by Webhook/Save but never sent yet (Facet has no "hold ending soon" moment). */
export const UNSENT_EVENTS: readonly WebhookEvent[] = ['hold.expiring'];

/** The events the form offers: those Facet sends, in the contract's order. */
export const CHOOSABLE_EVENTS = WEBHOOK_EVENTS.filter((event) => !UNSENT_EVENTS.includes(event));

/** The events as they are listed (the contract's order), whatever order they were chosen in. */
export const eventsInOrder = (events: readonly WebhookEvent[]) =>
  WEBHOOK_EVENTS.filter((event) => events.includes(event));

/** Ticks an event on or off. */
export const toggleEvent = (events: readonly WebhookEvent[], event: WebhookEvent) =>
  events.includes(event)
    ? events.filter((chosen) => chosen !== event)
    : eventsInOrder([...events, event]);

/** How an endpoint stands: turned off (by the buyer or by Facet), failing, or answering. */
export type EndpointState = 'off' | 'failing' | 'on';
export function endpointState(webhook: Pick<Webhook, 'Enabled' | 'FailingSince'>): EndpointState {
  if (!webhook.Enabled) return 'off';
  return webhook.FailingSince ? 'failing' : 'on';
}

/** How many more endpoints the buyer may add (WEBHOOKS_FULL past that). */
export const webhooksLeft = (webhooks: readonly Webhook[]) =>
  Math.max(0, WEBHOOKS_MAX - webhooks.length);

/** An address as a phone has room for it: without the scheme, the host kept whole. */
export function shownUrl(url: string) {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
