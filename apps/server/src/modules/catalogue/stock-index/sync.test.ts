import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import {
  CLARITIES,
  COLORS,
  FINISH_GRADES,
  LABS,
  SHAPES,
  SORT_FIELDS,
  type Category,
  type GoodsFilter,
  type GoodsQueryPage,
} from '@facet/contract';
import { startTestServer, type TestServer } from '../../../test/harness';
import { seedInventory } from '../../../demo/seeding';
import { goodsRepo } from '../goods.repo';
import { goodsService } from '../goods.service';
import { goods } from '../../inventory/inventory.table';
import { POOL_CONNECTIONS } from '../../../platform/db';
import { readLayoutSnapshot, writeLayoutSnapshot, type LayoutSnapshot } from './snapshot-file';

// The stock index on a real database (PGlite, or PostgreSQL with DATABASE_URL): it answers
// exactly as the database's own query does, and follows every write at once — whoever makes
// it, this instance or another.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.newUser()).token;
  await seedInventory(server.db, { stones: 3000, seed: 7 });
}, 120_000);
afterAll(() => server?.close());

const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, { arbitrary, weight: 1 });
const some = <T>(values: readonly T[]) =>
  sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 5 }));
const filters = fc
  .record({
    Shape: some(SHAPES),
    Color: some(COLORS),
    Clarity: some(CLARITIES),
    Cut: some(FINISH_GRADES),
    Lab: some(LABS),
    HasImage: sometimes(fc.boolean()),
    WeightMin: sometimes(fc.constantFrom(0.3, 0.5, 1, 1.01)),
    WeightMax: sometimes(fc.constantFrom(0.7, 1.5, 3)),
    PriceMax: sometimes(fc.constantFrom(1_500, 4_000.5, 12_000)),
    TableMin: sometimes(fc.constantFrom(55, 57.5)),
  })
  .map(
    (f) =>
      Object.fromEntries(
        Object.entries(f).filter(([, v]) => v !== undefined),
      ) as Partial<GoodsFilter>,
  )
  .filter((f) => !(f.WeightMin != null && f.WeightMax != null && f.WeightMin > f.WeightMax));
const scopes = fc.constantFrom<Category[][]>(
  ['natural-white'],
  ['lab-white'],
  ['natural-fancy', 'lab-fancy'],
  ['parcel'],
  ['rough'],
  ['seed'],
);

/** The three cheapest natural stones, as a buyer asks for them. */
const cheapest = async () =>
  (
    await server.post<GoodsQueryPage>(
      '/api/Diamonds/DiamandsQuery',
      { Sort: { Field: 'Price', Order: 'asc' }, PageSize: 3 },
      { token },
    )
  ).body.Data;

/** A natural round stone written straight to the database, at `cents` a carat. */
const stone = (stockNo: string, cents: number) => sql`
  insert into goods (category, stock_no, shape, weight, color, color_rank, clarity,
    clarity_rank, pricing_basis, price_per_carat_cents, price_cents)
  values ('natural-white', ${stockNo}, 'round', 1, 'D', 0, 'IF', 1, 'weight', ${cents}, ${cents})`;

