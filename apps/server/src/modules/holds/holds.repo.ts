import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { anyOf, type DbOrTx, prepared } from '../../platform/db';
import { holds, type HoldEnding } from './holds.table';

export type HoldRow = typeof holds.$inferSelect;

const millis = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;

/** A hold that has neither ended nor run out: the ones that keep a stone from others. */
const inForce = () => and(isNull(holds.endedAt), gt(holds.expiresAt, sql`now()`));

// Asked for every result page and stone: one round trip, parsed once per connection.
const inForceOnStatement = prepared((db) =>
  db
    .select()
    .from(holds)
    .where(and(anyOf(holds.goodsId, 'goodsIds'), inForce()))
    .prepare('holds_in_force_on'),
);

/** Whether another buyer than `userId` holds one of these goods now: a boolean expression. */
export const heldByOthers = (goodsIds: number[], userId: number) =>
  sql`exists (select 1 from ${holds} where ${inArray(holds.goodsId, goodsIds)} and ${inForce()} and ${holds.userId} <> ${userId})`;

/**
 * Ends, by `order`, every hold on these goods not yet ended: the buyer's own in force, and any
 * that ran out and the sweep has not reached (its holder must not be told the stone is on sale
 * again). An update with no `with` of its own, so an order can send it as a part of its statement.
 */
export const endOpenOn = (goodsIds: number[]) =>
  sql`update ${holds} set ended_at = now(), ended_by = 'order' where ${inArray(holds.goodsId, goodsIds)} and ended_at is null`;

