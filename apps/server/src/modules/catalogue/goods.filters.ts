import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  FREE_OF_BLACK,
  CLARITIES,
  COLORS,
  toCents,
  type Category,
  type GoodsFilter,
  type SortSpec,
} from '@facet/contract';
import { goods } from '../inventory/inventory.table';

export type GoodsScope = {
  categories: readonly Category[];
  /** The shop sees listed goods only; the back office sees everything unless it filters. */
  market: 'listed' | 'all' | 'on' | 'off';
};

const ranksOf = (list: readonly string[], values: readonly string[]) =>
  values.map((v) => list.indexOf(v));

/**
 * The WHERE clause of a catalogue query: scope, then every filter given. Colours and
 * clarities filter on their ranks (smallint, in the grades index); ranges are inclusive.
 */
export function goodsWhere(scope: GoodsScope, filter: Partial<GoodsFilter>): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  c.push(
    scope.categories.length === 1
      ? eq(goods.category, scope.categories[0]!)
      : inArray(goods.category, [...scope.categories]),
  );
  if (scope.market === 'listed') c.push(eq(goods.listed, true));
  if (scope.market === 'on') c.push(eq(goods.onMarket, true));
  if (scope.market === 'off') c.push(eq(goods.onMarket, false));

  const any = <T extends string>(column: Parameters<typeof inArray>[0], values?: readonly T[]) => {
    if (values?.length) c.push(inArray(column, [...new Set(values)]));
  };
  any(goods.shape, filter.Shape);
  if (filter.Color?.length) c.push(inArray(goods.colorRank, ranksOf(COLORS, filter.Color)));
  if (filter.Clarity?.length)
    c.push(inArray(goods.clarityRank, ranksOf(CLARITIES, filter.Clarity)));
  any(goods.cut, filter.Cut);
  any(goods.polish, filter.Polish);
  any(goods.symmetry, filter.Symmetry);
  any(goods.fluorescence, filter.Fluorescence);
  any(goods.lab, filter.Lab);
  any(goods.location, filter.Location);
  any(goods.fancyColor, filter.FancyColor);
  any(goods.intensity, filter.Intensity);
  any(goods.overtone, filter.Overtone);
  any(goods.process, filter.Process);
  any(goods.grade, filter.Grade);
  any(goods.seedShape, filter.SeedShape);
  any(goods.orientation, filter.Orientation);
  if (filter.HasImage != null) c.push(eq(goods.hasImage, filter.HasImage));
  if (filter.HasVideo != null) c.push(eq(goods.hasVideo, filter.HasVideo));
  // The quality "only" filters, as the contract's rules (quality.ts) read the columns.
  if (filter.EyeClean) c.push(eq(goods.eyeClean, 'yes'));
  if (filter.NoBgm) {
    c.push(
      or(
        eq(goods.bgm, 'no'),
        and(isNull(goods.bgm), eq(goods.shade, 'none'), eq(goods.milky, 'none')),
      )!,
    );
  }
  if (filter.NoBlackInclusion) c.push(inArray(goods.blackInclusion, [...FREE_OF_BLACK]));

  const range = (column: Parameters<typeof gte>[0], min?: number, max?: number) => {
    if (min != null) c.push(gte(column, min));
    if (max != null) c.push(lte(column, max));
  };
  range(goods.weight, filter.WeightMin, filter.WeightMax);
  range(
    goods.pricePerCaratCents,
    filter.PriceMin == null ? undefined : toCents(filter.PriceMin),
    filter.PriceMax == null ? undefined : toCents(filter.PriceMax),
  );
  range(goods.tablePct, filter.TableMin, filter.TableMax);
  range(goods.depthPct, filter.DepthMin, filter.DepthMax);
  range(goods.length, filter.LengthMin, filter.LengthMax);
  range(goods.width, filter.WidthMin, filter.WidthMax);
  range(goods.thickness, filter.ThicknessMin, filter.ThicknessMax);

  if (filter.Keyword) c.push(keywordMatch(filter.Keyword));
  return and(...c);
}

/** Stock and certificate numbers are stored upper-case; a keyword matches either by prefix. */
export function keywordMatch(keyword: string): SQL {
  const prefix =
    keyword
      .trim()
      .toUpperCase()
      .replace(/[\\%_]/g, (ch) => `\\${ch}`) + '%';
  return or(sql`${goods.stockNo} like ${prefix}`, sql`${goods.certificateNo} like ${prefix}`)!;
}

const SORT_COLUMNS = {
  Price: goods.priceCents,
  PricePerCarat: goods.pricePerCaratCents,
  Weight: goods.weight,
  Color: goods.colorRank,
  Clarity: goods.clarityRank,
  Discount: goods.discountBp,
  CreatedAt: goods.id,
} as const;

const NULLABLE_SORTS = new Set<SortSpec['Field']>(['Color', 'Clarity', 'Discount']);

/**
 * ORDER BY for a sort: colour and clarity by rank (best first when ascending), newest by id;
 * the id breaks ties so pages never overlap. Without a sort, newest first.
 */
export function goodsOrder(sort: SortSpec | undefined): SQL[] {
  if (!sort) return [desc(goods.id)];
  const column = SORT_COLUMNS[sort.Field];
  const direction = sort.Order === 'asc' ? asc : desc;
  if (sort.Field === 'CreatedAt') return [direction(goods.id)];
  // Grades and discounts may be missing (rough stones): those go last either way. Prices and
  // weights are never null, and a plain direction lets PostgreSQL walk their indexes backwards.
  if (NULLABLE_SORTS.has(sort.Field)) {
    return [sql`${column} ${sql.raw(sort.Order)} nulls last`, direction(goods.id)];
  }
  return [direction(column), direction(goods.id)];
}

/**
 * The same order as `goodsOrder`, over expressions no index provides (`column + 0`), so the
 * planner filters first (index-only, on the covering search index) and sorts the matches.
 */
export function unindexedOrder(sort: SortSpec | undefined): SQL[] {
  const column = sort ? SORT_COLUMNS[sort.Field] : goods.id;
  const order = sql.raw(sort?.Order ?? 'desc');
  return [sql`(${column} + 0) ${order} nulls last`, sql`${goods.id} ${order}`];
}
