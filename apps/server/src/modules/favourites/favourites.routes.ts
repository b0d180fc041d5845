import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  FavouriteListBody,
  FavouriteUpdateBody,
  FavouriteUpdated,
  GoodsPage,
} from '@facet/contract';
import { currentUser, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { FavouritesService } from './favourites.service';

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  app.addHook('onRequest', requireBuyer);

  app.put(
    '/api/Wholesaler_Collect_New/Update',
    {
      schema: {
        tags: ['Favourites'],
        summary: 'Add a good to the favourites or take it out',
        security,
        body: FavouriteUpdateBody,
        response: { 200: envelope(FavouriteUpdated), ...errors },
      },
    },
    async (request) => ok(await favourites.update(currentUser(request), request.body)),
  );

  app.post(
    '/api/Wholesaler_Collect_New/List',
    {
      schema: {
        tags: ['Favourites'],
        summary: "The caller's favourites, newest first",
        security,
        body: FavouriteListBody,
        response: { 200: envelope(GoodsPage), ...errors },
      },
    },
    async (request) => ok(await favourites.list(currentUser(request), request.body)),
  );
};