export const holdsRepo = (db: DbOrTx) => ({
  /** The holds in force on these goods, by good. */
  async inForceOn(goodsIds: number[]): Promise<Map<number, HoldRow>> {
    if (!goodsIds.length) return new Map();
    const rows = await inForceOnStatement(db).execute({ goodsIds });
    return new Map(rows.map((row) => [row.goodsId, row]));
  },

  /**
   * A sale of these goods to `userId`, in one statement: unless another buyer holds one of them
   * (then nothing changes and the answer is `held`), every hold on them not yet ended ends, by
   * `order` — the buyer's own in force, and any that ran out and the sweep has not reached (its
   * holder must not be told the stone is on sale again). Run under the goods' row locks.
   */
  async endForSale(goodsIds: number[], userId: number): Promise<'held' | 'ended'> {
    if (!goodsIds.length) return 'ended';
    // A data-modifying CTE runs whether or not the final select reads it.
    const result = (await db.execute(sql`
      with held as (select ${heldByOthers(goodsIds, userId)} as held),
      ended as (${endOpenOn(goodsIds)} and not (select held from held))
      select held from held
    `)) as unknown as { rows: { held: boolean }[] };
    return result.rows[0]!.held ? 'held' : 'ended';
  },

  /** The buyer's holds in force, the soonest to end first. */
  inForceOf(userId: number): Promise<HoldRow[]> {
    return db
      .select()
      .from(holds)
      .where(and(eq(holds.userId, userId), inForce()))
      .orderBy(asc(holds.expiresAt), asc(holds.id));
  },

  async countInForceOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(holds)
      .where(and(eq(holds.userId, userId), inForce()));
    return row?.n ?? 0;
  },

  /** Every hold in force (the back office's list), the soonest to end first. */
  allInForce(): Promise<HoldRow[]> {
    return db.select().from(holds).where(inForce()).orderBy(asc(holds.expiresAt), asc(holds.id));
  },

  /** The hold if it is in force; locked for the caller's transaction unless told not to. */
  async currentById(holdId: number, lock = true): Promise<HoldRow | null> {
    const query = db
      .select()
      .from(holds)
      .where(and(eq(holds.id, holdId), inForce()));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Times are the database's clock, the one every instance's sweep compares with. */
  /**
   * How long this buyer has held this stone over the last seven days, in milliseconds: each
   * hold from its start to its end, or to now for one that ran out unswept.
   */
  async heldMsThisWeek(userId: number, goodsId: number): Promise<number> {
    const [row] = await db
      .select({
        ms: sql<number>`coalesce(sum(extract(epoch from (coalesce(${holds.endedAt}, least(${holds.expiresAt}, now())) - ${holds.createdAt}))), 0)::float8 * 1000`,
      })
      .from(holds)
      .where(
        and(
          eq(holds.userId, userId),
          eq(holds.goodsId, goodsId),
          gt(holds.createdAt, sql`now() - interval '7 days'`),
        ),
      );
    return Number(row?.ms ?? 0);
  },

  async insert(goodsId: number, userId: number, durationMs: number): Promise<HoldRow> {
    const [row] = await db
      .insert(holds)
      .values({ goodsId, userId, expiresAt: sql`now() + ${millis(durationMs)}` })
      .returning();
    return row!;
  },

  /** Ends the hold if it is still current; returns it as it ended, or null if it had. */
  async end(holdId: number, by: HoldEnding): Promise<HoldRow | null> {
    const [row] = await db
      .update(holds)
      .set({ endedAt: sql`now()`, endedBy: by })
      .where(and(eq(holds.id, holdId), isNull(holds.endedAt)))
      .returning();
    return row ?? null;
  },

  /** Moves the end to `ms` from now, never earlier than it was. */
  async extendFromNow(holdId: number, ms: number): Promise<HoldRow | null> {
    const [row] = await db
      .update(holds)
      .set({ expiresAt: sql`greatest(${holds.expiresAt}, now() + ${millis(ms)})`, warnedAt: null })
      .where(and(eq(holds.id, holdId), inForce()))
      .returning();
    return row ?? null;
  },

  /** Moves the end to the hold's start plus `maxMs`, never earlier than it was. */
  async extendToMost(holdId: number, maxMs: number): Promise<HoldRow | null> {
    const [row] = await db
      .update(holds)
      .set({
        expiresAt: sql`greatest(${holds.expiresAt}, ${holds.createdAt} + ${millis(maxMs)})`,
        warnedAt: null,
      }) // prettier-ignore
      .where(and(eq(holds.id, holdId), inForce()))
      .returning();
    return row ?? null;
  },

  /**
   * Ends up to `limit` holds that have run out and returns them. Rows another instance is
   * ending at this moment are skipped, not waited for: several instances sweep side by side
   * and each hold ends once.
   */
  async endRunOut(limit: number, goodsId?: number): Promise<HoldRow[]> {
    const due = db
      .select({ id: holds.id })
      .from(holds)
      .where(
        and(
          isNull(holds.endedAt),
          lte(holds.expiresAt, sql`now()`),
          goodsId === undefined ? undefined : eq(holds.goodsId, goodsId),
        ),
      )
      .orderBy(asc(holds.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(holds)
      .set({ endedAt: sql`now()`, endedBy: 'expiry' })
      .where(and(inArray(holds.id, due), isNull(holds.endedAt)))
      .returning();
  },

  /**
   * Marks up to `limit` holds that end within `warnMs` as warned, and returns them: holds still
   * in force, not warned yet, and longer than the warning (a hold made for less is not warned
   * the moment it starts). Rows another instance is marking are skipped.
   */
  async warnEnding(limit: number, warnMs: number): Promise<HoldRow[]> {
    const due = db
      .select({ id: holds.id })
      .from(holds)
      .where(
        and(
          inForce(),
          isNull(holds.warnedAt),
          lte(holds.expiresAt, sql`now() + ${millis(warnMs)}`),
          sql`${holds.expiresAt} - ${holds.createdAt} > ${millis(warnMs)}`,
        ),
      )
      .orderBy(asc(holds.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(holds)
      .set({ warnedAt: sql`now()` })
      .where(and(inArray(holds.id, due), isNull(holds.warnedAt)))
      .returning();
  },
});
