import { afterAll, beforeAll, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  CLARITIES,
  COLORS,
  FANCY_COLORS,
  FINISH_GRADES,
  FLUORESCENCES,
  LABS,
  LOCATIONS,
  PROCESSES,
  SHAPES,
  SORT_FIELDS,
  toCents,
  type Category,
  type Goods,
  type PricedGoods,
  type GoodsPage,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { goods } from '../inventory/inventory.table';
import { goodsToWire } from './goods.wire';
import { seedInventory } from '../../demo/seeding';

// Random filter sets against generated stock: whatever the filters, every stone returned
// satisfies every one of them, the order is the one asked for, and Total is the true count.

let server: TestServer;
let token: string;
let all: PricedGoods[];

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.newUser()).token;
  await seedInventory(server.db, { stones: 6000, seed: 42 });
  const rows = await server.db.select().from(goods);
  all = rows.map((row) => goodsToWire(row, server.deps.config.ddpRateBp));
}, 120_000);
afterAll(() => server?.close());

const WHITE = [
  'Shape',
  'Color',
  'Clarity',
  'Cut',
  'Fluorescence',
  'Lab',
  'Location',
  'HasImage',
  'EyeClean',
  'NoBgm',
  'NoBlackInclusion',
  'Keyword',
];
const ALWAYS = ['WeightMin', 'WeightMax', 'PriceMin', 'PriceMax'];

/** Each call with the filters its goods carry (others are mostly left out: they find nothing). */
const CALLS: [path: string, categories: Category[], fields: string[]][] = [
  ['DiamandsQuery', ['natural-white'], WHITE],
  ['ArtificialDiamandsQuery', ['lab-white'], [...WHITE, 'Process']],
  ['FancyDiamondQuery', ['natural-fancy', 'lab-fancy'], ['Shape', 'FancyColor', 'Clarity', 'Lab']],
  ['ParcelQuery', ['parcel'], ['Shape', 'Color', 'Clarity', 'Location']],
  ['SeedCrystalQuery', ['seed'], ['Location', 'Process']],
  ['BlankQuery', ['rough'], ['Color', 'Location', 'Process']],
];

// Each filter is present one time in six, so most sets find stones and some find none.
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary, weight: 1 });
const some = <T>(values: readonly T[]) =>
  sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 6 }));
const bound = (values: number[]) => sometimes(fc.constantFrom(...values));

const filters = fc
  .record({
    Shape: some(SHAPES),
    Color: some(COLORS),
    Clarity: some(CLARITIES),
    Cut: some(FINISH_GRADES),
    Fluorescence: some(FLUORESCENCES),
    Lab: some(LABS),
    Location: some(LOCATIONS),
    FancyColor: some(FANCY_COLORS),
    Process: some(PROCESSES),
    HasImage: sometimes(fc.boolean()),
    EyeClean: sometimes(fc.constant(true)),
    NoBgm: sometimes(fc.constant(true)),
    NoBlackInclusion: sometimes(fc.constant(true)),
    WeightMin: bound([0.2, 0.5, 1, 2]),
    WeightMax: bound([0.3, 0.7, 1.5, 5]),
    PriceMin: bound([500, 2_000, 8_000]),
    PriceMax: bound([1_000, 5_000, 20_000]),
    Keyword: sometimes(fc.constantFrom('NW0000', 'LW00001', 'LG', '1', '2')),
  })
  .filter(
    (f) =>
      !(f.WeightMin != null && f.WeightMax != null && f.WeightMin > f.WeightMax) &&
      !(f.PriceMin != null && f.PriceMax != null && f.PriceMin > f.PriceMax),
  )
  .map((f): Record<string, unknown> =>
    Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)),
  );

