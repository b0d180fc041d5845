import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { HoldsService } from './holds.service';

/** A buyer's holds (docs/api.md). */
export const holdsRoutes: FastifyPluginAsyncZod<{ holds: HoldsService }> = async (
  app,
  { holds },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Trade tools'] });

  route(
    'Hold/Add',
    { summary: 'Holds a single stone for the buyer (HOLD_HOURS); holding it again answers the same hold' }, // prettier-ignore
    (request) => holds.add(currentUser(request), request.body.GoodsId),
  );
  route(
    'Hold/List',
    { summary: 'The buyer’s holds in force, the soonest to end first' },
    (request) => holds.list(currentUser(request)),
  );
  route('Hold/Release', { summary: 'Lets a held stone go before its time' }, (request) =>
    holds.release(currentUser(request), request.body.HoldId),
  );
};

/** Holds at the back office: every hold in force, extended or released by a clerk. */
export const adminHoldsRoutes: FastifyPluginAsyncZod<{ holds: HoldsService }> = async (
  app,
  { holds },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office'] });

  route('Admin/Holds/List', { summary: 'Every hold in force, the soonest to end first' }, () =>
    holds.adminList(),
  );
  route(
    'Admin/Holds/Extend',
    { summary: 'Extends a hold to the most it may last: its start plus HOLD_MAX_HOURS' },
    (request) => holds.extend(currentUser(request), request.body.HoldId),
  );
  route(
    'Admin/Holds/Release',
    { summary: 'Releases a hold; its holder gets a notice' },
    (request) => holds.staffRelease(currentUser(request), request.body.HoldId),
  );
};
