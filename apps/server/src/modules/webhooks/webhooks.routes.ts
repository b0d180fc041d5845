import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer, requireRole } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { WebhookOwner } from './webhooks.repo';
import type { WebhooksService } from './webhooks.service';

/**
 * Webhook endpoints and their delivery logs: a buyer's own (`Webhook/*`, a signed-in session
 * only), and the wholesaler's (`Admin/Webhooks/*`, admins'), which hear every buyer's events.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  await app.register(async (buyers) => {
    buyers.addHook('onRequest', requireBuyer);
    const route = callRoutes(buyers, { tags: ['Integrations'] });
    const owner = (request: FastifyRequest): WebhookOwner => ({ userId: currentUser(request).id, wholeShop: false }); // prettier-ignore
    route(
      'Webhook/Save',
      { summary: 'Adds or changes an endpoint (https, public address) and its events; answers its signing secret. WEBHOOKS_FULL past 10' }, // prettier-ignore
      (request) => webhooks.save(owner(request), request.body),
    );
    route(
      'Webhook/List',
      { summary: 'The buyer’s endpoints, newest first, with their last delivery and whether they are failing' }, // prettier-ignore
      (request) => webhooks.list(owner(request)),
    );
    route('Webhook/Delete', { summary: 'Deletes an endpoint and its delivery log' }, (request) =>
      webhooks.remove(owner(request), request.body.Id),
    );
    route(
      'Webhook/Deliveries',
      { summary: 'An endpoint’s delivery log, newest first: status, attempts, the last HTTP status' }, // prettier-ignore
      (request) => webhooks.deliveries(owner(request), request.body),
    );
    route(
      'Webhook/Redeliver',
      { summary: 'Sends a delivery again now (its attempts are kept)' },
      (request) => webhooks.redeliver(owner(request), request.body.DeliveryId),
    );
  });

  await app.register(async (admins) => {
    admins.addHook('onRequest', requireRole('admin'));
    const route = callRoutes(admins, { tags: ['Integrations'] });
    const owner = (request: FastifyRequest): WebhookOwner => ({ userId: currentUser(request).id, wholeShop: true }); // prettier-ignore
    route(
      'Admin/Webhooks/Save',
      { summary: 'Adds or changes one of the wholesaler’s endpoints, which hear every buyer’s events; answers its signing secret' }, // prettier-ignore
      (request) => webhooks.save(owner(request), request.body),
    );
    route(
      'Admin/Webhooks/List',
      { summary: 'The wholesaler’s endpoints, newest first, with their last delivery' },
      (request) => webhooks.list(owner(request)),
    );
    route('Admin/Webhooks/Delete', { summary: 'Deletes one of the wholesaler’s endpoints' }, (request) => webhooks.remove(owner(request), request.body.Id)); // prettier-ignore
    route(
      'Admin/Webhooks/Deliveries',
      { summary: 'One of the wholesaler’s endpoints’ delivery log, newest first' },
      (request) => webhooks.deliveries(owner(request), request.body),
    );
    route(
      'Admin/Webhooks/Redeliver',
      { summary: 'Sends one of the wholesaler’s deliveries again now' },
      (request) => webhooks.redeliver(owner(request), request.body.DeliveryId),
    );
  });
};