describe('the stock index', () => {
  test('gives the page and the count the database gives, for any query', async () => {
    const service = goodsService({
      db: server.db,
      database: server.deps.database,
      config: server.deps.config,
    });
    await service.stockIndexReady();
    const repo = goodsRepo(server.db);
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        scopes,
        filters,
        fc.option(
          fc.record({
            Field: fc.constantFrom(...SORT_FIELDS),
            Order: fc.constantFrom('asc' as const, 'desc' as const),
          }),
          { nil: undefined },
        ),
        fc.record({
          PageIndex: fc.integer({ min: 1, max: 3 }),
          PageSize: fc.integer({ min: 1, max: 60 }),
        }),
        async (categories, filter, sort, page) => {
          const scope = { categories, market: 'listed' as const };
          const fromIndex = await service.query(scope, filter, sort, page);
          const fromDatabase = await repo.queryGoods(scope, filter, sort, page);
          expect(fromIndex.facets, 'answered by the index').toBeDefined();
          expect(fromIndex.total).toBe(fromDatabase.total);
          expect(fromIndex.rows.map((r) => r.id)).toEqual(fromDatabase.rows.map((r) => r.id));
          if (fromIndex.rows.length > 1) found++;
        },
      ),
      { numRuns: 150 },
    );
    expect(found).toBeGreaterThan(40);
  }, 120_000);

  test('a process started from another’s layout reads every change made since from the log', async () => {
    const { db, deps } = server;
    // The host's first process reads the stock and gives its layout to the others.
    let given: LayoutSnapshot | undefined;
    const first = goodsService({
      db,
      database: deps.database,
      config: deps.config,
      sharedIndex: { take: async () => undefined, give: (loaded) => (given = loaded) },
    });
    await first.stockIndexReady();
    expect(given, 'the layout given').toBeDefined();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'facet-layout-')), 'index.bin');
    writeLayoutSnapshot(file, given!);

    // Then stock changes before the next process starts: a new stone, one sold, one re-priced.
    const scope = { categories: ['natural-white' as const], market: 'listed' as const };
    const byPrice = { Field: 'Price' as const, Order: 'asc' as const };
    const [sold, repriced] = (await first.query(scope, {}, byPrice, { PageIndex: 1, PageSize: 2 })).rows; // prettier-ignore
    await db.execute(stone('NW-AFTER-LAYOUT', 2));
    await db.update(goods).set({ stock: 0 }).where(eq(goods.id, sold!.id));
    await db.update(goods).set({ priceCents: 1, pricePerCaratCents: 1 }).where(eq(goods.id, repriced!.id)); // prettier-ignore

    let taken = 0;
    const second = goodsService({
      db,
      database: deps.database,
      config: deps.config,
      sharedIndex: {
        take: async () => (taken++, readLayoutSnapshot(file)),
        give: () => expect.unreachable('the second process reads no stock of its own'),
      },
    });
    await second.stockIndexReady();
    expect(taken).toBe(1);
    const repo = goodsRepo(db);
    for (const sort of [byPrice, undefined, { Field: 'Weight' as const, Order: 'desc' as const }]) {
      const page = { PageIndex: 1, PageSize: 30 };
      const fromLayout = await second.query(scope, {}, sort, page);
      const fromDatabase = await repo.queryGoods(scope, {}, sort, page);
      expect(fromLayout.facets, 'answered by the index').toBeDefined();
      expect(fromLayout.total).toBe(fromDatabase.total);
      expect(fromLayout.rows.map((r) => r.id)).toEqual(fromDatabase.rows.map((r) => r.id));
    }
    const cheapestNow = await second.query(scope, {}, byPrice, { PageIndex: 1, PageSize: 2 });
    expect(cheapestNow.rows.map((r) => r.id)).toEqual([repriced!.id, cheapestNow.rows[1]!.id]);
    expect(cheapestNow.rows[1]!.stockNo).toBe('NW-AFTER-LAYOUT');

    // A file that is not a layout is refused (the process then reads its own).
    const other = path.join(path.dirname(file), 'other.bin');
    const header = Buffer.from(JSON.stringify({ magic: 'another-file' }));
    const lead = Buffer.alloc(8);
    lead.writeUInt32LE(header.length);
    writeFileSync(other, Buffer.concat([lead, header]));
    expect(() => readLayoutSnapshot(other)).toThrow(/not a stock index snapshot/);
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  test('follows writes made straight to the database: new prices, sold, deleted, new goods', async () => {
    const before = await cheapest();
    expect(before.Facets?.Color, 'answered by the index').toBeDefined();
    const [first, second, third] = before.List;

    // As another instance, or a clerk's tool, would: no call through this server.
    await server.db
      .update(goods)
      .set({ priceCents: 999_999_999, pricePerCaratCents: 999_999_999 })
      .where(eq(goods.id, first!.Id));
    await server.db.update(goods).set({ stock: 0 }).where(eq(goods.id, second!.Id));
    await server.db.delete(goods).where(eq(goods.id, third!.Id));
    const after = await cheapest();
    expect(after.Total).toBe(before.Total - 2);
    expect(after.List.map((g) => g.Id)).not.toContain(first!.Id);
    expect(after.List.map((g) => g.Id)).not.toContain(second!.Id);
    expect(after.List.map((g) => g.Id)).not.toContain(third!.Id);

    // A new stone, cheaper than all: first at once; then the whole stock goes and comes back.
    await server.db.execute(stone('NW-INDEX-1', 1));
    const added = await cheapest();
    expect(added.Total).toBe(after.Total + 1);
    expect(added.List[0]!.StockNo).toBe('NW-INDEX-1');
    expect(added.Facets?.Color.D).toBeGreaterThan(0);

    await server.db.execute(sql`truncate goods cascade`);
    expect((await cheapest()).Total).toBe(0);
    await seedInventory(server.db, { stones: 500, seed: 8 });
    const [counted] = await server.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from goods where listed and category = 'natural-white'`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    await expect.poll(async () => (await cheapest()).Facets).toBeDefined();
    expect((await cheapest()).Total).toBe(counted!.n);
  });

  test('reads what a transaction open across many looks wrote once it commits, and the rest at once', async () => {
    const before = await cheapest();
    // A long import, as another instance runs it: its own connection, its transaction open
    // while buyers search and orders commit beside it. The embedded database runs one
    // transaction at a time, so there it commits before the next write.
    const importer = server.databaseUrl
      ? new pg.Client({ connectionString: server.databaseUrl })
      : undefined;
    await importer?.connect();
    try {
      await importer?.query('begin');
      await importer?.query(
        `insert into goods (category, stock_no, shape, weight, color, color_rank, clarity,
          clarity_rank, pricing_basis, price_per_carat_cents, price_cents)
        values ('natural-white', 'NW-LONG-IMPORT', 'round', 1, 'D', 0, 'IF', 1, 'weight', 2, 2)`,
      );
      await server.db.execute(stone('NW-SHORT-ORDER', 3));
      for (let look = 0; look < 3; look++) {
        const during = await cheapest();
        expect(during.List.map((g) => g.StockNo)).toContain('NW-SHORT-ORDER');
        if (importer) {
          expect(during.Total).toBe(before.Total + 1);
          expect(during.List.map((g) => g.StockNo)).not.toContain('NW-LONG-IMPORT');
        }
      }
      if (importer) await importer.query('commit');
      else await server.db.execute(stone('NW-LONG-IMPORT', 2));
    } finally {
      await importer?.end();
    }
    const after = await cheapest();
    expect(after.Total).toBe(before.Total + 2);
    expect(after.List.slice(0, 2).map((g) => g.StockNo)).toEqual([
      'NW-LONG-IMPORT',
      'NW-SHORT-ORDER',
    ]);
  });

  test('answers a buyer while every connection of the main pool waits inside a transaction', async () => {
    // An import and a burst of orders hold their connections between statements. The session,
    // the look at the change log, the page's rows, hearts and holds go on connections of their
    // own (db.ts, `reads`): the search is answered, not told to come back after the pool's wait.
    // The embedded database has one connection for everything, which a transaction holds
    // whole: there nothing is held here and the search is simply answered.
    await server.db.execute(stone('NW-WHILE-HELD', 1));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    const holders = Array.from({ length: server.databaseUrl ? POOL_CONNECTIONS : 0 }, () =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding++;
        await released;
      }),
    );
    try {
      while (holding < holders.length) await new Promise((resolve) => setTimeout(resolve, 10));
      const page = await server.post<GoodsQueryPage>(
        '/api/Diamonds/DiamandsQuery',
        { Sort: { Field: 'Price', Order: 'asc' }, PageSize: 3 },
        { token },
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.Data.List[0]?.StockNo).toBe('NW-WHILE-HELD');
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
