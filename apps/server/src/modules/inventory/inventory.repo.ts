import { and, asc, count, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { GoodsRow } from '../catalogue/goods.service';
import { goods, listPrices } from './inventory.table';

export type NewGoods = typeof goods.$inferInsert;
/** One band of the house list-price grid. */
export type ListPriceRow = typeof listPrices.$inferInsert;

// Everything a stock line may change; identity, creation time and generated columns stay.
const UPSERT_SET = Object.fromEntries(
  Object.entries(getTableColumns(goods))
    .filter(
      ([key]) => !['id', 'stockNo', 'createdAt', 'listed', 'hasImage', 'hasVideo'].includes(key),
    )
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

export const inventoryRepo = (db: DbOrTx) => ({
  /** Inserts or updates by stock number; tells which rows were new. */
  async upsert(rows: NewGoods[]): Promise<{ id: number; stockNo: string; created: boolean }[]> {
    if (!rows.length) return [];
    return db
      .insert(goods)
      .values(rows)
      .onConflictDoUpdate({ target: goods.stockNo, set: { ...UPSERT_SET, updatedAt: sql`now()` } })
      .returning({ id: goods.id, stockNo: goods.stockNo, created: sql<boolean>`(xmax = 0)` });
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
