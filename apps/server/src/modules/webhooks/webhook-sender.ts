import { createHmac } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@facet/contract';
import { postOutside } from '../../platform/outbound';

/** How long an endpoint has to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's bytes (Standard Webhooks). */
export function signature(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export type Attempt = { msgId: string; url: string; secret: string; body: string };

/**
 * POSTs one delivery: the endpoint's HTTP status, or null when it did not answer (refused,
 * timed out, private). Redirects are not followed: a 3xx is a failed attempt.
 */
export function send(attempt: Attempt, allowPrivate: boolean): Promise<number | null> {
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Facet-Webhooks/1',
    'webhook-id': attempt.msgId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(attempt.secret, attempt.msgId, timestamp, attempt.body),
  };
  return postOutside(attempt.url, { headers, body: attempt.body, timeoutMs: TIMEOUT_MS }, allowPrivate); // prettier-ignore
}
