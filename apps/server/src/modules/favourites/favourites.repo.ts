import { and, count, desc, eq, sql } from 'drizzle-orm';
import { anyOf, type DbOrTx, prepared } from '../../platform/db';
import { favourites } from './favourites.table';

export const favouritesRepo = (db: DbOrTx) => ({
  async collectedAmong(userId: number, goodsIds: number[]): Promise<Set<number>> {
    if (!goodsIds.length) return new Set();
    const rows = await collectedAmongStatement(db).execute({ userId, goodsIds });
    return new Set(rows.map((r) => r.goodsId));
  },

  async countOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    return row?.n ?? 0;
  },

  async add(userId: number, goodsId: number) {
    await db.insert(favourites).values({ userId, goodsId }).onConflictDoNothing();
  },

  async remove(userId: number, goodsId: number) {
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.goodsId, goodsId)));
  },

  /** Every good the buyer saved, newest first. */
  async idsOf(userId: number): Promise<number[]> {
    const rows = await db
      .select({ goodsId: favourites.goodsId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.goodsId));
    return rows.map((r) => r.goodsId);
  },
});

// Hearts on every result page: one round trip, parsed once per connection.
const collectedAmongStatement = prepared((db) =>
  db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(
      and(eq(favourites.userId, sql.placeholder('userId')), anyOf(favourites.goodsId, 'goodsIds')),
    )
    .prepare('collected_among'),
);
