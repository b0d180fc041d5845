import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@facet/contract';
import { bearerToken } from '../../platform/auth';
import type { ApiKeysService, KeyCaller } from './api-keys.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the call came with, once identified; null for a session or no one. */
    apiKey: KeyCaller | null;
  }
}

/** The API key a request carries: `X-Api-Key`, or a bearer token that starts with `fk_`. */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header.trim();
  const token = bearerToken(request);
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/**
 * Calls made with an API key: the key is identified and held to its scopes and rate before the
 * call runs (its caller then is the key's buyer), and every call it made is written to the
 * buyer's audit of key use as its answer goes out (before, so an audit read right after a
 * call shows it) — refusals for scope too; a call refused for the rate is not written, so a
 * flood costs no writes.
 */
export function apiKeyCalls(app: FastifyInstance, apiKeys: ApiKeysService) {
  app.decorateRequest('apiKey', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.apiKey || reply.statusCode === 429) return payload;
    await apiKeys
      .recordUse(request.apiKey, {
        method: request.method,
        call: request.routeOptions.config?.call ?? request.url.split('?')[0]!.slice(0, 200),
        status: reply.statusCode,
        ip: request.ip,
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'API key use not recorded'));
    return payload;
  });
  return async (request: FastifyRequest, key: string) => {
    request.apiKey = await apiKeys.identify(key);
    await apiKeys.authorise(request.apiKey, request.routeOptions.config?.call);
    return request.apiKey.user;
  };
}
