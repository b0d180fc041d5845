import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus } from '@facet/contract';
import { prefixPattern, textArray, type DbOrTx } from '../../platform/db';
import { orderHistory, orderLines, orderRemarks, orders, orderVouchers } from './orders.table';
import type { OrderLineRow, OrderRow } from './orders.wire';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type Page = { PageIndex: number; PageSize: number };

/** What the back office's order queue may be narrowed by. */
export type QueueFilter = {
  status?: OrderStatus;
  /** An order number's beginning, a buyer (found by email elsewhere), or a line's stock number. */
  keyword?: string;
  buyerIds?: number[];
};

/** The orders' queries: orders, their lines, history, remarks and payment vouchers. */
export const ordersRepo = (db: DbOrTx) => {
  async function pageOf(where: SQL | undefined, page: Page) {
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(page.PageSize)
        .offset((page.PageIndex - 1) * page.PageSize),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  return {
    /** Which of these uploads an order keeps: payment vouchers and a demand's pictures. */
    async filesReferenced(ids: string[]): Promise<string[]> {
      const [vouchers, demands] = await Promise.all([
        db.select({ id: orderVouchers.fileId }).from(orderVouchers).where(inArray(orderVouchers.fileId, ids)), // prettier-ignore
        db.select({ demand: orders.demand }).from(orders).where(sql`${orders.demand} -> 'images' ?| ${textArray(ids)}`), // prettier-ignore
      ]);
      return [
        ...vouchers.map((row) => row.id),
        ...demands.flatMap((row) => row.demand?.images ?? []),
      ];
    },
    /** One order; `lock` holds it (FOR UPDATE) for the rest of the caller's transaction. */
    async byId(orderId: number, lock = false): Promise<OrderRow | undefined> {
      const query = db.select().from(orders).where(eq(orders.id, orderId));
      const [order] = lock ? await query.for('update') : await query;
      return order;
    },

    /** When the order was last marked received, or null if it never was. */
    async receivedAt(orderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`max(${orderHistory.createdAt})` })
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'Received')));
      return row?.at ? new Date(row.at) : null;
    },

    /** Lines of these orders, by order, in the order they were taken. */
    async linesOf(orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
      const byOrder = new Map<number, OrderLineRow[]>(orderIds.map((id) => [id, []]));
      if (!orderIds.length) return byOrder;
      const rows = await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(orderLines.id);
      for (const row of rows) byOrder.get(row.orderId)!.push(row);
      return byOrder;
    },

    /**
     * For each of these goods, the latest order still holding stock it took (not cancelled):
     * what a certificate enquiry says of a stone no longer on sale. By the goods index.
     */
    async latestTakingOf(goodsIds: number[]) {
      if (!goodsIds.length) return [];
      return db
        .selectDistinctOn([orderLines.goodsId], {
          goodsId: orderLines.goodsId,
          status: orders.status,
          resumeStatus: orders.resumeStatus,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            inArray(orderLines.goodsId, goodsIds),
            sql`${orderLines.stockTaken} > 0`,
            ne(orders.status, 'Cancelled'),
          ),
        )
        .orderBy(orderLines.goodsId, desc(orderLines.orderId));
    },

    historyOf: (orderId: number) =>
      db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id), // prettier-ignore
    remarksOf: (orderId: number) =>
      db.select().from(orderRemarks).where(eq(orderRemarks.orderId, orderId)).orderBy(orderRemarks.id), // prettier-ignore
    vouchersOf: (orderId: number) =>
      db.select().from(orderVouchers).where(eq(orderVouchers.orderId, orderId)).orderBy(orderVouchers.createdAt), // prettier-ignore

    /** What each line took off the shelf: what a cancellation gives back. */
    stockTakenBy: (orderId: number) =>
      db
        .select({ goodsId: orderLines.goodsId, quantity: orderLines.stockTaken })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId)),

    /**
     * Inserts an order numbered in the same statement: `F`, the day it is placed (UTC, as
     * YYMMDD), then the next of a sequence every instance shares (F2611281042).
     */
    async insertOrder(order: Omit<NewOrder, 'orderNo'>): Promise<OrderRow> {
      const day = (order.createdAt ?? new Date()).toISOString().slice(2, 10).replaceAll('-', '');
      const orderNo = sql<string>`${`F${day}`}::text || nextval('order_no_seq')`;
      const [inserted] = await db
        .insert(orders)
        .values({ ...order, orderNo })
        .returning();
      return inserted!;
    },

    /** An order's lines, as a statement to send with the order's other writes. */
    linesInsert: (lines: NewOrderLine[]): SQL => db.insert(orderLines).values(lines).getSQL(),

    /** A history row, as a statement to send with the move's other writes. */
    historyInsert: (row: typeof orderHistory.$inferInsert): SQL =>
      db.insert(orderHistory).values(row).getSQL(),

    async insertRemark(row: typeof orderRemarks.$inferInsert) {
      await db.insert(orderRemarks).values(row);
    },

    async insertVouchers(orderId: number, fileIds: string[]) {
      await db
        .insert(orderVouchers)
        .values(fileIds.map((fileId) => ({ orderId, fileId })))
        .onConflictDoNothing();
    },

    /**
     * Changes the status only if it is still `from` (with whatever else the move sets): of two
     * requests racing for the same move, one wins. False when the order had moved on.
     */
    async moveStatus(orderId: number, from: OrderStatus, patch: Partial<NewOrder>) {
      const moved = await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      return moved.length > 0;
    },

    async update(orderId: number, patch: Partial<NewOrder>) {
      await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    async repriceLine(lineId: number, unitPriceCents: number, originalUnitPriceCents: number) {
      await db
        .update(orderLines)
        .set({ unitPriceCents, originalUnitPriceCents })
        .where(eq(orderLines.id, lineId));
    },

    /** A buyer's orders, newest first, in some statuses when given. */
    ofBuyer(userId: number, statuses: readonly OrderStatus[] | undefined, page: Page) {
      return pageOf(
        and(
          eq(orders.userId, userId),
          statuses ? inArray(orders.status, [...statuses]) : undefined,
        ),
        page,
      );
    },

    /** The back office's queue, newest first. */
    queue(filter: QueueFilter, page: Page) {
      const { status, keyword, buyerIds = [] } = filter;
      return pageOf(
        and(
          status ? eq(orders.status, status) : undefined,
          keyword
            ? or(
                ilike(orders.orderNo, prefixPattern(keyword)),
                buyerIds.length ? inArray(orders.userId, buyerIds) : undefined,
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(orderLines)
                    .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.stockNo, keyword))),
                ),
              )
            : undefined,
        ),
        page,
      );
    },

    countsByStatus: () =>
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),

    async countOfBuyer(userId: number) {
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },

    latestOfBuyer: (userId: number, limit: number) =>
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit), // prettier-ignore

    /** The buyer's first order placed at or after `since` with a line of one of these goods. */
    async firstWithGoods(userId: number, goodsIds: number[], since: Date) {
      if (!goodsIds.length) return undefined;
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            gte(orders.createdAt, since),
            inArray(orderLines.goodsId, goodsIds),
          ),
        ) // prettier-ignore
        .orderBy(asc(orders.id))
        .limit(1);
      return row?.id;
    },

    /** The buyer's own orders among these ids. */
    ofBuyerByIds: (userId: number, ids: number[]) =>
      ids.length
        ? db
            .select()
            .from(orders)
            .where(and(eq(orders.userId, userId), inArray(orders.id, ids)))
        : Promise.resolve([]),
  };
};
