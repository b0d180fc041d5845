import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { ReturnsService } from './returns.service';

/** A buyer's returns (docs/offers-memo-returns.md). */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Returns'] });

  route(
    'Return/Request',
    { summary: 'Asks to return stones of a received order, within RETURN_DAYS of receipt' },
    (request) => returns.request(currentUser(request), request.body),
  );
  route('Return/List', { summary: 'The buyer’s returns, newest first' }, (request) =>
    returns.list(currentUser(request), request.body),
  );
  route(
    'Return/Ship',
    { summary: 'Sends an authorised return back, with the tracking number' },
    (request) => returns.ship(currentUser(request), request.body),
  );
};

/** Returns at the back office. */
export const adminReturnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (
  app,
  { returns },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office'] });

  route('Admin/Returns/List', { summary: 'Every return by status, newest first' }, (request) =>
    returns.adminList(request.body),
  );
  route(
    'Admin/Returns/Answer',
    { summary: 'Authorises (an RMA), declines, records arrival and restock, refunds, or escalates a declined return to an abnormal order' }, // prettier-ignore
    (request) => returns.answer(currentUser(request), request.body, request.locale),
  );
};
