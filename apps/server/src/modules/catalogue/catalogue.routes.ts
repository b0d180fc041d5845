import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallName, Category } from '@facet/contract';
import { requireUser } from '../../platform/auth';
import { callRoutes } from '../../platform/call-routes';
import type { CatalogueService } from './catalogue.service';

/** The category queries of docs/api.md (spelling kept: `DiamandsQuery`). */
const CATEGORY_QUERIES = [
  ['Diamonds/BlankQuery', 'rough', 'Rough stones (blanks)'],
  ['Diamonds/SeedCrystalQuery', 'seed', 'CVD seed crystals'],
  ['Diamonds/ArtificialDiamandsQuery', 'lab-white', 'Lab-grown white diamonds'],
  ['Diamonds/DiamandsQuery', 'natural-white', 'Natural white diamonds'],
  ['Diamonds/ParcelQuery', 'parcel', 'Loose bulk (parcel) stones'],
] as const satisfies [name: CallName, category: Category, summary: string][];

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  // Wholesale prices are for registered trade buyers: every catalogue call needs a session.
  app.addHook('onRequest', requireUser);
  const route = callRoutes(app, { tags: ['Catalogue'] });

  for (const [name, category, summary] of CATEGORY_QUERIES) {
    route(name, { summary: `${summary}: every filter and sort, paged with Total` }, (request) =>
      catalogue.query(request.user, [category], request.body),
    );
  }
  route(
    'Diamonds/FancyDiamondQuery',
    { summary: 'Fancy-colour diamonds, natural, lab-grown or both (Origin)' },
    (request) => catalogue.fancy(request.user, request.body),
  );
  route(
    'Diamonds/Detail',
    { summary: 'One good with every attribute, pictures, video and certificate' },
    (request) => catalogue.detail(request.user, request.body.Id),
  );
  route(
    'Diamonds/CertificateQuery',
    { summary: 'The stones carrying a grading report number, on sale or not, each with its Standing; SEARCH_EMPTY when none' }, // prettier-ignore
    (request) => catalogue.certificate(request.user, request.body),
  );
  route(
    'Diamonds/ParcelMatch',
    { summary: 'Parcels that together fill a quantity (carats) at the lowest total' },
    (request) => catalogue.parcelMatch(request.user, request.body),
  );
  route(
    'Airflare/Query',
    { summary: 'Ring settings (Airflare), with the series on sale' },
    (request) => catalogue.airflare(request.user, request.body),
  );
  route('Airflare/Detail', { summary: 'One ring setting' }, (request) =>
    catalogue.airflareDetail(request.user, request.body.Id),
  );
  route(
    'Search/Query',
    { summary: 'Search everything by keyword: stock or certificate number, category, setting name, series, brand' }, // prettier-ignore
    (request) => catalogue.search(request.user, request.body),
  );
};
