import { z } from '../zod';
import { Id } from '../ids';
import { paged, pageBodyFields } from '../envelope';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from './rules';

/** Webhooks' calls (docs/api.md, docs/integrations.md); their rules are in rules.ts. */
export * from './rules';

export const WebhookEventValue = z.enum(WEBHOOK_EVENTS, 'WEBHOOK_EVENT_UNKNOWN');

/** An http(s) address; whether it may be plain http, or private, is the server's to say. */
const WebhookUrl = z
  .string('FIELD_INVALID')
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(WEBHOOK_URL_MAX, 'FIELD_TOO_LONG')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'WEBHOOK_URL_FORMAT');

export const WebhookSaveBody = z.strictObject({
  /** The endpoint to change; none: a new one. */
  Id: Id.optional(),
  Url: WebhookUrl,
  Events: z
    .array(WebhookEventValue, 'FIELD_INVALID')
    .min(1, 'WEBHOOK_NO_EVENT')
    .max(WEBHOOK_EVENTS.length, 'FIELD_INVALID')
    .refine((events) => new Set(events).size === events.length, 'FIELD_INVALID'),
  Enabled: z.boolean('FIELD_INVALID'),
});
export type WebhookSaveBody = z.infer<typeof WebhookSaveBody>;

/** The endpoint saved, with the secret that signs its deliveries. */
export const WebhookSaved = z.object({ Id: z.number().int(), Secret: z.string() });
export type WebhookSaved = z.infer<typeof WebhookSaved>;

export const WebhookIdBody = z.strictObject({ Id });
export type WebhookIdBody = z.infer<typeof WebhookIdBody>;

export const WebhookDeliveryStatusValue = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const Webhook = z.object({
  Id: z.number().int(),
  Url: z.string(),
  Events: z.array(WebhookEventValue),
  Enabled: z.boolean(),
  CreatedAt: z.string(),
  /** Why Facet turned the endpoint off (it failed for 24 hours); null while it is on. */
  DisabledReason: z.string().nullable(),
  /** Since when every delivery has failed; null while it answers. */
  FailingSince: z.string().nullable(),
  LastDelivery: z
    .object({
      At: z.string(),
      Status: WebhookDeliveryStatusValue,
      /** The HTTP status the endpoint answered; null when it did not answer. */
      ResponseCode: z.number().int().nullable(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof Webhook>;
/** The buyer's endpoints, newest first. */
export const WebhookList = z.array(Webhook);
export type WebhookList = z.infer<typeof WebhookList>;

export const WebhookDeliveriesBody = z.strictObject({ WebhookId: Id, ...pageBodyFields });
export type WebhookDeliveriesBody = z.infer<typeof WebhookDeliveriesBody>;

/** One event sent (or being sent) to an endpoint. */
export const WebhookDelivery = z.object({
  Id: z.number().int(),
  Event: WebhookEventValue,
  /** When the event happened. */
  At: z.string(),
  Status: WebhookDeliveryStatusValue,
  Attempts: z.number().int(),
  ResponseCode: z.number().int().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryPage = paged(WebhookDelivery);
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

export const WebhookRedeliverBody = z.strictObject({ DeliveryId: Id });
export type WebhookRedeliverBody = z.infer<typeof WebhookRedeliverBody>;
