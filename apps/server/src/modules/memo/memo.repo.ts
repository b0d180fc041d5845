import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_MEMO_STATUSES, type MemoStatus } from '@facet/contract';
import type { DbOrTx } from '../../platform/db';
import { memoLimits, memoLines, memos } from './memo.table';

export type MemoRow = typeof memos.$inferSelect;
export type MemoLineRow = typeof memoLines.$inferSelect;
type NewMemo = typeof memos.$inferInsert;

/** A shipped memo past its due date with a stone still out (the database's clock). */
const overdue = () =>
  and(
    eq(memos.status, 'shipped'),
    sql`${memos.dueAt} <= now()`,
    sql`exists (select 1 from ${memoLines} where ${memoLines.memoId} = ${memos.id} and ${memoLines.outcome} = 'out')`,
  );

/** Lines a buyer still answers for: out with them, or sent back and not yet arrived. */
const atRisk = () =>
  or(
    eq(memoLines.outcome, 'out'),
    and(eq(memoLines.outcome, 'returned'), isNull(memoLines.receivedAt)),
  );

export const memoRepo = (db: DbOrTx) => ({
  async limitOf(userId: number): Promise<number | null> {
    const [row] = await db.select().from(memoLimits).where(eq(memoLimits.userId, userId));
    return row?.limitCents ?? null;
  },

  async limitsOf(userIds: number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows = await db.select().from(memoLimits).where(inArray(memoLimits.userId, userIds));
    return new Map(rows.map((r) => [r.userId, r.limitCents]));
  },

  async setLimit(userId: number, limitCents: number) {
    await db
      .insert(memoLimits)
      .values({ userId, limitCents })
      .onConflictDoUpdate({
        target: memoLimits.userId,
        set: { limitCents, updatedAt: sql`now()` },
      });
  },

  /** What the buyer's open memos put at their risk, in cents. */
  async exposureOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${memoLines.priceCents}), 0)::float8` })
      .from(memoLines)
      .innerJoin(memos, eq(memos.id, memoLines.memoId))
      .where(and(eq(memos.userId, userId), inArray(memos.status, [...OPEN_MEMO_STATUSES]), atRisk()));
    return Number(row?.cents ?? 0);
  }, // prettier-ignore

  async hasOverdue(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: memos.id })
      .from(memos)
      .where(and(eq(memos.userId, userId), overdue()))
      .limit(1);
    return Boolean(row);
  },

  async insert(memo: NewMemo, lines: { goodsId: number; priceCents: number }[]): Promise<MemoRow> {
    const [row] = await db.insert(memos).values(memo).returning();
    await db.insert(memoLines).values(lines.map((l) => ({ ...l, memoId: row!.id })));
    return row!;
  },

  /** The memo, locked for the caller's transaction when asked. */
  async byId(id: number, lock = false): Promise<MemoRow | null> {
    const query = db.select().from(memos).where(eq(memos.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async linesOf(memoIds: number[]): Promise<MemoLineRow[]> {
    if (!memoIds.length) return [];
    return db
      .select()
      .from(memoLines)
      .where(inArray(memoLines.memoId, memoIds))
      .orderBy(asc(memoLines.id));
  },

  /** A page of memos, newest first (the buyer's own when `userId` is given). */
  async page(filter: {
    userId?: number;
    status?: MemoStatus;
    overdue?: boolean;
    pageIndex: number;
    pageSize: number;
  }): Promise<{ rows: MemoRow[]; total: number }> {
    const where = and(
      filter.userId === undefined ? undefined : eq(memos.userId, filter.userId),
      filter.status === undefined ? undefined : eq(memos.status, filter.status),
      filter.overdue ? overdue() : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(memos)
        .where(where)
        .orderBy(desc(memos.id))
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(memos)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** Memos waiting for approval, and those overdue: the console's badges. */
  async counts(): Promise<{ requested: number; overdue: number }> {
    const [row] = await db
      .select({
        requested: sql<number>`(count(*) filter (where ${memos.status} = 'requested'))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdue()}))::int`,
      })
      .from(memos)
      .where(inArray(memos.status, ['requested', 'shipped']));
    return { requested: row?.requested ?? 0, overdue: row?.overdue ?? 0 };
  },

  async update(id: number, patch: Partial<NewMemo> & { dueInMs?: number }): Promise<MemoRow> {
    const { dueInMs, ...rest } = patch;
    const set: Record<string, unknown> = { ...rest };
    if (dueInMs !== undefined) {
      set.shippedAt = sql`now()`;
      set.dueAt = sql`now() + make_interval(secs => ${dueInMs / 1000}::double precision)`;
    }
    const [row] = await db.update(memos).set(set).where(eq(memos.id, id)).returning();
    return row!;
  },

  async updateLines(
    memoId: number,
    goodsIds: number[],
    patch: Partial<Pick<MemoLineRow, 'outcome' | 'returnTrackingNo' | 'orderId'>> & { received?: true }, // prettier-ignore
  ): Promise<MemoLineRow[]> {
    const { received, ...rest } = patch;
    const set: Record<string, SQL | unknown> = { ...rest };
    if (received) set.receivedAt = sql`now()`;
    return db
      .update(memoLines)
      .set(set)
      .where(and(eq(memoLines.memoId, memoId), inArray(memoLines.goodsId, goodsIds)))
      .returning();
  },

  /**
   * Shipped memos due within `days` with stones still out that have not had this reminder (or a
   * nearer one), marked as reminded; rows another instance is marking are skipped.
   */
  remindDue(days: number, limit: number): Promise<MemoRow[]> {
    const due = db
      .select({ id: memos.id })
      .from(memos)
      .where(
        and(
          eq(memos.status, 'shipped'),
          sql`${memos.dueAt} > now() and ${memos.dueAt} <= now() + make_interval(days => ${days})`,
          or(isNull(memos.remindedDays), sql`${memos.remindedDays} > ${days}`),
          sql`exists (select 1 from ${memoLines} where ${memoLines.memoId} = ${memos.id} and ${memoLines.outcome} = 'out')`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    return db.update(memos).set({ remindedDays: days }).where(inArray(memos.id, due)).returning();
  },
});
