import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { AirflareQueryBody, Category, GoodsFilter, SortSpec } from '@facet/contract';
import { toCents } from '@facet/contract';
import { anyOf, type DbOrTx, prepared } from '../../platform/db';
import { goods, ringSettings } from '../inventory/inventory.table';
import {
  goodsOrder,
  goodsWhere,
  keywordMatch,
  unindexedOrder,
  type GoodsScope,
} from './goods.filters';
import type { CatalogueCache, VersionedCache } from './versioned-cache';
import type { GoodsRow, RingSettingRow } from './goods.wire';

export type Page = { PageIndex: number; PageSize: number };
const offsetOf = (page: Page) => (page.PageIndex - 1) * page.PageSize;

/** Below this many matches, filtering first and sorting the matches always wins. */
const SMALL_RESULT = 2_000;
/** Sorts with their own covering index (migration 0002); the others are sorted after filtering. */
const INDEXED_SORTS = new Set<string | undefined>([
  undefined,
  'Price',
  'PricePerCarat',
  'Weight',
  'CreatedAt',
]);

/**
 * How to find one page. Walking the sort order's covering index meets a match every
 * scope/total entries, so a page costs about (offset + size) × scope / total index entries;
 * filtering first costs about `total`. The planner cannot weigh this itself (with a LIMIT it
 * bets on meeting matches early), and nobody can when a weight or price range correlates with
 * a price or weight order — a 2 ct filter sorted by price passes every cheaper small stone
 * first — so those always filter first.
 */
export async function pageStrategy(
  total: number,
  scopeSize: () => Promise<number>,
  filter: Partial<GoodsFilter>,
  sort: SortSpec | undefined,
  page: Page,
): Promise<'walk' | 'filter-then-sort'> {
  if (total <= SMALL_RESULT || filtersFirst(filter, sort)) return 'filter-then-sort';
  const walked = ((offsetOf(page) + page.PageSize) * (await scopeSize())) / total;
  return walked < total ? 'walk' : 'filter-then-sort';
}

/** Pages that filter first whatever the count: no index walks their order (see above). */
function filtersFirst(filter: Partial<GoodsFilter>, sort: SortSpec | undefined): boolean {
  if (!INDEXED_SORTS.has(sort?.Field)) return true;
  const sizeBound = [filter.WeightMin, filter.WeightMax, filter.PriceMin, filter.PriceMax].some(
    (v) => v != null,
  );
  return sizeBound && sort !== undefined && sort.Field !== 'CreatedAt';
}

