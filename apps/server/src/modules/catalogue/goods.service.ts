import { and, desc, eq, inArray, max, notInArray } from 'drizzle-orm';
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
import { feedBatch, type FeedCursor } from './feed.repo';
import {
  goodsToWire,
  pricedFor,
  ringSettingToWire,
  settingTierBp,
  withoutPrices,
  type GoodsRow,
  type RingSettingRow,
} from './goods.wire';
import { goods } from '../inventory/inventory.table';
import { indexOfGoods, stockIndexSync, type SharedIndex } from './stock-index/sync';
import type { StockFacets, StockIndex } from './stock-index';
import { catalogueCache } from './versioned-cache';

export type { GoodsRow, RingSettingRow, Page, StockIndex, FeedCursor };
export { stoneWords } from './goods.wire';

export type GoodsService = ReturnType<typeof goodsService>;
/** Who a stone is priced for: their tier, and whether they may see prices at all. */
type Viewer = { tier?: PriceTier | null; pricesHidden?: boolean };

/**
 * The goods as other modules see them: the catalogue's reads and the wire form. Stock is taken
 * and given back by inventory, the only module that writes it (`inventory.service.ts`).
 */
export const goodsService = ({
  db,
  database,
  config,
  sharedIndex,
}: {
  db: Db;
  /**
   * Where the stock index reads its start from, in one snapshot; and the connections of the
   * shop's reads, where it looks at the change log and a page's rows are read.
   */
  database: Pick<Database, 'readSnapshot' | 'reads'>;
  config: Pick<Config, 'ddpRateBp'>;
  /** Another process's layout to start from (PROCESSES). */
  sharedIndex?: SharedIndex;
}) => {
  const repo = goodsRepo(db);
  const pages = goodsRepo(database.reads);
  // Counts and page ids of the buyers' queries, kept per catalogue version.
  const cache = catalogueCache();
  // The shop's queries, answered in memory and kept in step with the database's change log.
  const stock = stockIndexSync(database.reads, database, Date.now, sharedIndex);
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
          rows: await pages.goodsByIdsInOrder(answer.ids),
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
    /** One batch of a stock feed (feeds.service.ts): for sale by id, or changed since. */
    feedBatch: (after: FeedCursor, since: string | undefined, limit: number) =>
      feedBatch(db, after, since, limit),
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

    /** The id of the newest good: what "new since" counts from. */
    async newestId(): Promise<number> {
      const [row] = await db.select({ id: max(goods.id) }).from(goods);
      return row?.id ?? 0;
    },

    /**
     * The newest listed goods of these categories, leaving out some: cart suggestions, on every
     * cart read. From the stock index once it has loaded: the database's newest-first walk of
     * the primary key passes every row an import still running has written (invisible to it,
     * each looked up all the same), which made this a quarter of a second while a stock list came
     * in (bench/results/search-writes.md).
     */
    async newest(categories: Category[], excludeIds: number[], limit: number): Promise<GoodsRow[]> {
      const page = { PageIndex: 1, PageSize: limit + excludeIds.length };
      const answer = await fromIndex({ categories, market: 'listed' }, {}, undefined, page);
      if (answer) {
        const excluded = new Set(excludeIds);
        const ids = answer.ids.filter((id) => !excluded.has(id)).slice(0, limit);
        return pages.goodsByIdsInOrder(ids);
      }
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
  };
};
