import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  CLARITIES,
  COLORS,
  FINISH_GRADES,
  LABS,
  SHAPES,
  SORT_FIELDS,
  toCents,
  type Category,
  type GoodsFilter,
  type SortSpec,
} from '@facet/contract';
import { StockIndex, type IndexedGoods } from './index';

// The index against the plainest reading of the same rules: filter every row, sort with the
// database's ORDER BY (missing values last either way, ties by id), slice the page.

const goodsArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    category: fc.constantFrom<Category>('natural-white', 'lab-white', 'natural-fancy', 'parcel'),
    listed: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
    shape: fc.option(fc.constantFrom(...SHAPES.slice(0, 4)), { nil: null }),
    colorRank: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    clarityRank: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    cut: fc.option(fc.constantFrom(...FINISH_GRADES, 'ODD'), { nil: null }),
    polish: fc.constant(null),
    symmetry: fc.constant(null),
    fluorescence: fc.constant(null),
    lab: fc.option(fc.constantFrom(...LABS.slice(0, 3)), { nil: null }),
    location: fc.constant(null),
    fancyColor: fc.constant(null),
    intensity: fc.constant(null),
    overtone: fc.constant(null),
    process: fc.constant(null),
    grade: fc.constant(null),
    seedShape: fc.constant(null),
    orientation: fc.constant(null),
    hasImage: fc.boolean(),
    hasVideo: fc.boolean(),
    eyeClean: fc.option(fc.constantFrom('yes', 'no'), { nil: null }),
    bgm: fc.option(fc.constantFrom('yes', 'no'), { nil: null }),
    shade: fc.option(fc.constantFrom('none', 'brown'), { nil: null }),
    milky: fc.option(fc.constantFrom('none', 'light'), { nil: null }),
    blackInclusion: fc.option(fc.constantFrom('none', 'BT0', 'BC0', 'BT2', 'BC1'), { nil: null }),
    // Few distinct values, so ties (broken by id) are common.
    weight: fc.constantFrom(0.3, 0.5, 0.505, 1, 1.2, 2),
    pricePerCaratCents: fc.constantFrom(100_000, 250_050, 400_000),
    priceCents: fc.constantFrom(50_000, 120_000, 300_000),
    discountBp: fc.option(fc.constantFrom(-3000, -1500, 0), { nil: null }),
    tablePct: fc.option(fc.constantFrom(55, 57.5, 60), { nil: null }),
    depthPct: fc.constant(null),
    length: fc.constant(null),
    width: fc.constant(null),
    thickness: fc.constant(null),
  }) satisfies fc.Arbitrary<IndexedGoods>;

const stockArb = fc
  .integer({ min: 10, max: 120 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => goodsArb(i + 1))));

// Each filter is present one time in five, so most queries find goods and some find none.
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary, weight: 1 });
const some = <T>(values: readonly T[]) =>
  sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }));
