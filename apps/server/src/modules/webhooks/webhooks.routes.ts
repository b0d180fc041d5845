import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { WebhooksService } from './webhooks.service';

/** A buyer's webhook endpoints and their delivery log, in a signed-in session only. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Integrations'] });

  route(
    'Webhook/Save',
    { summary: 'Adds or changes an endpoint (https, public address) and its events; answers its signing secret. WEBHOOKS_FULL past 10' }, // prettier-ignore
    (request) => webhooks.save(currentUser(request), request.body),
  );
  route(
    'Webhook/List',
    { summary: 'The buyer’s endpoints, newest first, with their last delivery and whether they are failing' }, // prettier-ignore
    (request) => webhooks.list(currentUser(request)),
  );
  route('Webhook/Delete', { summary: 'Deletes an endpoint and its delivery log' }, (request) =>
    webhooks.remove(currentUser(request), request.body.Id),
  );
  route(
    'Webhook/Deliveries',
    { summary: 'An endpoint’s delivery log, newest first: status, attempts, the last HTTP status' }, // prettier-ignore
    (request) => webhooks.deliveries(currentUser(request), request.body),
  );
  route(
    'Webhook/Redeliver',
    { summary: 'Sends a delivery again now (its attempts are kept)' },
    (request) => webhooks.redeliver(currentUser(request), request.body.DeliveryId),
  );
};