function satisfies(g: Goods, f: Record<string, unknown>): boolean {
  const any = (key: string, value: string | null) =>
    !f[key] || (value != null && (f[key] as string[]).includes(value));
  const cents = toCents(g.PricePerCarat!);
  const keyword = (f.Keyword as string | undefined)?.toUpperCase();
  return (
    any('Shape', g.Shape) &&
    any('Color', g.Color) &&
    any('Clarity', g.Clarity) &&
    any('Cut', g.Cut) &&
    any('Fluorescence', g.Fluorescence) &&
    any('Lab', g.Lab) &&
    any('Location', g.Location) &&
    any('FancyColor', g.FancyColor) &&
    any('Process', g.Process) &&
    (f.HasImage == null || g.HasImage === f.HasImage) &&
    (!f.EyeClean || g.EyeClean === 'yes') &&
    (!f.NoBgm || g.Bgm === 'no' || (g.Bgm === null && g.Shade === 'none' && g.Milky === 'none')) &&
    (!f.NoBlackInclusion || ['none', 'BT0', 'BC0'].includes(g.BlackInclusion ?? '')) &&
    (f.WeightMin == null || g.Weight >= (f.WeightMin as number)) &&
    (f.WeightMax == null || g.Weight <= (f.WeightMax as number)) &&
    (f.PriceMin == null || cents >= toCents(f.PriceMin as number)) &&
    (f.PriceMax == null || cents <= toCents(f.PriceMax as number)) &&
    (!keyword || g.StockNo.startsWith(keyword) || (g.CertificateNo ?? '').startsWith(keyword))
  );
}

const sortKey: Record<(typeof SORT_FIELDS)[number], (g: Goods) => number | null> = {
  Price: (g) => g.Price,
  PricePerCarat: (g) => g.PricePerCarat,
  Weight: (g) => g.Weight,
  Color: (g) => (g.Color ? COLORS.indexOf(g.Color as never) : null),
  Clarity: (g) => (g.Clarity ? CLARITIES.indexOf(g.Clarity as never) : null),
  Discount: (g) => g.Discount,
  CreatedAt: (g) => g.Id,
};

test('every stone returned meets every filter, in order, and Total is the true count', async () => {
  let found = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...CALLS),
      filters,
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...SORT_FIELDS),
      fc.constantFrom('asc' as const, 'desc' as const),
      fc.integer({ min: 1, max: 2 }),
      fc.integer({ min: 1, max: 100 }),
      async (
        [path, categories, fields],
        randomFilter,
        chance,
        Field,
        Order,
        PageIndex,
        PageSize,
      ) => {
        // One run in ten keeps filters the category does not carry, to check they find nothing.
        const filter =
          chance === 0
            ? randomFilter
            : Object.fromEntries(
                Object.entries(randomFilter).filter(
                  ([key]) => fields.includes(key) || ALWAYS.includes(key),
                ),
              );
        const response = await server.post<GoodsPage>(
          `/api/Diamonds/${path}`,
          { ...filter, Sort: { Field, Order }, PageIndex, PageSize },
          { token },
        );
        expect(response.status).toBe(200);
        const expected = all.filter(
          (g) => categories.includes(g.Category) && g.Available && satisfies(g, filter),
        );
        const page = response.body.Data;
        expect(page.Total).toBe(expected.length);
        if (page.List.length) found++;
        expect(page.List.length).toBe(
          Math.max(0, Math.min(PageSize, expected.length - (PageIndex - 1) * PageSize)),
        );
        for (const g of page.List) expect(satisfies(g, filter), g.StockNo).toBe(true);
        const key = sortKey[Field];
        for (let i = 1; i < page.List.length; i++) {
          const [a, b] = [key(page.List[i - 1]!), key(page.List[i]!)];
          if (a == null || b == null) {
            expect(a == null && b != null, 'missing grades sort last').toBe(false);
            continue;
          }
          if (Order === 'asc') expect(a).toBeLessThanOrEqual(b);
          else expect(a).toBeGreaterThanOrEqual(b);
        }
      },
    ),
    { numRuns: 80 },
  );
  // The property means little if the random filters never found anything.
  expect(found).toBeGreaterThan(15);
}, 120_000);
