import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AirflareQueryBody,
  CertificateQueryBody,
  envelope,
  FancyQueryBody,
  Goods,
  GoodsQueryPage,
  GoodsQueryBody,
  IdBody,
  ParcelMatchBody,
  ParcelMatchResult,
  RingSetting,
  RingSettingPage,
  SearchQueryBody,
  SearchResult,
  type Category,
  CertificateResults,
} from '@facet/contract';
import { requireUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { errors, security } from '../../platform/route-options';
import type { CatalogueService } from './catalogue.service';

/** The category queries of docs/api.md, by path (spelling kept: `DiamandsQuery`). */
const CATEGORY_QUERIES: [path: string, category: Category, summary: string][] = [
  ['BlankQuery', 'rough', 'Rough stones (blanks)'],
  ['SeedCrystalQuery', 'seed', 'CVD seed crystals'],
  ['ArtificialDiamandsQuery', 'lab-white', 'Lab-grown white diamonds'],
  ['DiamandsQuery', 'natural-white', 'Natural white diamonds'],
  ['ParcelQuery', 'parcel', 'Loose bulk (parcel) stones'],
];

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  // Wholesale prices are for registered trade buyers: every catalogue call needs a session.
  app.addHook('onRequest', requireUser);

  for (const [path, category, summary] of CATEGORY_QUERIES) {
    app.post(
      `/api/Diamonds/${path}`,
      {
        schema: {
          tags: ['Catalogue'],
          summary: `${summary}: every filter and sort, paged with Total`,
          security,
          body: GoodsQueryBody,
          response: { 200: envelope(GoodsQueryPage), ...errors },
        },
      },
      async (request) => ok(await catalogue.query(request.user, [category], request.body)),
    );
  }

  app.post(
    '/api/Diamonds/FancyDiamondQuery',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Fancy-colour diamonds, natural, lab-grown or both (Origin)',
        security,
        body: FancyQueryBody,
        response: { 200: envelope(GoodsQueryPage), ...errors },
      },
    },
    async (request) => ok(await catalogue.fancy(request.user, request.body)),
  );

  app.post(
    '/api/Diamonds/Detail',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One good with every attribute, pictures, video and certificate',
        security,
        body: IdBody,
        response: { 200: envelope(Goods), ...errors },
      },
    },
    async (request) => ok(await catalogue.detail(request.user, request.body.Id)),
  );

  app.post(
    '/api/Diamonds/CertificateQuery',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'The stones carrying a grading report number, on sale or not, each with its Standing; SEARCH_EMPTY when none',
        security,
        body: CertificateQueryBody,
        response: { 200: envelope(CertificateResults), ...errors },
      },
    },
    async (request) => ok(await catalogue.certificate(request.user, request.body)),
  );

  app.post(
    '/api/Diamonds/ParcelMatch',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Parcels that together fill a quantity (carats) at the lowest total',
        security,
        body: ParcelMatchBody,
        response: { 200: envelope(ParcelMatchResult), ...errors },
      },
    },
    async (request) => ok(await catalogue.parcelMatch(request.user, request.body)),
  );

  app.post(
    '/api/Airflare/Query',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Ring settings (Airflare), with the series on sale',
        security,
        body: AirflareQueryBody,
        response: { 200: envelope(RingSettingPage), ...errors },
      },
    },
    async (request) => ok(await catalogue.airflare(request.user, request.body)),
  );

  app.post(
    '/api/Airflare/Detail',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'One ring setting',
        security,
        body: IdBody,
        response: { 200: envelope(RingSetting), ...errors },
      },
    },
    async (request) => ok(await catalogue.airflareDetail(request.user, request.body.Id)),
  );

  app.post(
    '/api/Search/Query',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'Search everything by keyword: stock or certificate number, category, setting name, series, brand',
        security,
        body: SearchQueryBody,
        response: { 200: envelope(SearchResult), ...errors },
      },
    },
    async (request) => ok(await catalogue.search(request.user, request.body)),
  );
};