export const goodsRepo = (db: DbOrTx) => ({
  /** One page of goods and the true count of everything that matches. */
  async queryGoods(
    scope: GoodsScope,
    filter: Partial<GoodsFilter>,
    sort: SortSpec | undefined,
    page: Page,
    cache?: CatalogueCache,
  ): Promise<{ rows: GoodsRow[]; total: number }> {
    const version = cache ? await this.catalogueVersion() : undefined;
    const cached = <T>(store: VersionedCache<T> | undefined, key: unknown[]) => {
      const text = JSON.stringify(key);
      return {
        value: store && version ? store.get(text, version) : undefined,
        keep: (value: T) => (store && version ? store.set(text, version, value) : undefined),
      };
    };
    const counted = cached(cache?.counts, [scope, filter]);
    const paged = cached(cache?.pages, [scope, filter, sort, page]);

    // Built only on a cache miss: a repeated page skips the query builder altogether.
    let built: SQL | undefined | null = null;
    const where = () => (built === null ? (built = goodsWhere(scope, filter)) : built);
    let total = counted.value;
    let ids = paged.value;

    if (total === undefined && ids === undefined && filtersFirst(filter, sort)) {
      // Every match is read to be sorted anyway: count them in the same scan.
      const found = await db
        .select({ id: goods.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(goods)
        .where(where())
        .orderBy(...unindexedOrder(sort))
        .limit(page.PageSize)
        .offset(offsetOf(page));
      ids = found.map((r) => r.id);
      total = found[0]?.total ?? (offsetOf(page) === 0 ? 0 : await this.countGoods(where()));
      counted.keep(total);
      paged.keep(ids);
    }

    if (total === undefined) counted.keep((total = await this.countGoods(where())));
    if (total === 0 || offsetOf(page) >= total) return { rows: [], total };
    if (ids === undefined) {
      // Asked only when the count alone does not decide; an estimate is enough to choose by.
      const scopeSize = () => this.estimateGoods(goodsWhere(scope, {}));
      const strategy = await pageStrategy(total, scopeSize, filter, sort, page);
      // Both ways select ids only, answered from a covering index.
      const ordered = await db
        .select({ id: goods.id })
        .from(goods)
        .where(where())
        .orderBy(...(strategy === 'walk' ? goodsOrder(sort) : unindexedOrder(sort)))
        .limit(page.PageSize)
        .offset(offsetOf(page));
      paged.keep((ids = ordered.map((r) => r.id)));
    }
    return { rows: await this.goodsByIdsInOrder(ids), total };
  },

  /** Goods by id, in the order of the ids (one that no longer exists is left out). */
  async goodsByIdsInOrder(ids: number[]): Promise<GoodsRow[]> {
    const rows = ids.length ? await rowsByIds(goodsByIdsStatement(db), ids) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  },

  /** Moves on with every statement that writes goods (migration 0002); not transactional. */
  async catalogueVersion(): Promise<string | undefined> {
    const [row] = await catalogueVersionStatement(db).execute();
    return row?.version;
  },

  /**
   * How many goods the planner expects `where` to hold, from the table's statistics: a
   * category's size without counting it (a count of 450,000 natural stones takes 200 ms).
   */
  async estimateGoods(where: SQL | undefined): Promise<number> {
    const result = await db.execute(
      sql`explain (format json) select 1 from ${goods} where ${where ?? sql`true`}`,
    );
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
      { Plan: { 'Plan Rows': number } },
    ];
    return Math.max(1, parsed[0].Plan['Plan Rows']);
  },

  async countGoods(where: SQL | undefined): Promise<number> {
    const [counted] = await db.select({ total: count() }).from(goods).where(where);
    return counted?.total ?? 0;
  },

  async goodsById(id: number): Promise<GoodsRow | undefined> {
    const [row] = await db.select().from(goods).where(eq(goods.id, id));
    return row;
  },

  async goodsByStockNos(stockNos: string[]): Promise<GoodsRow[]> {
    if (!stockNos.length) return [];
    return db.select().from(goods).where(inArray(goods.stockNo, stockNos));
  },

  async goodsByCertificate(certificateNo: string, lab?: string): Promise<GoodsRow[]> {
    return (
      db
        .select()
        .from(goods)
        .where(
          and(
            eq(goods.certificateNo, certificateNo.trim().toUpperCase()),
            lab ? eq(goods.lab, lab) : undefined,
          ),
        )
        // A certificate is still a certificate once its stone is sold or off the market: found,
        // and shown as unavailable, after any copy still on sale.
        .orderBy(desc(goods.listed), asc(goods.id))
        .limit(20)
    );
  },

  /** Listed parcels that fit, cheapest first: the matcher's candidates. */
  async parcelCandidates(filter: Partial<GoodsFilter>, limit: number): Promise<GoodsRow[]> {
    return db
      .select()
      .from(goods)
      .where(and(goodsWhere({ categories: ['parcel'], market: 'listed' }, filter), sql`stock > 0`))
      .orderBy(asc(goods.pricePerCaratCents), asc(goods.id))
      .limit(limit);
  },

  /** Everything a keyword finds: stock or certificate number by prefix, or whole categories. */
  async searchGoods(keyword: string, categories: Category[], page: Page) {
    const match = categories.length
      ? or(keywordMatch(keyword), inArray(goods.category, categories))
      : keywordMatch(keyword);
    const where = and(eq(goods.listed, true), match);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(goods)
        .where(where)
        .orderBy(desc(goods.id))
        .limit(page.PageSize)
        .offset(offsetOf(page)),
      db.select({ total: count() }).from(goods).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async goodsByIds(ids: number[]): Promise<GoodsRow[]> {
    if (!ids.length) return [];
    return db.select().from(goods).where(inArray(goods.id, ids));
  },

  async idsWithKeyword(ids: number[], keyword: string): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.id, ids), keywordMatch(keyword)));
    return rows.map((row) => row.id);
  },

  async queryRingSettings(body: AirflareQueryBody) {
    const c: (SQL | undefined)[] = [eq(ringSettings.onMarket, true)];
    if (body.Keyword) c.push(ringSettingKeyword(body.Keyword));
    if (body.Series?.length) c.push(inArray(ringSettings.series, body.Series));
    if (body.Metal?.length) c.push(inArray(ringSettings.metal, body.Metal));
    if (body.CenterShape?.length) c.push(inArray(ringSettings.centerShape, body.CenterShape));
    if (body.PriceMin != null) c.push(gte(ringSettings.priceCents, toCents(body.PriceMin)));
    if (body.PriceMax != null) c.push(lte(ringSettings.priceCents, toCents(body.PriceMax)));
    const where = and(...c);
    const direction = body.Sort?.Order === 'asc' ? asc : desc;
    const order =
      body.Sort?.Field === 'Price'
        ? [direction(ringSettings.priceCents), direction(ringSettings.id)]
        : [direction(ringSettings.id)];
    const [rows, [counted], series] = await Promise.all([
      db
        .select()
        .from(ringSettings)
        .where(where)
        .orderBy(...order)
        .limit(body.PageSize)
        .offset(offsetOf(body)),
      db.select({ total: count() }).from(ringSettings).where(where),
      db
        .selectDistinct({ series: ringSettings.series })
        .from(ringSettings)
        .where(eq(ringSettings.onMarket, true))
        .orderBy(asc(ringSettings.series)),
    ]);
    return { rows, total: counted?.total ?? 0, series: series.map((s) => s.series) };
  },

  async ringSettingById(id: number): Promise<RingSettingRow | undefined> {
    const [row] = await db
      .select()
      .from(ringSettings)
      .where(and(eq(ringSettings.id, id), eq(ringSettings.onMarket, true)));
    return row;
  },

  async searchRingSettings(keyword: string, page: Page) {
    const where = and(eq(ringSettings.onMarket, true), ringSettingKeyword(keyword));
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(ringSettings)
        .where(where)
        .orderBy(desc(ringSettings.id))
        .limit(page.PageSize)
        .offset(offsetOf(page)),
      db.select({ total: count() }).from(ringSettings).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
});

