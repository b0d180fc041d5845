import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireBuyer } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { SavedSearchesService } from './saved-searches.service';

/** A buyer's saved searches (docs/api.md). */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  searches: SavedSearchesService;
}> = async (app, { searches }) => {
  app.addHook('onRequest', requireBuyer);
  const route = callRoutes(app, { tags: ['Trade tools'] });

  route(
    'SavedSearch/Save',
    { summary: 'Saves a category’s filters, under the buyer’s name or (no Name) named from them; with Id, renames or changes one' }, // prettier-ignore
    (request) => searches.save(currentUser(request), request.body, request.locale),
  );
  route(
    'SavedSearch/List',
    { summary: 'The buyer’s saved searches, newest first, each with how many stones are new' },
    (request) => searches.list(currentUser(request), request.locale),
  );
  route(
    'SavedSearch/Open',
    { summary: 'One saved search, to run it; what it finds now counts as seen' },
    (request) => searches.open(currentUser(request), request.body.Id, request.locale),
  );
  route('SavedSearch/Delete', { summary: 'Deletes a saved search' }, (request) =>
    searches.remove(currentUser(request), request.body.Id),
  );
};
