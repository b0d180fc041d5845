import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { ApiKeysService } from './api-keys.service';

/** A buyer's API keys, made and revoked in a signed-in session only (docs/integrations.md). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (
  app,
  { apiKeys },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Integrations'] });

  route(
    'ApiKey/Create',
    { summary: 'Makes a named key with scopes; the key is in this answer only (Facet keeps its hash). API_KEYS_FULL past 10 live keys' }, // prettier-ignore
    (request) => apiKeys.create(currentUser(request), request.body),
  );
  route(
    'ApiKey/List',
    { summary: 'The buyer’s keys, live ones first: their first characters, scopes, last use and calls in 30 days' }, // prettier-ignore
    (request) => apiKeys.list(currentUser(request)),
  );
  route(
    'ApiKey/Revoke',
    { summary: 'Revokes a key: refused (401 API_KEY_INVALID) from this moment' },
    (request) => apiKeys.revoke(currentUser(request), request.body.Id),
  );
  route(
    'ApiKey/Uses',
    { summary: 'The buyer’s audit of key use: every call their keys (or one key) made, newest first' }, // prettier-ignore
    (request) => apiKeys.uses(currentUser(request), request.body),
  );
};
