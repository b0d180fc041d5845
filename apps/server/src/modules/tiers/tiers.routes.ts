import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { TiersService } from './tiers.service';

const admins = { onRequest: requireRole('admin') };

/** Price tiers, and a buyer's place in one. */
export const tiersRoutes: FastifyPluginAsyncZod<{ tiers: TiersService }> = async (
  app,
  { tiers },
) => {
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Buyers/SetTier',
    { ...admins, summary: 'Puts a buyer in a price tier, or back at the house price (TierId null; admins)' }, // prettier-ignore
    (request) => tiers.setTier(currentUser(request), request.body),
  );
  route(
    'Admin/Tiers/List',
    { onRequest: requireStaff, summary: 'Price tiers, lowest percentage first, with how many buyers each holds' }, // prettier-ignore
    () => tiers.list(),
  );
  route(
    'Admin/Tiers/Save',
    { ...admins, summary: 'Creates a tier (no Id) or changes one; its buyers’ prices follow (admins)' }, // prettier-ignore
    (request) => tiers.save(currentUser(request), request.body),
  );
  route(
    'Admin/Tiers/Delete',
    { ...admins, summary: 'Deletes a tier; its buyers go back to the house price (admins)' },
    (request) => tiers.remove(currentUser(request), request.body.Id),
  );
};
