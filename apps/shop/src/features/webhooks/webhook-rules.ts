import { WEBHOOKS_MAX, type Webhook } from '@facet/contract';

/**
 * How the API access page shows webhook endpoints (docs/integrations.md#webhooks): the room
 * left for new ones, an address as a phone has room for it. Which events may be chosen and how
 * an endpoint stands are the contract's (webhooks/rules.ts), the back office's too.
 */

/** How many more endpoints the buyer may add (WEBHOOKS_FULL past that). */
export const webhooksLeft = (webhooks: readonly Webhook[]) =>
  Math.max(0, WEBHOOKS_MAX - webhooks.length);

/** An address as a phone has room for it: without the scheme, the host kept whole. */
export function shownUrl(url: string) {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
