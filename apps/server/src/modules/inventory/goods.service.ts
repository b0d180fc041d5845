import { and, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type {
  Category,
  Goods,
  PricedGoods,
  GoodsFilter,
  PriceTier,
  RingSetting,
  SortSpec,
} from '@facet/contract';
import type { Config } from '../../platform/config';
import type { Database, Db, DbOrTx } from '../../platform/db';
import type { GoodsScope } from './goods.filters';
import { goodsRepo, type Page } from './goods.repo';
import {
  goodsToWire,
  pricedFor,
  ringSettingToWire,
  settingTierBp,
  withoutPrices,
  type GoodsRow,
  type RingSettingRow,
} from './goods.wire';
import { goods } from './inventory.table';
import { indexOfGoods, stockIndexSync } from './stock-index-sync';
import type { StockFacets } from './stock-index';
import { catalogueCache } from './versioned-cache';

export type { GoodsRow, RingSettingRow, Page };
export { stoneWords } from './goods.wire';

export type GoodsService = ReturnType<typeof goodsService>;
/** Who a stone is priced for: their tier, and whether they may see prices at all. */
type Viewer = { tier?: PriceTier | null; pricesHidden?: boolean };

/**
 * The goods as other modules see them: the catalogue's reads, the wire form, and stock. Stock
 * is taken and given back only here, inside the caller's transaction — the order that takes a
 * stone and the order row commit or roll back together.
 */
export const goodsService = ({
  db,
  database,
  config,
}: {
  db: Db;
  /** Where the stock index reads its start from, in one snapshot. */
  database: Pick<Database, 'readSnapshot'>;
  config: Pick<Config, 'ddpRateBp'>;
}) => {
  const repo = goodsRepo(db);
  // Counts and page ids of the buyers' queries, kept per catalogue version.
  const cache = catalogueCache();
  // The shop's queries, answered in memory and kept in step with the database's change log.
  const stock = stockIndexSync(db, database);
  const { ddpRateBp } = config;

  /** The stock index's answer for the shop's listed goods, once it has loaded. */
  async function fromIndex(
    scope: GoodsScope,
    filter: Partial<GoodsFilter>,
    sort: SortSpec | undefined,
    page: Page,
  ) {
    if (scope.market !== 'listed') return undefined;
    return (await stock.current())?.query(scope.categories, filter, sort, page);
  }

  return {
    /**
     * One page of goods and the true count. The shop's (listed goods) come from the stock
     * index, with the counts behind the filter chips; the back office's, a keyword search, and
     * any query while the index loads, from the database (buyers' queries cached per version).
     */
    async query(
      scope: GoodsScope,
      filter: Partial<GoodsFilter>,
      sort: SortSpec | undefined,
      page: Page,
      { cached = true }: { cached?: boolean } = {},
    ): Promise<{ rows: GoodsRow[]; total: number; facets?: StockFacets }> {
      const answer = await fromIndex(scope, filter, sort, page);
      if (answer) {
        return {
          rows: await repo.goodsByIdsInOrder(answer.ids),
          total: answer.total,
          facets: answer.facets,
        };
      }
      return repo.queryGoods(scope, filter, sort, page, cached ? cache : undefined);
    },

    /** The ids of one page of the same query, without reading the goods (a count of the new). */
    async matchingIds(
      scope: GoodsScope,
      filter: Partial<GoodsFilter>,
      sort: SortSpec | undefined,
      page: Page,
    ): Promise<number[]> {
      const answer = await fromIndex(scope, filter, sort, page);
      if (answer) return answer.ids;
      return (await repo.queryGoods(scope, filter, sort, page, cache)).rows.map((row) => row.id);
    },
    /** A stock index of these goods alone (those on sale), read in the caller's transaction. */
    indexOf: (ids: number[], tx: DbOrTx = db) => indexOfGoods(tx, ids),
    /** Those of `ids` whose stock or certificate number starts with the keyword. */
    withKeyword: (ids: number[], keyword: string, tx: DbOrTx = db) =>
      goodsRepo(tx).idsWithKeyword(ids, keyword),
    /** Resolves once the stock index has loaded (tests and benchmarks). */
    stockIndexReady: () => stock.ready(),
    /** Starts loading the stock index in the background (an instance that serves buyers). */
    startStockIndex: () => stock.start(),
    /** The stock index as readiness and /metrics report it. */
    stockIndexState: () => stock.state(),
    goodsById: (id: number) => repo.goodsById(id),
    goodsByIds: (ids: number[], tx: DbOrTx = db) => goodsRepo(tx).goodsByIds(ids),
    goodsByStockNos: (stockNos: string[]) => repo.goodsByStockNos(stockNos),
    goodsByCertificate: (certificateNo: string, lab?: string) =>
      repo.goodsByCertificate(certificateNo, lab),
    parcelCandidates: (filter: Partial<GoodsFilter>, limit: number) =>
      repo.parcelCandidates(filter, limit),
    search: (keyword: string, categories: Parameters<typeof repo.searchGoods>[1], page: Page) =>
      repo.searchGoods(keyword, categories, page),
    ringSettings: repo.queryRingSettings.bind(repo),
    ringSettingById: (id: number) => repo.ringSettingById(id),
    searchRingSettings: (keyword: string, page: Page) => repo.searchRingSettings(keyword, page),
    listPrice: (shapeGroup: string, weightMct: number, color: string, clarity: string) =>
      repo.listPrice(shapeGroup, weightMct, color, clarity),

    /** The id of the newest good: what "new since" counts from. */
    async newestId(): Promise<number> {
      const [row] = await db.select({ id: max(goods.id) }).from(goods);
      return row?.id ?? 0;
    },

    /** The newest listed goods of these categories, leaving out some: cart suggestions. */
    newest(categories: Category[], excludeIds: number[], limit: number): Promise<GoodsRow[]> {
      return db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.listed, true),
            inArray(goods.category, categories),
            excludeIds.length ? notInArray(goods.id, excludeIds) : undefined,
          ),
        )
        .orderBy(desc(goods.id))
        .limit(limit);
    },

    toWire: (row: GoodsRow, isCollected = false): PricedGoods =>
      goodsToWire(row, ddpRateBp, isCollected),
    /** Stones as this buyer is sent them: without prices while they may not see them. */
    forViewer: (list: PricedGoods[], viewer: Viewer | null | undefined): Goods[] =>
      viewer?.pricesHidden ? withoutPrices(list) : list,
    settingToWire: (row: RingSettingRow, viewer: Viewer | null | undefined): RingSetting =>
      ringSettingToWire(row, ddpRateBp, settingTierBp(viewer?.tier), viewer?.pricesHidden),
    pricedFor,

    /**
     * Takes `quantity` off the shelf if it is still there and on the market: a conditional
     * update, so of two orders for the last piece exactly one succeeds. Returns the good as it
     * is after, or null when there was not enough.
     */
    async take(tx: DbOrTx, goodsId: number, quantity: number): Promise<GoodsRow | null> {
      const [after] = await tx
        .update(goods)
        .set({ stock: sql`${goods.stock} - ${quantity}`, updatedAt: new Date() })
        .where(
          and(eq(goods.id, goodsId), eq(goods.onMarket, true), sql`${goods.stock} >= ${quantity}`),
        ) // prettier-ignore
        .returning();
      return after ?? null;
    },

    /**
     * The good, its row locked until the caller's transaction ends: a hold is placed under the
     * same lock an order's `take` waits on, so a hold and an order never both succeed.
     */
    async lockForHold(tx: DbOrTx, goodsId: number): Promise<GoodsRow | null> {
      const [row] = await tx.select().from(goods).where(eq(goods.id, goodsId)).for('update');
      return row ?? null;
    },

    /** Puts back what was taken (a cancelled or rejected order). */
    async release(tx: DbOrTx, taken: { goodsId: number; quantity: number }[]) {
      // The same lock order as taking: two releases never wait on each other.
      const ordered = [...taken].sort((a, b) => a.goodsId - b.goodsId);
      for (const { goodsId, quantity } of ordered) {
        if (quantity <= 0) continue;
        await tx
          .update(goods)
          .set({ stock: sql`${goods.stock} + ${quantity}`, updatedAt: new Date() })
          .where(eq(goods.id, goodsId));
      }
    },
  };
};
