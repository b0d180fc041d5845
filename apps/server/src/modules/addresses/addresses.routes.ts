import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Address,
  AddressIdBody,
  AddressInput,
  envelope,
  AddressList,
  NoData,
  DefaultAddress,
} from '@facet/contract';
import { currentUser, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { AddressesService } from './addresses.service';

/** The buyer's address book (docs/api.md). */
export const addressesRoutes: FastifyPluginAsyncZod<{ addresses: AddressesService }> = async (
  app,
  { addresses },
) => {
  app.addHook('onRequest', requireBuyer);

  const listAddresses = {
    schema: {
      tags: ['Addresses'],
      summary: 'The caller’s delivery addresses, the default first',
      security,
      response: { 200: envelope(AddressList), ...errors },
    },
  };
  app.post('/api/Wholesaler_Address/List', listAddresses, async (request) =>
    ok(await addresses.list(currentUser(request).id)),
  );
  // §7 names `/api/{product}_Address/List` too: every product's list is the same book.
  app.post('/api/:product(^[A-Za-z]+)_Address/List', listAddresses, async (request) =>
    ok(await addresses.list(currentUser(request).id)),
  );
  app.post(
    '/api/Wholesaler_Address/AddOrUpd',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Adds (no Id) or edits an address; the first one is the default',
        security,
        body: AddressInput,
        response: { 200: envelope(Address), ...errors },
      },
    },
    async (request) => ok(await addresses.save(currentUser(request).id, request.body)),
  );
  app.delete(
    '/api/Wholesaler_Address/Del',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Deletes an address; the default cannot be deleted',
        security,
        body: AddressIdBody,
        response: { 200: envelope(NoData), ...errors },
      },
    },
    async (request) => {
      await addresses.remove(currentUser(request).id, request.body.Id);
      return ok(null);
    },
  );
  app.get(
    '/api/Wholesaler_Address/GetDefault',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'The default address, or null',
        security,
        response: { 200: envelope(DefaultAddress), ...errors },
      },
    },
    async (request) => ok(await addresses.getDefault(currentUser(request).id)),
  );
};
