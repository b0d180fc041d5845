import { z } from '../zod';
import { PUSH_ENDPOINT_MAX, PUSH_TOPICS } from './rules';

/** Web push calls (docs/api.md, docs/integrations.md#push); their rules are in rules.ts. */
export * from './rules';

export const PushTopicValue = z.enum(PUSH_TOPICS, 'PUSH_TOPIC_UNKNOWN');

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKey = z.object({ PublicKey: z.string() });
export type PushKey = z.infer<typeof PushKey>;

/** base64url of exactly `bytes` bytes, as a browser's `PushSubscription.toJSON()` gives keys. */
const base64urlOf = (bytes: number) =>
  z
    .string('FIELD_INVALID')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'PUSH_KEYS_INVALID')
    .refine((value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), 'PUSH_KEYS_INVALID'); // prettier-ignore

const PushEndpoint = z
  .string('FIELD_INVALID')
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(PUSH_ENDPOINT_MAX, 'FIELD_TOO_LONG')
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'PUSH_ENDPOINT_INVALID');

export const PushSubscribeBody = z.strictObject({
  Endpoint: PushEndpoint,
  Keys: z.strictObject({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65),
    /** The device's authentication secret (16 bytes). */
    auth: base64urlOf(16),
  }),
  /** What this device is to be told of; none: nothing, though it stays subscribed. */
  Topics: z
    .array(PushTopicValue, 'FIELD_INVALID')
    .max(PUSH_TOPICS.length, 'FIELD_INVALID')
    .refine((topics) => new Set(topics).size === topics.length, 'FIELD_INVALID'),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

export const PushSubscribed = z.object({ Id: z.number().int() });
export type PushSubscribed = z.infer<typeof PushSubscribed>;

export const PushUnsubscribeBody = z.strictObject({ Endpoint: PushEndpoint });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;
