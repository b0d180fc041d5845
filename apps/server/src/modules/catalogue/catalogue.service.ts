import {
  CATEGORIES,
  LOCALES,
  fromCents,
  labelOf,
  lineAmount,
  matchParcels,
  shapeGroupOf,
  toMilliCarats,
  type AirflareQueryBody,
  type Category,
  type CertificateQueryBody,
  type FancyQueryBody,
  type FavouriteListBody,
  type FavouriteUpdateBody,
  type Goods,
  type GoodsPage,
  type GoodsQueryBody,
  type ListPriceBody,
  type ParcelMatchBody,
  type ParcelMatchResult,
  type RingSetting,
  type RingSettingPage,
  type SearchQueryBody,
  type SearchResult,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { catalogueRepo } from './catalogue.repo';
import { catalogueCache } from './versioned-cache';
import { goodsToWire, ringSettingToWire, type GoodsRow } from './goods.wire';

/** How many of the cheapest fitting parcels the matcher weighs. */
const PARCEL_CANDIDATES = 200;
/** Parcel quantities are matched in hundredths of a carat. */
const PARCEL_UNITS_PER_CARAT = 100;

export const catalogueService = ({ db, config }: { db: Db; config: Pick<Config, 'ddpRateBp'> }) => {
  const repo = catalogueRepo(db);
  const cache = catalogueCache();
  const { ddpRateBp } = config;

  async function toWire(user: AuthUser | null, rows: GoodsRow[]): Promise<Goods[]> {
    const collected = user
      ? await repo.collectedAmong(
          user.id,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((row) => goodsToWire(row, ddpRateBp, collected.has(row.id)));
  }

  async function query(
    user: AuthUser | null,
    categories: readonly Category[],
    body: GoodsQueryBody,
  ): Promise<GoodsPage> {
    const { PageIndex, PageSize, Sort, ...filter } = body;
    const { rows, total } = await repo.queryGoods(
      { categories, market: 'listed' },
      filter,
      Sort,
      { PageIndex, PageSize },
      cache,
    );
    return { List: await toWire(user, rows), Total: total, PageIndex, PageSize };
  }

  return {
    query,

    fancy(user: AuthUser | null, body: FancyQueryBody) {
      const { Origin, ...rest } = body;
      const categories: Category[] =
        Origin === 'natural'
          ? ['natural-fancy']
          : Origin === 'lab'
            ? ['lab-fancy']
            : ['natural-fancy', 'lab-fancy'];
      return query(user, categories, rest);
    },

    async detail(user: AuthUser | null, id: number): Promise<Goods> {
      const row = await repo.goodsById(id);
      if (!row) throw new AppError('NOT_FOUND');
      const [wire] = await toWire(user, [row]);
      return wire!;
    },

    async certificate(user: AuthUser | null, body: CertificateQueryBody): Promise<Goods[]> {
      const rows = await repo.goodsByCertificate(body.CertificateNo, body.Lab);
      if (!rows.length) throw new AppError('SEARCH_EMPTY');
      return toWire(user, rows);
    },

    /** Parcels that together fill the quantity at the lowest total, honouring minimum buys. */
    async parcelMatch(user: AuthUser | null, body: ParcelMatchBody): Promise<ParcelMatchResult> {
      const candidates = await repo.parcelCandidates(
        {
          Shape: [body.Shape],
          WeightMin: body.SizeMin,
          WeightMax: body.SizeMax,
          Color: body.Colors,
          Clarity: body.Clarities,
        },
        PARCEL_CANDIDATES,
      );
      const units = (carats: number, round: (n: number) => number) =>
        round(Number((carats * PARCEL_UNITS_PER_CARAT).toFixed(6)));
      const match = matchParcels(
        candidates.map((row) => ({
          id: row.id,
          unitPrice: row.pricePerCaratCents,
          stock: units(row.stock, Math.floor),
          minBuy: units(row.minBuy, Math.ceil),
        })),
        units(body.Quantity, Math.round),
      );
      const byId = new Map(candidates.map((row) => [row.id, row]));
      const wire = await toWire(
        user,
        match.picks.map((p) => byId.get(p.id)!),
      );
      const lines = match.picks.map((pick, i) => {
        const carats = pick.quantity / PARCEL_UNITS_PER_CARAT;
        const amount = lineAmount(byId.get(pick.id)!.pricePerCaratCents, toMilliCarats(carats));
        return { Goods: wire[i]!, Quantity: carats, Amount: amount };
      });
      const amountCents = lines.reduce((sum, l) => sum + l.Amount, 0);
      if (!lines.length) throw new AppError('SEARCH_EMPTY');
      return {
        Lines: lines.map((l) => ({ ...l, Amount: fromCents(l.Amount) })),
        Quantity: match.quantity / PARCEL_UNITS_PER_CARAT,
        Amount: fromCents(amountCents),
        Complete: match.complete,
      };
    },

    async listPrice(body: ListPriceBody) {
      const cents = await repo.listPrice(
        shapeGroupOf(body.Shape),
        toMilliCarats(body.Weight),
        body.Color,
        body.Clarity,
      );
      return { ListPrice: cents == null ? null : fromCents(cents) };
    },

    async search(user: AuthUser | null, body: SearchQueryBody): Promise<SearchResult> {
      const page = { PageIndex: body.PageIndex, PageSize: body.PageSize };
      const categories = categoriesNamed(body.Keyword);
      const [found, settings] = await Promise.all([
        repo.searchGoods(body.Keyword, categories, page),
        repo.searchRingSettings(body.Keyword, page),
      ]);
      return {
        Goods: { List: await toWire(user, found.rows), Total: found.total, ...page },
        Settings: {
          List: settings.rows.map((r) => ringSettingToWire(r, ddpRateBp)),
          Total: settings.total,
          ...page,
        },
      };
    },

    async airflare(body: AirflareQueryBody): Promise<RingSettingPage> {
      const { rows, total, series } = await repo.queryRingSettings(body);
      return {
        List: rows.map((r) => ringSettingToWire(r, ddpRateBp)),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        SeriesList: series,
      };
    },

    async airflareDetail(id: number): Promise<RingSetting> {
      const row = await repo.ringSettingById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return ringSettingToWire(row, ddpRateBp);
    },

    async updateFavourite(user: AuthUser, body: FavouriteUpdateBody) {
      const row = await repo.goodsById(body.GoodsId);
      if (!row) throw new AppError('NOT_FOUND');
      if (body.Collect) await repo.addFavourite(user.id, row.id);
      else await repo.removeFavourite(user.id, row.id);
      return { GoodsId: row.id, IsCollected: body.Collect };
    },

    async favourites(user: AuthUser, body: FavouriteListBody): Promise<GoodsPage> {
      const { rows, total } = await repo.favourites(user.id, body.Category, body);
      return {
        List: rows.map((row) => goodsToWire(row, ddpRateBp, true)),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
      };
    },
  };
};

export type CatalogueService = ReturnType<typeof catalogueService>;

/** Categories whose name, in any of the three languages, contains the keyword. */
function categoriesNamed(keyword: string): Category[] {
  const needle = keyword.trim().toLowerCase();
  if (needle.length < 2) return [];
  return CATEGORIES.filter((category) =>
    LOCALES.some((locale) => labelOf(locale, 'Category', category).toLowerCase().includes(needle)),
  );
}
