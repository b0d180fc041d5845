import { and, asc, desc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  OFFER_GROUP_STATUSES,
  OFFER_GROUPS,
  WAITING_OFFER_STATUSES,
  type OfferGroup,
  type OfferStatus,
} from '@facet/contract';

const isOfferGroup = (value: string): value is OfferGroup =>
  (OFFER_GROUPS as readonly string[]).includes(value);
import type { DbOrTx } from '../../platform/db';
import { offers, type OfferStepRow } from './offers.table';

export type OfferRow = typeof offers.$inferSelect;

const millis = (ms: number) => sql`make_interval(secs => ${ms / 1000}::double precision)`;
const waiting = () => inArray(offers.status, [...WAITING_OFFER_STATUSES]);

/**
 * The status a reader is told: a waiting offer whose time is up is expired at once, whether or
 * not the sweep has reached it (the database's clock, the one every instance compares with).
 */
const shownStatus = sql<OfferStatus>`(case when ${offers.status} in ('open', 'countered') and ${offers.expiresAt} <= now() then 'expired' else ${offers.status} end)`;
/** An offer still waiting for an answer, its time not up. */
const inTime = () => and(waiting(), sql`${offers.expiresAt} > now()`);
/** An accepted offer whose price still stands: in time, not yet bought. */
const agreedNow = () =>
  and(eq(offers.status, 'accepted'), sql`${offers.expiresAt} > now()`, isNull(offers.orderId));

/**
 * The price per carat agreed with a buyer for a stone while it stands (the newest accepted
 * offer), as a column of another module's query — the cart reads it with its lines.
 */
export function agreedCentsOf(userId: SQLWrapper, goodsId: SQLWrapper): SQL<number | null> {
  const newest = sql`(select ${offers.agreedCents} from ${offers}
    where ${offers.userId} = ${userId} and ${offers.goodsId} = ${goodsId} and ${agreedNow()}
    order by ${offers.id} desc limit 1)`;
  return newest.mapWith(Number);
}

/** One step appended to the history, in the statement that makes the move. */
const appended = (step: OfferStepRow) =>
  sql`${offers.history} || jsonb_build_array(jsonb_build_object('at', now(), 'by', ${step.by}::text, 'action', ${step.action}::text, 'staffId', ${step.staffId ?? null}::integer, 'pricePerCaratCents', ${step.pricePerCaratCents}::bigint, 'note', ${step.note}::text))`;

export type OfferChange = {
  status: OfferStatus;
  step: OfferStepRow;
  counterCents?: number;
  agreedCents?: number;
  /** The offer's new end, from now. */
  expiresInMs?: number;
};

export type OfferSort = 'expiry' | 'below' | 'newest';

