import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { PushService } from './push.service';

/** A buyer's devices subscribing to web push, in a signed-in session only. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Integrations'] });

  route(
    'Push/Key',
    { summary: 'The server’s VAPID public key (base64url), for pushManager.subscribe' },
    () => push.publicKey(),
  );
  route(
    'Push/Subscribe',
    { summary: 'Subscribes this device (its push service endpoint and keys) to the topics its Settings leave on; again: changes the topics' }, // prettier-ignore
    (request) => push.subscribe(currentUser(request), request.body),
  );
  route('Push/Unsubscribe', { summary: 'Tells this device nothing more' }, async (request) => {
    await push.unsubscribe(currentUser(request), request.body.Endpoint);
    return {};
  });
};
