import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  envelope,
  SavedSearch,
  SavedSearchIdBody,
  SavedSearchList,
  SavedSearchSaveBody,
  SavedSearchSaved,
  Empty,
} from '@facet/contract';
import { currentUser, requireBuyer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { SavedSearchesService } from './saved-searches.service';

/** A buyer's saved searches (docs/api.md). */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{
  searches: SavedSearchesService;
}> = async (app, { searches }) => {
  app.addHook('onRequest', requireBuyer);
  const tags = ['Trade tools'];
  const route = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, data: R) => ({
    schema: { tags, summary, security, body, response: { 200: envelope(data), ...errors } },
  });

  app.post(
    '/api/SavedSearch/Save',
    route('Saves a category’s filters, under the buyer’s name or (no Name) named from them; with Id, renames or changes one', SavedSearchSaveBody, SavedSearchSaved), // prettier-ignore
    async (request) => ok(await searches.save(currentUser(request), request.body, request.locale)),
  );
  app.get(
    '/api/SavedSearch/List',
    {
      schema: {
        tags,
        summary: 'The buyer’s saved searches, newest first, each with how many stones are new',
        security,
        response: { 200: envelope(SavedSearchList), ...errors },
      },
    },
    async (request) => ok(await searches.list(currentUser(request), request.locale)),
  );
  app.post(
    '/api/SavedSearch/Open',
    route('One saved search, to run it; what it finds now counts as seen', SavedSearchIdBody, SavedSearch), // prettier-ignore
    async (request) =>
      ok(await searches.open(currentUser(request), request.body.Id, request.locale)),
  );
  app.post(
    '/api/SavedSearch/Delete',
    route('Deletes a saved search', SavedSearchIdBody, Empty),
    async (request) => ok(await searches.remove(currentUser(request), request.body.Id)),
  );
};
