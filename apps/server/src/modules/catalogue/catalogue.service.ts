import {
  CATEGORIES,
  fancyCategoriesOf,
  LOCALES,
  fromCents,
  houseFilterOf,
  tierBpOver,
  labelOf,
  lineAmount,
  matchParcels,
  readSearchWords,
  standingOf,
  toMilliCarats,
  type AirflareQueryBody,
  type Category,
  type CertificateGoods,
  type CertificateQueryBody,
  type FancyQueryBody,
  type Goods,
  type PricedGoods,
  type GoodsQueryPage,
  type GoodsQueryBody,
  type ParcelMatchBody,
  type ParcelMatchResult,
  type RingSetting,
  type RingSettingPage,
  type SearchQueryBody,
  type SearchResult,
  type SearchWords,
} from '@facet/contract';
import { refusePriceQuestions, type AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { FavouritesService } from '../favourites/favourites.service';
import type { HoldsService } from '../holds/holds.service';
import type { OrdersService } from '../orders/orders.service';
import type { GoodsRow, GoodsService, Page } from './goods.service';

/** How many of the cheapest fitting parcels the matcher weighs. */
const PARCEL_CANDIDATES = 200;
/** Parcel quantities are matched in hundredths of a carat. */
const PARCEL_UNITS_PER_CARAT = 100;

/**
 * What buyers read: the category queries, details, certificates, parcel matching, search and
 * the ring settings. The goods are the inventory's; this adds the buyer's side — hearts on
 * what they saved, the parcel matcher, search across categories by name.
 */
export const catalogueService = ({
  goods,
  favourites,
  holds,
  orders,
}: {
  goods: GoodsService;
  favourites: Pick<FavouritesService, 'collectedAmong'>;
  holds: Pick<HoldsService, 'marksOn'>;
  orders: Pick<OrdersService, 'latestTakingOf'>;
}) => {
  /** The stones at this buyer's prices, with their hearts and holds. */
  async function pricedWire(user: AuthUser | null, rows: GoodsRow[]): Promise<PricedGoods[]> {
    const ids = rows.map((r) => r.id);
    // The hearts and the holds are asked at once: two short reads, one wait.
    const [collected, markHolds] = await Promise.all([
      user ? favourites.collectedAmong(user.id, ids) : new Set<number>(),
      holds.marksOn(user?.id ?? null, ids),
    ]);
    return markHolds(
      goods.pricedFor(rows, user?.tier).map((row) => goods.toWire(row, collected.has(row.id))),
    );
  }

  /** The stones as this buyer is sent them: without prices while they may not see them. */
  async function toWire(user: AuthUser | null, rows: GoodsRow[]): Promise<Goods[]> {
    return goods.forViewer(await pricedWire(user, rows), user);
  }

  async function query(
    user: AuthUser | null,
    categories: readonly Category[],
    body: GoodsQueryBody,
  ): Promise<GoodsQueryPage> {
    const { PageIndex, PageSize, Sort, ...filter } = body;
    refusePriceQuestions(user, filter, Sort);
    const { rows, total, facets } = await goods.query(
      { categories, market: 'listed' },
      houseFilterOf(filter, tierBpOver(categories, user?.tier)),
      Sort,
      { PageIndex, PageSize },
    );
    return {
      List: await toWire(user, rows),
      Total: total,
      PageIndex,
      PageSize,
      ...(facets ? { Facets: facets } : {}),
    };
  }

  function byWords({ Category: categories = [...CATEGORIES], ...filter }: SearchWords, page: Page) {
    return goods.query({ categories, market: 'listed' }, filter, undefined, page);
  }

  return {
    query,

    fancy(user: AuthUser | null, body: FancyQueryBody) {
      const { Origin, ...rest } = body;
      return query(user, fancyCategoriesOf(Origin), rest);
    },

    async detail(user: AuthUser | null, id: number): Promise<Goods> {
      const row = await goods.goodsById(id);
      if (!row) throw new AppError('NOT_FOUND');
      const [wire] = await toWire(user, [row]);
      return wire!;
    },

    /**
     * The stones carrying a report, each with where it stands: a certificate is still a
     * certificate once its stone is in an order, sold or off the market.
     */
    async certificate(
      user: AuthUser | null,
      body: CertificateQueryBody,
    ): Promise<CertificateGoods[]> {
      const rows = await goods.goodsByCertificate(body.CertificateNo, body.Lab);
      if (!rows.length) throw new AppError('SEARCH_EMPTY');
      const [wire, taking] = await Promise.all([
        toWire(user, rows),
        orders.latestTakingOf(rows.map((row) => row.id)),
      ]);
      return wire.map((stone) => ({
        ...stone,
        Standing: standingOf(stone, taking.get(stone.Id) ?? null),
      }));
    },

    /** Parcels that together fill the quantity at the lowest total, honouring minimum buys. */
    async parcelMatch(user: AuthUser | null, body: ParcelMatchBody): Promise<ParcelMatchResult> {
      // The matcher answers with a price: it waits for approval like the prices themselves.
      if (user?.pricesHidden) throw new AppError('NOT_VERIFIED');
      const found = await goods.parcelCandidates(
        {
          Shape: [body.Shape],
          WeightMin: body.SizeMin,
          WeightMax: body.SizeMax,
          Color: body.Colors,
          Clarity: body.Clarities,
        },
        PARCEL_CANDIDATES,
      );
      // Matched at the buyer's own prices: the cheapest fill is the one they would pay.
      const candidates = goods.pricedFor(found, user?.tier);
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
      // The candidates are priced already: no second tier on top.
      const wire = await pricedWire(
        user && { ...user, tier: null },
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

    async search(user: AuthUser | null, body: SearchQueryBody): Promise<SearchResult> {
      const page = { PageIndex: body.PageIndex, PageSize: body.PageSize };
      // "round 1ct D", "圆形", "lab grown", "IGI": the trade's words are the category queries'
      // indexed filters, across every category or those the words name; anything else is a
      // stock or certificate number's beginning, or a category's name.
      const words = readSearchWords(body.Keyword);
      const [found, settings] = await Promise.all([
        words
          ? byWords(words, page)
          : goods.search(body.Keyword, categoriesNamed(body.Keyword), page),
        goods.searchRingSettings(body.Keyword, page),
      ]);
      return {
        Goods: { List: await toWire(user, found.rows), Total: found.total, ...page },
        Settings: {
          List: settings.rows.map((r) => goods.settingToWire(r, user)),
          Total: settings.total,
          ...page,
        },
      };
    },

    async airflare(user: AuthUser | null, body: AirflareQueryBody): Promise<RingSettingPage> {
      refusePriceQuestions(user, body, body.Sort);
      const bp = user?.tier?.category === null ? user.tier.percentBp : 0;
      const { rows, total, series } = await goods.ringSettings(houseFilterOf(body, bp));
      return {
        List: rows.map((r) => goods.settingToWire(r, user)),
        Total: total,
        PageIndex: body.PageIndex,
        PageSize: body.PageSize,
        SeriesList: series,
      };
    },

    async airflareDetail(user: AuthUser | null, id: number): Promise<RingSetting> {
      const row = await goods.ringSettingById(id);
      if (!row) throw new AppError('NOT_FOUND');
      return goods.settingToWire(row, user);
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