const filterArb = fc.record(
  {
    Shape: some(SHAPES.slice(0, 4)),
    Color: some(COLORS.slice(0, 7)),
    Clarity: some(CLARITIES.slice(0, 7)),
    Cut: some(FINISH_GRADES),
    Lab: some(LABS.slice(0, 3)),
    HasImage: sometimes(fc.boolean()),
    EyeClean: sometimes(fc.constant(true as const)),
    NoBgm: sometimes(fc.constant(true as const)),
    NoBlackInclusion: sometimes(fc.constant(true as const)),
    WeightMin: sometimes(fc.constantFrom(0.3, 0.505, 1)),
    WeightMax: sometimes(fc.constantFrom(0.5, 1.2)),
    PriceMax: sometimes(fc.constantFrom(1000, 2500.5, 4000)),
    TableMin: sometimes(fc.constantFrom(56, 57.5)),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<GoodsFilter>>;
const sortArb = fc.option(
  fc.record({
    Field: fc.constantFrom(...SORT_FIELDS),
    Order: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  { nil: undefined },
);
const categoriesArb = fc.uniqueArray(
  fc.constantFrom<Category>('natural-white', 'lab-white', 'natural-fancy', 'parcel'),
  { minLength: 1, maxLength: 2 },
);
const pageArb = fc.record({
  PageIndex: fc.integer({ min: 1, max: 3 }),
  PageSize: fc.integer({ min: 1, max: 12 }),
});

function satisfies(g: IndexedGoods, f: Partial<GoodsFilter>) {
  const any = (wanted: readonly string[] | undefined, value: string | null) =>
    !wanted?.length || (value != null && wanted.includes(value));
  const between = (value: number | null, min?: number, max?: number) =>
    (min == null && max == null) ||
    (value != null && (min == null || value >= min) && (max == null || value <= max));
  return (
    g.listed &&
    any(f.Shape, g.shape) &&
    any(f.Color, g.colorRank == null ? null : COLORS[g.colorRank]!) &&
    any(f.Clarity, g.clarityRank == null ? null : CLARITIES[g.clarityRank]!) &&
    any(f.Cut, g.cut) &&
    any(f.Lab, g.lab) &&
    (f.HasImage == null || g.hasImage === f.HasImage) &&
    // Eye clean only; no brown, green or milky (said, or shade and milky both none where the
    // list has no BGM column); no black inclusion, or grade 0 on table or crown.
    (!f.EyeClean || g.eyeClean === 'yes') &&
    (!f.NoBgm || g.bgm === 'no' || (g.bgm === null && g.shade === 'none' && g.milky === 'none')) &&
    (!f.NoBlackInclusion || ['none', 'BT0', 'BC0'].includes(g.blackInclusion ?? '')) &&
    between(g.weight, f.WeightMin, f.WeightMax) &&
    between(g.tablePct, f.TableMin, f.TableMax) &&
    between(
      g.pricePerCaratCents,
      f.PriceMin == null ? undefined : toCents(f.PriceMin),
      f.PriceMax == null ? undefined : toCents(f.PriceMax),
    )
  );
}

const SORT_VALUE: Record<SortSpec['Field'], (g: IndexedGoods) => number | null> = {
  Price: (g) => g.priceCents,
  PricePerCarat: (g) => g.pricePerCaratCents,
  Weight: (g) => g.weight,
  Color: (g) => g.colorRank,
  Clarity: (g) => g.clarityRank,
  Discount: (g) => g.discountBp,
  CreatedAt: (g) => g.id,
};

/** ORDER BY value <direction> NULLS LAST, id <direction>. */
function sorted(rows: IndexedGoods[], sort: SortSpec | undefined) {
  const value = SORT_VALUE[sort?.Field ?? 'CreatedAt'];
  const sign = (sort?.Order ?? 'desc') === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if ((x == null) !== (y == null)) return x == null ? 1 : -1;
    if (x != null && y != null && x !== y) return (x - y) * sign;
    return (a.id - b.id) * sign;
  });
}

function expected(
  rows: Map<number, IndexedGoods>,
  categories: Category[],
  filter: Partial<GoodsFilter>,
  sort: SortSpec | undefined,
  page: { PageIndex: number; PageSize: number },
) {
  const matches = [...rows.values()].filter(
    (g) => categories.includes(g.category) && satisfies(g, filter),
  );
  const from = (page.PageIndex - 1) * page.PageSize;
  // A chip counts what its own filter aside would find, grade by grade.
  const chips = (
    leaveOut: 'Color' | 'Clarity' | 'Shape',
    valueOf: (g: IndexedGoods) => string | null,
  ) => {
    const counts: Record<string, number> = {};
    for (const g of rows.values()) {
      const value = valueOf(g);
      if (value == null || !categories.includes(g.category)) continue;
      if (!satisfies(g, { ...filter, [leaveOut]: undefined })) continue;
      counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  };
  return {
    facets: {
      Color: chips('Color', (g) => (g.colorRank == null ? null : COLORS[g.colorRank]!)),
      Clarity: chips('Clarity', (g) => (g.clarityRank == null ? null : CLARITIES[g.clarityRank]!)),
      Shape: chips('Shape', (g) => g.shape),
    },
    total: matches.length,
    ids: sorted(matches, sort)
      .slice(from, from + page.PageSize)
      .map((g) => g.id),
  };
}

type Question = Parameters<typeof expected>;

/** Asks the index and holds its page, count and chips to the plain reading's; returns that. */
function answersAsTheRulesDo(
  index: StockIndex,
  ...[rows, categories, filter, sort, page]: Question
) {
  const answer = index.query(categories, filter, sort, page)!;
  const want = expected(rows, categories, filter, sort, page);
  expect(answer.total).toBe(want.total);
  expect(answer.ids).toEqual(want.ids);
  expect(answer.facets).toEqual(want.facets);
  return want;
}

describe('the stock index answers as the database would', () => {
  test('any filter, sort and page over any stock: the same page and the exact count', () => {
    let found = 0;
    fc.assert(
      fc.property(
        stockArb,
        categoriesArb,
        filterArb,
        sortArb,
        pageArb,
        (stock, categories, filter, sort, page) => {
          // Loaded in bulk (laid out once) or as changes: either way the same answers.
          const index = new StockIndex({
            capacity: 4,
            compactAfter: 3,
            pickUpTo: stock.length % 7,
            // Pages deeper than this are walked to, shallower ones picked: both, by turns.
            pickPagesUpTo: stock.length % 11,
          });
          if (stock.length % 2) {
            index.add(stock);
            index.settle();
          } else {
            index.apply(
              stock.map((g) => g.id),
              stock,
            );
          }
          const rows = new Map(stock.map((g) => [g.id, g]));
          const want = answersAsTheRulesDo(index, rows, categories, filter, sort, page);
          if (want.ids.length > 1) found++;
        },
      ),
      // Enough runs that a fifth is far below what they find: about a quarter of them, give
      // or take 13 at 1,000 (at 400 the count wandered to the bound in a CI run, 80 of 400).
      { numRuns: 1_000 },
    );
    // The property means little if the random queries seldom found a page worth ordering.
    expect(found).toBeGreaterThan(200);
  });

  test('after any changes — new goods, new prices, sold, deleted — it answers for what is now', () => {
    let found = 0;
    const change = fc.record({
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 15 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(
        stockArb,
        fc.array(change, { maxLength: 4 }),
        fc.array(goodsArb(0), { minLength: 15, maxLength: 15 }),
        categoriesArb,
        filterArb,
        sortArb,
        pageArb,
        (stock, changes, replacements, categories, filter, sort, page) => {
          const index = new StockIndex({
            capacity: 4,
            compactAfter: 5,
            pickUpTo: stock.length % 5,
            pickPagesUpTo: stock.length % 13,
          });
          const rows = new Map(stock.map((g) => [g.id, g]));
          index.apply(rows.keys(), [...rows.values()]);
          // Asked once before the changes: an answer kept from then must not outlive them.
          index.query(categories, filter, sort, page);
          for (const { ids, seed } of changes) {
            ids.forEach((id, i) => {
              // A third of the changed ids are deleted; the others get new values.
              if ((seed + i) % 3 === 0) rows.delete(id);
              else rows.set(id, { ...replacements[i]!, id });
            });
            index.apply(
              ids,
              ids.flatMap((id) => rows.get(id) ?? []),
            );
          }
          const want = answersAsTheRulesDo(index, rows, categories, filter, sort, page);
          if (want.ids.length > 1) found++;
        },
      ),
      // Held to the same fifth, with the runs that keep it far below what they find (about 26%,
      // give or take 2% at 600: at 300 and at 600 the count came within reach of the bound).
      { numRuns: 1_200 },
    );
    expect(found).toBeGreaterThan(240);
  });

  test('shape, colour and clarity alone are counted from tallies, and the tallies follow changes', () => {
    let found = 0;
    const gradesOnly = fc.record(
      {
        Shape: some(SHAPES.slice(0, 4)),
        Color: some(COLORS.slice(0, 7)),
        Clarity: some(CLARITIES.slice(0, 7)),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Partial<GoodsFilter>>;
    // Small pages: most answers are then walked to rather than scanned for.
    const smallPage = fc.record({
      PageIndex: fc.integer({ min: 1, max: 2 }),
      PageSize: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(
        stockArb,
        fc.array(goodsArb(0), { minLength: 10, maxLength: 10 }),
        categoriesArb,
        gradesOnly,
        sortArb,
        smallPage,
        (stock, replacements, categories, filter, sort, page) => {
          const index = new StockIndex({ capacity: 4, compactAfter: 4 });
          const rows = new Map(stock.map((g) => [g.id, g]));
          index.add(stock);
          index.settle();
          answersAsTheRulesDo(index, rows, categories, filter, sort, page);
          // Every other good changes (new grades, sold) or goes; then asked again.
          const changed = stock.filter((_, i) => i % 2 === 0).map((g) => g.id);
          changed.forEach((id, i) => {
            if (i % 3 === 0) rows.delete(id);
            else rows.set(id, { ...replacements[i % replacements.length]!, id });
          });
          index.apply(
            changed,
            changed.flatMap((id) => rows.get(id) ?? []),
          );
          const want = answersAsTheRulesDo(index, rows, categories, filter, sort, page);
          if (want.ids.length > 1) found++;
        },
      ),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(60);
  });

  test('the chips: each colour counts what the other filters leave, the colour filter aside', () => {
    const stock: IndexedGoods[] = [
      ['D', 'round', 1],
      ['D', 'round', 1],
      ['E', 'round', 1],
      ['F', 'pear', 1],
      ['G', 'round', 3],
    ].map(([color, shape, weight], i) => ({
      ...emptyGoods(i + 1),
      colorRank: COLORS.indexOf(color as 'D'),
      shape: shape as 'round',
      weight: weight as number,
    }));
    const index = new StockIndex();
    index.apply(
      stock.map((g) => g.id),
      stock,
    );
    const answer = index.query(
      ['natural-white'],
      { Color: ['D'], Shape: ['round'], WeightMax: 2 },
      undefined,
      { PageIndex: 1, PageSize: 10 },
    )!;
    expect(answer.total).toBe(2);
    // Round and up to 2 ct: D twice, E once (G is too heavy, F is a pear).
    expect(answer.facets.Color).toEqual({ D: 2, E: 1 });
    // D and up to 2 ct: only rounds.
    expect(answer.facets.Shape).toEqual({ round: 2 });
  });

  test('a keyword is left to the database', () => {
    expect(
      new StockIndex().query(['natural-white'], { Keyword: 'NW1' }, undefined, {
        PageIndex: 1,
        PageSize: 10,
      }),
    ).toBeUndefined();
  });
});

function emptyGoods(id: number): IndexedGoods {
  return {
    id,
    category: 'natural-white',
    listed: true,
    shape: null,
    colorRank: null,
    clarityRank: null,
    cut: null,
    polish: null,
    symmetry: null,
    fluorescence: null,
    lab: null,
    location: null,
    fancyColor: null,
    intensity: null,
    overtone: null,
    process: null,
    grade: null,
    seedShape: null,
    orientation: null,
    hasImage: false,
    hasVideo: false,
    eyeClean: null,
    bgm: null,
    shade: null,
    milky: null,
    blackInclusion: null,
    weight: 1,
    pricePerCaratCents: 100_000,
    priceCents: 100_000,
    discountBp: null,
    tablePct: null,
    depthPct: null,
    length: null,
    width: null,
    thickness: null,
  };
}
