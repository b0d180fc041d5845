import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer, requireStaff } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { OffersService } from './offers.service';

/** A buyer's offers on single stones (docs/offers-memo-returns.md). */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (
  app,
  { offers },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Offers'] });

  route(
    'Offer/Make',
    { summary: 'Offers a price per carat for a single stone; a clerk accepts, counters or declines it within OFFER_HOURS' }, // prettier-ignore
    (request) => offers.make(currentUser(request), request.body),
  );
  route('Offer/List', { summary: 'The buyer’s offers, the newest first' }, (request) =>
    offers.list(currentUser(request), request.body),
  );
  route(
    'Offer/Accept',
    { summary: 'Accepts a clerk’s counter: the stone is held and put in the cart at that price' },
    (request) => offers.accept(currentUser(request), request.body.OfferId),
  );
  route('Offer/Withdraw', { summary: 'Withdraws an offer still waiting' }, (request) =>
    offers.withdraw(currentUser(request), request.body.OfferId),
  );
};

/** Offers at the back office: the queue and the clerk's answers. */
export const adminOffersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (
  app,
  { offers },
) => {
  app.addHook('onRequest', requireStaff);
  const route = callRoutes(app, { tags: ['Back office'] });

  route(
    'Admin/Offers/List',
    { summary: 'Every offer, by status; the soonest to run out, the deepest below the price or the newest first' }, // prettier-ignore
    (request) => offers.adminList(request.body),
  );
  route(
    'Admin/Offers/Answer',
    { summary: 'Accepts, counters or declines an open offer; the buyer gets a notice and a mail' },
    (request) => offers.answer(currentUser(request), request.body),
  );
};
