import { and, asc, count, eq, getTableColumns, gte, is, lte, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import type { GoodsRow } from '../catalogue/goods.service';
import { goods, listPrices } from './inventory.table';

export type NewGoods = typeof goods.$inferInsert;
/** One band of the house list-price grid. */
export type ListPriceRow = typeof listPrices.$inferInsert;

// What a stock line writes: every column but the identity, the generated ones and the times.
const UPSERTED = Object.entries(getTableColumns(goods)).filter(
  ([key, column]) => !column.generated && !['id', 'createdAt', 'updatedAt'].includes(key),
) as [keyof NewGoods, AnyPgColumn][];
/**
 * A column's value for a row that leaves it out: its default, as the insert would take it (the
 * pictures' empty lists are SQL in the table).
 */
const LEFT_OUT = new Map(
  UPSERTED.filter(([, column]) => column.hasDefault).map(([key, column]) => {
    if (!is(column.default, SQL)) return [key, column.default];
    if (column.columnType === 'PgArray') return [key, []];
    throw new Error(`goods.${key}: say what an upsert writes when a row leaves it out`);
  }),
);
const UPSERTED_NAMES = sql.raw(UPSERTED.map(([, column]) => `"${column.name}"`).join(', '));
// ...and what it may change in a stone already stocked: all of that but the stock number.
const UPSERT_ASSIGNMENTS = sql.raw(
  UPSERTED.filter(([key]) => key !== 'stockNo')
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(', '),
);

export const inventoryRepo = (db: DbOrTx) => ({
  /**
   * Inserts or updates by stock number; tells which rows were new. The rows go as one JSON
   * parameter read by the database into rows of the table, so the statement is the same text
   * whatever the batch: building thousands of parameters took the query builder a third of a
   * millisecond a stone, with the instance's other requests waiting.
   */
  async upsert(rows: NewGoods[]): Promise<{ id: number; stockNo: string; created: boolean }[]> {
    if (!rows.length) return [];
    const asRecords = rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of UPSERTED) {
        record[column.name] = row[key] === undefined ? (LEFT_OUT.get(key) ?? null) : row[key];
      }
      return record;
    });
    const { rows: written } = (await db.execute(
      sql`insert into ${goods} (${UPSERTED_NAMES}) select ${UPSERTED_NAMES} from jsonb_populate_recordset(null::goods, ${JSON.stringify(asRecords)}::jsonb) on conflict (stock_no) do update set ${UPSERT_ASSIGNMENTS}, updated_at = now() returning id, stock_no, (xmax = 0) as created`,
    )) as unknown as { rows: { id: number; stock_no: string; created: boolean }[] };
    return written.map((row) => ({ id: row.id, stockNo: row.stock_no, created: row.created }));
  },

  async insertOne(row: NewGoods): Promise<GoodsRow> {
    const [inserted] = await db.insert(goods).values(row).returning();
    return inserted!;
  },

  async insertMany(rows: NewGoods[]) {
    if (rows.length) await db.insert(goods).values(rows);
  },

  async update(id: number, patch: Partial<NewGoods>): Promise<GoodsRow | undefined> {
    const [row] = await db
      .update(goods)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(goods.id, id))
      .returning();
    return row;
  },

  async countGoods() {
    const [row] = await db.select({ n: count() }).from(goods);
    return row?.n ?? 0;
  },

  /**
   * Takes `quantity` off the shelf if it is still there and on the market: a conditional
   * update, so of two orders for the last piece exactly one succeeds. Returns the good as it
   * is after, or null when there was not enough.
   */
  async take(goodsId: number, quantity: number): Promise<GoodsRow | null> {
    const [after] = await db
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
  async lockForHold(goodsId: number): Promise<GoodsRow | null> {
    const [row] = await db.select().from(goods).where(eq(goods.id, goodsId)).for('update');
    return row ?? null;
  },

  /** Puts back what was taken (a cancelled or rejected order). */
  async release(taken: { goodsId: number; quantity: number }[]) {
    // The same lock order as taking: two releases never wait on each other.
    const ordered = [...taken].sort((a, b) => a.goodsId - b.goodsId);
    for (const { goodsId, quantity } of ordered) {
      if (quantity <= 0) continue;
      await db
        .update(goods)
        .set({ stock: sql`${goods.stock} + ${quantity}`, updatedAt: new Date() })
        .where(eq(goods.id, goodsId));
    }
  },

  /** The house list-price grid, band by band. */
  async listPriceGrid() {
    return db
      .select()
      .from(listPrices)
      .orderBy(
        asc(listPrices.shapeGroup),
        asc(listPrices.weightFromMct),
        asc(listPrices.color),
        asc(listPrices.clarity),
      );
  },

  /** The house list price per carat for a stone, or nothing outside the grid. */
  async listPrice(shapeGroup: string, weightMct: number, color: string, clarity: string) {
    const [row] = await db
      .select({ priceCents: listPrices.priceCents })
      .from(listPrices)
      .where(
        and(
          eq(listPrices.shapeGroup, shapeGroup as 'round' | 'fancy'),
          eq(listPrices.color, color),
          eq(listPrices.clarity, clarity),
          lte(listPrices.weightFromMct, weightMct),
          gte(listPrices.weightToMct, weightMct),
        ),
      );
    return row?.priceCents ?? null;
  },

  async countListPrices() {
    const [row] = await db.select({ n: count() }).from(listPrices);
    return row?.n ?? 0;
  },

  async replaceListPrices(rows: ListPriceRow[]) {
    await db.delete(listPrices);
    for (let i = 0; i < rows.length; i += 2000) {
      await db.insert(listPrices).values(rows.slice(i, i + 2000));
    }
  },

  /**
   * Re-prices every stone sold by discount from the current grid: list price, price per carat
   * and the stone's price, in one statement. Stones outside the grid keep their list price.
   */
  async repriceByDiscount(): Promise<number> {
    const result = await db.execute(sql`
      update goods g set
        list_price_cents = lp.price_cents,
        price_per_carat_cents = round(lp.price_cents * (10000 + g.discount_bp) / 10000.0),
        price_cents = case when g.category = 'parcel'
          then round(lp.price_cents * (10000 + g.discount_bp) / 10000.0)
          else round(round(lp.price_cents * (10000 + g.discount_bp) / 10000.0) * g.weight) end,
        updated_at = now()
      from list_prices lp
      where g.pricing_basis = 'discount'
        and lp.shape_group = case when g.shape = 'round' then 'round' else 'fancy' end
        and lp.color = g.color and lp.clarity = g.clarity
        and round(g.weight * 1000) between lp.weight_from_mct and lp.weight_to_mct`);
    return (
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0
    );
  },
});

export type InventoryRepo = ReturnType<typeof inventoryRepo>;
