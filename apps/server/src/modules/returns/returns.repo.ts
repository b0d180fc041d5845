import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@facet/contract';
import { textArray, type DbOrTx } from '../../platform/db';
import { returns } from './returns.table';

export type ReturnRow = typeof returns.$inferSelect;
type NewReturn = typeof returns.$inferInsert;

export const returnsRepo = (db: DbOrTx) => ({
  async insert(row: NewReturn): Promise<ReturnRow> {
    const [inserted] = await db.insert(returns).values(row).returning();
    return inserted!;
  },

  async byId(id: number, lock = false): Promise<ReturnRow | null> {
    const query = db.select().from(returns).where(eq(returns.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** The order lines already claimed by a return of this order that was not declined. */
  async claimedLines(orderId: number): Promise<Set<number>> {
    const rows = await db
      .select({ lines: returns.lines })
      .from(returns)
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'declined')));
    return new Set(rows.flatMap((r) => r.lines.map((l) => l.orderLineId)));
  },

  async update(id: number, patch: Partial<NewReturn>): Promise<ReturnRow> {
    const [row] = await db
      .update(returns)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(returns.id, id))
      .returning();
    return row!;
  },

  async page(filter: { userId?: number; orderId?: number; status?: ReturnStatus; pageIndex: number; pageSize: number }) {
    const where = and(
      filter.userId === undefined ? undefined : eq(returns.userId, filter.userId),
      filter.orderId === undefined ? undefined : eq(returns.orderId, filter.orderId),
      filter.status === undefined ? undefined : eq(returns.status, filter.status),
    );
    const [rows, [count]] = await Promise.all([
      db.select().from(returns).where(where).orderBy(desc(returns.id)).limit(filter.pageSize).offset((filter.pageIndex - 1) * filter.pageSize), // prettier-ignore
      db.select({ n: sql<number>`count(*)::int` }).from(returns).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }, // prettier-ignore

  /** Returns waiting for a clerk: asked for, or arrived and not yet refunded. */
  async countWaiting(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(returns)
      .where(inArray(returns.status, ['requested', 'received']));
    return row?.n ?? 0;
  },

  /** The pictures returns still show, so the sweep of unreferenced uploads keeps them. */
  async filesReferenced(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await db
      .select({ pictures: returns.pictures })
      .from(returns)
      .where(sql`${returns.pictures} ?| ${textArray(ids)}`);
    return rows.flatMap((row) => row.pictures);
  },
});
