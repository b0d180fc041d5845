import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { SORT_FIELDS, type Category, type GoodsFilter } from '@facet/contract';
import { seedInventory } from '../../../demo/seeding';
import { startTestServer, type TestServer } from '../../../test/harness';
import { goods } from '../../inventory/inventory.table';
import type { StockIndex } from './index';
import { loadStockIndexByCopy } from './copy';
import { indexOfGoods } from './sync';

// The fast start (binary COPY, orders from packed-key sorts) must build the very index the
// row-by-row path builds: the same answers, pages and counts for every sort, both directions.

let server: TestServer;
let viaCopy: StockIndex;
let viaRows: StockIndex;

beforeAll(async () => {
  server = await startTestServer();
  await seedInventory(server.db, { stones: 3000, seed: 7 });
  // Some stones taken off the market: the copy reads only what is on sale.
  await server.db.update(goods).set({ onMarket: false }).where(eq(goods.id, 11));
  viaCopy = await server.deps.database.readSnapshot(loadStockIndexByCopy);
  const ids = (await server.db.select({ id: goods.id }).from(goods)).map((row) => row.id);
  viaRows = await indexOfGoods(server.db, ids);
}, 120_000);
afterAll(() => server?.close());

const SCOPES: Category[][] = [
  ['natural-white'],
  ['lab-white'],
  ['natural-fancy', 'lab-fancy'],
  ['parcel'],
  ['seed'],
  ['rough'],
];
const FILTERS: Partial<GoodsFilter>[] = [{}, { WeightMin: 0.5, WeightMax: 2 }, { Color: ['D', 'E', 'F'] }, { EyeClean: true, NoBgm: true }]; // prettier-ignore

test.each(SCOPES.map((scope) => [scope.join('+'), scope] as const))(
  '%s: every sort, both directions, several pages and filters give the same answer',
  (_name, scope) => {
    let compared = 0;
    for (const filter of FILTERS) {
      for (const field of [undefined, ...SORT_FIELDS]) {
        for (const order of ['asc', 'desc'] as const) {
          for (const PageIndex of [1, 2, 7]) {
            const sort = field && { Field: field, Order: order };
            const page = { PageIndex, PageSize: 40 };
            const copied = viaCopy.query(scope, filter, sort, page)!;
            const read = viaRows.query(scope, filter, sort, page)!;
            expect(copied, JSON.stringify({ filter, sort, PageIndex })).toEqual(read);
            compared += copied.ids.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  },
);

test('nothing off the market is read', () => {
  const everything = viaCopy.query(['natural-white', 'lab-white', 'natural-fancy', 'lab-fancy', 'parcel', 'seed', 'rough'], {}, undefined, { PageIndex: 1, PageSize: 100 })!; // prettier-ignore
  expect(everything.total).toBe(viaRows.query(['natural-white', 'lab-white', 'natural-fancy', 'lab-fancy', 'parcel', 'seed', 'rough'], {}, undefined, { PageIndex: 1, PageSize: 100 })!.total); // prettier-ignore
  expect(viaCopy.goodsOnSale()).toBe(everything.total);
});