export const offersRepo = (db: DbOrTx) => ({
  async insert(values: {
    goodsId: number;
    userId: number;
    offerCents: number;
    priceCents: number;
    note: string;
    waitMs: number;
  }): Promise<OfferRow> {
    const { waitMs, ...rest } = values;
    const [row] = await db
      .insert(offers)
      .values({
        ...rest,
        history: sql`jsonb_build_array(jsonb_build_object('at', now(), 'by', 'buyer', 'action', 'make', 'pricePerCaratCents', ${values.offerCents}::bigint, 'note', ${values.note}::text))`,
        expiresAt: sql`now() + ${millis(waitMs)}`,
      })
      .returning();
    return row!;
  },

  /** The offer with whether its time is up, locked for the caller's transaction when asked. */
  async byId(id: number, lock = false): Promise<(OfferRow & { due: boolean }) | null> {
    const query = db
      .select({ offer: offers, due: sql<boolean>`${offers.expiresAt} <= now()` })
      .from(offers)
      .where(eq(offers.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ? { ...row.offer, due: row.due } : null;
  },

  /** Makes a move: the new status, prices and end, and its step in the history. */
  async change(id: number, change: OfferChange): Promise<OfferRow> {
    const [row] = await db
      .update(offers)
      .set({
        status: change.status,
        history: appended(change.step),
        ...(change.counterCents === undefined ? {} : { counterCents: change.counterCents }),
        ...(change.agreedCents === undefined ? {} : { agreedCents: change.agreedCents }),
        ...(change.expiresInMs === undefined
          ? {}
          : { expiresAt: sql`now() + ${millis(change.expiresInMs)}` }),
      })
      .where(eq(offers.id, id))
      .returning();
    return row!;
  },

  /** The buyer's waiting offer on this stone, its time not up. */
  async waitingOn(userId: number, goodsId: number): Promise<OfferRow | null> {
    const [row] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.userId, userId), eq(offers.goodsId, goodsId), inTime()));
    return row ?? null;
  },

  async countWaitingOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.userId, userId), inTime()));
    return row?.n ?? 0;
  },

  /**
   * A page of offers, newest first (the buyer's own when `userId` is given), by the status a
   * reader is told; the back office may sort by discount or by the soonest to run out.
   */
  async page(filter: {
    userId?: number;
    status?: OfferStatus | OfferGroup;
    sort?: OfferSort;
    pageIndex: number;
    pageSize: number;
  }): Promise<{ rows: (OfferRow & { shown: OfferStatus })[]; total: number }> {
    const where = and(
      filter.userId === undefined ? undefined : eq(offers.userId, filter.userId),
      filter.status === undefined
        ? undefined
        : sql`${shownStatus} in ${[...(isOfferGroup(filter.status) ? OFFER_GROUP_STATUSES[filter.status] : [filter.status])]}`,
    );
    const order: SQL[] =
      filter.sort === 'below'
        ? [sql`${offers.offerCents}::float8 / ${offers.priceCents} asc`, desc(offers.id)]
        : filter.sort === 'expiry'
          ? [asc(offers.expiresAt), asc(offers.id)]
          : [desc(offers.id)];
    const [rows, [count]] = await Promise.all([
      db
        .select({ offer: offers, shown: shownStatus })
        .from(offers)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.offer, shown: r.shown })), total: count?.n ?? 0 };
  },

  /** Offers waiting for a clerk's answer, their time not up. */
  async countAwaitingStaff(): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.status, 'open'), sql`${offers.expiresAt} > now()`));
    return row?.n ?? 0;
  },

  /** Each buyer's offers so far, and how many were accepted. */
  async recordOf(userIds: number[]): Promise<Map<number, { made: number; accepted: number }>> {
    if (!userIds.length) return new Map();
    const rows = await db
      .select({
        userId: offers.userId,
        made: sql<number>`count(*)::int`,
        accepted: sql<number>`(count(*) filter (where ${offers.status} = 'accepted'))::int`,
      })
      .from(offers)
      .where(inArray(offers.userId, userIds))
      .groupBy(offers.userId);
    return new Map(rows.map((r) => [r.userId, { made: r.made, accepted: r.accepted }]));
  },

  /** The prices per carat (cents) agreed with this buyer that still stand, by stone. */
  async agreedFor(userId: number, goodsIds: number[]): Promise<Map<number, number>> {
    if (!goodsIds.length) return new Map();
    const rows = await db
      .select({ goodsId: offers.goodsId, agreedCents: offers.agreedCents })
      .from(offers)
      .where(and(eq(offers.userId, userId), inArray(offers.goodsId, goodsIds), agreedNow()))
      // Oldest first, so the newest of a stone's agreed prices is the one kept, as agreedCentsOf.
      .orderBy(asc(offers.id));
    return new Map(rows.map((r) => [r.goodsId, r.agreedCents!]));
  },

  /** The agreed prices of these stones were spent on this order. */
  async markOrdered(userId: number, goodsIds: number[], orderId: number) {
    if (!goodsIds.length) return;
    await db
      .update(offers)
      .set({ orderId })
      .where(and(eq(offers.userId, userId), inArray(offers.goodsId, goodsIds), agreedNow()));
  },

  /**
   * Expires up to `limit` waiting offers whose time is up (one buyer's on one stone, when
   * asked) and returns them. Rows another instance is expiring are skipped, not waited for.
   */
  expireDue(limit: number, only?: { userId: number; goodsId: number }): Promise<OfferRow[]> {
    const due = db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          waiting(),
          sql`${offers.expiresAt} <= now()`,
          only ? and(eq(offers.userId, only.userId), eq(offers.goodsId, only.goodsId)) : undefined,
        ),
      )
      .orderBy(asc(offers.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(offers)
      .set({
        status: 'expired',
        history: appended({
          at: '',
          by: 'system',
          action: 'expire',
          pricePerCaratCents: null,
          note: '',
        }),
      })
      .where(and(inArray(offers.id, due), waiting()))
      .returning();
  },
});
