import { createHmac } from 'node:crypto';
import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SECRET_PREFIX } from '@facet/contract';
import { isPrivateAddress } from './webhook-targets';

/** How long an endpoint has to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's bytes (Standard Webhooks). */
export function signature(secret: string, msgId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * Resolves as the system does, but refuses a host with a private address: checked again at
 * every delivery, on the very addresses the connection uses (DNS may have changed since the
 * endpoint was saved).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (!found.length || found.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0); // prettier-ignore
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  }); // prettier-ignore
};

export type Attempt = { msgId: string; url: string; secret: string; body: string };

/**
 * POSTs one delivery: the endpoint's HTTP status, or null when it did not answer (refused,
 * timed out, private). Redirects are not followed: a 3xx is a failed attempt.
 */
export function send(attempt: Attempt, allowPrivate: boolean): Promise<number | null> {
  const timestamp = Math.floor(Date.now() / 1000);
  const target = new URL(attempt.url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(attempt.body),
          'user-agent': 'Facet-Webhooks/1',
          'webhook-id': attempt.msgId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(attempt.secret, attempt.msgId, timestamp, attempt.body),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        // The answer's body means nothing to Facet: read and dropped, so the socket is freed.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? null));
        response.on('error', () => resolve(response.statusCode ?? null));
        response.on('close', () => resolve(response.statusCode ?? null));
      },
    );
    request.on('error', () => resolve(null));
    request.end(attempt.body);
  });
}
