import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminHoldList,
  AdminHoldExtendBody,
  envelope,
  HoldAddBody,
  HoldAdded,
  HoldList,
  HoldReleaseBody,
  Empty,
} from '@facet/contract';
import { currentUser, requireStaff, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { HoldsService } from './holds.service';

/** A buyer's holds (docs/api.md). */
export const holdsRoutes: FastifyPluginAsyncZod<{ holds: HoldsService }> = async (
  app,
  { holds },
) => {
  app.addHook('onRequest', requireBuyer);
  const tags = ['Trade tools'];

  app.post(
    '/api/Hold/Add',
    {
      schema: {
        tags,
        summary:
          'Holds a single stone for the buyer (HOLD_HOURS); holding it again answers the same hold',
        security,
        body: HoldAddBody,
        response: { 200: envelope(HoldAdded), ...errors },
      },
    },
    async (request) => ok(await holds.add(currentUser(request), request.body.GoodsId)),
  );
  app.get(
    '/api/Hold/List',
    {
      schema: {
        tags,
        summary: 'The buyer’s holds in force, the soonest to end first',
        security,
        response: { 200: envelope(HoldList), ...errors },
      },
    },
    async (request) => ok(await holds.list(currentUser(request))),
  );
  app.post(
    '/api/Hold/Release',
    {
      schema: {
        tags,
        summary: 'Lets a held stone go before its time',
        security,
        body: HoldReleaseBody,
        response: { 200: envelope(Empty), ...errors },
      },
    },
    async (request) => ok(await holds.release(currentUser(request), request.body.HoldId)),
  );
};

/** Holds at the back office: every hold in force, extended or released by a clerk. */
export const adminHoldsRoutes: FastifyPluginAsyncZod<{ holds: HoldsService }> = async (
  app,
  { holds },
) => {
  app.addHook('onRequest', requireStaff);
  const tags = ['Back office'];

  app.get(
    '/api/Admin/Holds/List',
    {
      schema: {
        tags,
        summary: 'Every hold in force, the soonest to end first',
        security,
        response: { 200: envelope(AdminHoldList), ...errors },
      },
    },
    async () => ok(await holds.adminList()),
  );
  app.post(
    '/api/Admin/Holds/Extend',
    {
      schema: {
        tags,
        summary: 'Extends a hold to the most it may last: its start plus HOLD_MAX_HOURS',
        security,
        body: AdminHoldExtendBody,
        response: { 200: envelope(HoldAdded), ...errors },
      },
    },
    async (request) => ok(await holds.extend(currentUser(request), request.body.HoldId)),
  );
  app.post(
    '/api/Admin/Holds/Release',
    {
      schema: {
        tags,
        summary: 'Releases a hold; its holder gets a notice',
        security,
        body: HoldReleaseBody,
        response: { 200: envelope(Empty), ...errors },
      },
    },
    async (request) => ok(await holds.staffRelease(currentUser(request), request.body.HoldId)),
  );
};
