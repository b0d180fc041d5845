/**
 * Web push (RFC 8030, payloads encrypted per RFC 8291, the server named by VAPID, RFC 8292):
 * Facet tells a buyer's phone what happened while the shop is closed (docs/integrations.md#push).
 * A device subscribes for the topics its Settings switches leave on.
 */

/** What a device may be told of: the webhook events a buyer would care to hear, and chat. */
export const PUSH_TOPICS = [
  'order.status_changed',
  'chat.replied',
  'hold.expiring',
  'saved_search.matched',
  'offer.answered',
  'memo.due',
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** A push service's address: browsers' are some 200 characters. */
export const PUSH_ENDPOINT_MAX = 2000;
/** Devices one buyer may have subscribed at once; the oldest goes when one more comes. */
export const PUSH_DEVICES_MAX = 20;

/** What the service worker is sent, once decrypted: shown as the notification. */
export type PushMessage = {
  Topic: PushTopic;
  Title: string;
  Body: string;
  /** The shop's page the notification opens, as a hash route (`/pages/order/details?id=7`). */
  Path: string;
  /** One notification per thing: a newer one about the same order replaces the older. */
  Tag: string;
};
