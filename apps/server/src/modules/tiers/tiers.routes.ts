import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SaveTierBody,
  SetTierBody,
  TierIdBody,
  TierList,
  envelope,
  NoData,
  TierSaved,
} from '@facet/contract';
import { currentUser, requireRole, requireStaff } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { TiersService } from './tiers.service';

const tags = ['Back office'];
const done = envelope(NoData);

/** Price tiers, and a buyer's place in one. */
export const tiersRoutes: FastifyPluginAsyncZod<{ tiers: TiersService }> = async (
  app,
  { tiers },
) => {
  app.post(
    '/api/Admin/Buyers/SetTier',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Puts a buyer in a price tier, or back at the house price (TierId null; admins)',
        security,
        body: SetTierBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await tiers.setTier(currentUser(request), request.body);
      return ok(null);
    },
  );

  app.get(
    '/api/Admin/Tiers/List',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Price tiers, lowest percentage first, with how many buyers each holds',
        security,
        response: { 200: envelope(TierList), ...errors },
      },
    },
    async () => ok(await tiers.list()),
  );

  app.post(
    '/api/Admin/Tiers/Save',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Creates a tier (no Id) or changes one; its buyers’ prices follow (admins)',
        security,
        body: SaveTierBody,
        response: { 200: envelope(TierSaved), ...errors },
      },
    },
    async (request) => ok(await tiers.save(currentUser(request), request.body)),
  );

  app.post(
    '/api/Admin/Tiers/Delete',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        summary: 'Deletes a tier; its buyers go back to the house price (admins)',
        security,
        body: TierIdBody,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await tiers.remove(currentUser(request), request.body.Id);
      return ok(null);
    },
  );
};