/** Ring settings are few (hundreds): a substring match on their names is cheap. */
function ringSettingKeyword(keyword: string): SQL {
  const pattern = `%${keyword.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(
    ilike(ringSettings.name, pattern),
    ilike(ringSettings.series, pattern),
    ilike(ringSettings.brand, pattern),
    ilike(ringSettings.styleNo, pattern),
  )!;
}

export type GoodsRepo = ReturnType<typeof goodsRepo>;

// The statements every catalogue page sends, whether or not its ids came from the cache.
const catalogueVersionStatement = prepared((db) =>
  db
    .select({ version: sql<string>`last_value::text`.as('version') })
    .from(sql`catalogue_version`)
    .prepare('catalogue_version'),
);

/**
 * A row as the driver gives it (column names, driver values) as a goods row: one object
 * literal generated from the table's columns, each value decoded by its column as the query
 * builder would. The builder's own mapping checks each field's class for every column of every
 * row and adds the properties one by one: a fifth of a 50-stone page's server time.
 */
export const goodsRowOf = (() => {
  const columns = Object.entries(getTableColumns(goods));
  const decode = new Function(
    'raw',
    'columns',
    `let v;\nreturn {\n${columns
      .map(
        ([key, column], i) =>
          `${JSON.stringify(key)}: (v = raw[${JSON.stringify(column.name)}]) == null ? null : columns[${i}].mapFromDriverValue(v)`,
      )
      .join(',\n')}\n};`,
  ) as (raw: Record<string, unknown>, columns: Column[]) => GoodsRow;
  const decoders = columns.map(([, column]) => column);
  return (raw: Record<string, unknown>) => decode(raw, decoders);
})();

type GoodsByIds = { execute(values: { ids: number[] }): Promise<GoodsRow[]> };

/**
 * The rows of a page through the prepared statement's raw answer when the driver has one
 * (`all`: node-postgres and PGlite, the same type parsers as a mapped answer), else mapped by
 * the query builder.
 */
function rowsByIds(statement: GoodsByIds, ids: number[]): Promise<GoodsRow[]> {
  const raw = statement as GoodsByIds & {
    all?: (values: { ids: number[] }) => Promise<Record<string, unknown>[]>;
  };
  return typeof raw.all === 'function'
    ? raw.all({ ids }).then((found) => found.map(goodsRowOf))
    : statement.execute({ ids });
}

const goodsByIdsStatement = prepared((db) =>
  db.select().from(goods).where(anyOf(goods.id, 'ids')).prepare('goods_by_ids'),
);
