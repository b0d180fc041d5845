import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { AddressesService } from './addresses.service';

/** The buyer's address book (docs/api.md). */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Addresses'] });

  // `{product}_Address/List` too: every product's list is the same book.
  for (const name of ['Wholesaler_Address/List', '{product}_Address/List'] as const) {
    route(name, { summary: 'The caller’s delivery addresses, the default first' }, (request) =>
      addresses.list(currentUser(request).id),
    );
  }
  route(
    'Wholesaler_Address/AddOrUpd',
    { summary: 'Adds (no Id) or edits an address; the first one is the default' },
    (request) => addresses.save(currentUser(request).id, request.body),
  );
  route(
    'Wholesaler_Address/Del',
    { summary: 'Deletes an address; the default cannot be deleted' },
    (request) => addresses.remove(currentUser(request).id, request.body.Id),
  );
  route('Wholesaler_Address/GetDefault', { summary: 'The default address, or null' }, (request) =>
    addresses.getDefault(currentUser(request).id),
  );
};
