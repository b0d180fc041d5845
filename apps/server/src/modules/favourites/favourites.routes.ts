import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { FavouritesService } from './favourites.service';

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Favourites'] });

  route(
    'Wholesaler_Collect_New/Update',
    { summary: 'Add a good to the favourites or take it out' },
    (request) => favourites.update(currentUser(request), request.body),
  );
  route(
    'Wholesaler_Collect_New/List',
    { summary: "The caller's favourites, newest first" },
    (request) => favourites.list(currentUser(request), request.body),
  );
};
