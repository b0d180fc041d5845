import { sql, type SQL } from 'drizzle-orm';
import {
  EASTERN_TIME_ZONE,
  SALE_STATUSES,
  STATS_LIST_SIZE,
  type Category,
  type StatsQuery,
} from '@facet/contract';
import type { Db } from '../../platform/db';

/** Every figure's SQL. Money comes back in cents, as float8: exact far beyond any stock. */

const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * An aggregate over many rows without PostgreSQL's JIT: for these plans it spends up to a
 * second compiling what runs in a tenth of that (bench/results/stats.md).
 */
const rowsWithoutJit = <T>(db: Db, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx as unknown as Db, query);
  });

const zone = sql.raw(`'${EASTERN_TIME_ZONE}'`);
const saleStatuses = sql.raw(SALE_STATUSES.map((status) => `'${status}'`).join(', '));

/** An order that counts as a sale: confirmed, not cancelled (`countsAsSale` in the contract). */
const isSale = (alias: string) => {
  const o = sql.raw(alias);
  return sql`(${o}.status in (${saleStatuses}) or (${o}.status = 'Abnormal' and ${o}.resume_status in (${saleStatuses})))`; // prettier-ignore
};

/** The period's first and last instants: midnight US Eastern Time of each end. */
const periodOf = ({ From, To }: Pick<StatsQuery, 'From' | 'To'>) => ({
  start: sql`((${From}::date)::timestamp at time zone ${zone})`,
  end: sql`((${To}::date + 1)::timestamp at time zone ${zone})`,
});

export type StatsRepo = ReturnType<typeof statsRepo>;

export const statsRepo = (db: Db) => ({
  /** Orders placed and sales per bucket, every bucket of the period present. */
  series({ From, To, Interval }: StatsQuery) {
    const { start, end } = periodOf({ From, To });
    // The bucket of a moment: its Eastern day, or that day's Monday, not before the period.
    const bucketOf = (at: SQL) => sql`greatest(date_trunc(${Interval}, ${at})::date, ${From}::date)`; // prettier-ignore
    return rowsWithoutJit<{ date: string; orders: number; revenue_cents: number }>(
      db,
      sql`
        with buckets as (
          select distinct ${bucketOf(sql`d`)} as bucket
          from generate_series(${From}::timestamp, ${To}::timestamp, interval '1 day') as d
        ), placed as (
          select ${bucketOf(sql`o.created_at at time zone ${zone}`)} as bucket,
            count(*)::int as orders,
            coalesce(sum(o.amount_cents) filter (where ${isSale('o')}), 0)::float8 as revenue_cents
          from orders o
          where o.created_at >= ${start} and o.created_at < ${end}
          group by 1
        )
        select to_char(b.bucket, 'YYYY-MM-DD') as date,
          coalesce(p.orders, 0)::int as orders, coalesce(p.revenue_cents, 0)::float8 as revenue_cents
        from buckets b left join placed p on p.bucket = b.bucket
        order by b.bucket`,
    );
  },

  /**
   * The buyers at each step, of the orders placed in the period, and the median minutes to
   * confirmation and from the first payment voucher to "paid".
   */
  async funnel(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    const [row] = await rowsWithoutJit<{
      carted: number;
      ordered: number;
      confirmed: number;
      paid: number;
      shipped: number;
      confirm_minutes: number | null;
      paid_minutes: number | null;
    }>(
      db,
      sql`
        with placed as (
          select o.id, o.user_id, o.kind, o.created_at from orders o
          where o.created_at >= ${start} and o.created_at < ${end}
        ), steps as (
          select h.order_id,
            min(h.created_at) filter (where h.action = 'confirm') as confirmed_at,
            min(h.created_at) filter (where h.action = 'markPaid') as paid_at,
            bool_or(h.action = 'ship') as shipped
          from order_history h join placed p on p.id = h.order_id
          where h.action in ('confirm', 'markPaid', 'ship')
          group by h.order_id
        ), vouchers as (
          select v.order_id, min(v.created_at) as first_at
          from order_vouchers v join steps s on s.order_id = v.order_id and s.paid_at is not null
          group by v.order_id
        ), carted as (
          -- A cart line leaves the cart when ordered: an order from the cart stands for it.
          select user_id from cart_items where created_at >= ${start} and created_at < ${end}
          union
          select user_id from placed where kind <> 'demand'
        )
        select (select count(*) from carted)::int as carted,
          count(distinct p.user_id)::int as ordered,
          count(distinct p.user_id) filter (where s.confirmed_at is not null)::int as confirmed,
          count(distinct p.user_id) filter (where s.paid_at is not null)::int as paid,
          count(distinct p.user_id) filter (where s.shipped)::int as shipped,
          percentile_cont(0.5) within group (order by extract(epoch from s.confirmed_at - p.created_at) / 60)::float8 as confirm_minutes,
          percentile_cont(0.5) within group (order by extract(epoch from s.paid_at - v.first_at) / 60)::float8 as paid_minutes
        from placed p
          left join steps s on s.order_id = p.id
          left join vouchers v on v.order_id = p.id`,
    );
    return row!;
  },

  /** The version every write to goods moves on (migration 0002): stock figures hold while it stands. */
  async catalogueVersion() {
    const [row] = await rowsOf<{ version: string }>(db, sql`select last_value::text as version from catalogue_version`); // prettier-ignore
    return row!.version;
  },

  /** Records on the market with stock left, and their wholesale value, per category. */
  stockByCategory: () =>
    rowsWithoutJit<{ category: Category; count: number; value_cents: number }>(
      db,
      sql`
        select category, count(*)::int as count, sum(price_cents * stock)::float8 as value_cents
        from goods where on_market and stock > 0
        group by category`,
    ),

  /** The records longest on the market with stock left. */
  slowMovers: () =>
    rowsOf<{
      id: number;
      stock_no: string;
      category: Category;
      shape: string | null;
      weight: number;
      certificate_no: string | null;
      price_cents: number;
      since: Date | string;
      days: number;
    }>(
      db,
      sql`
        select id, stock_no, category, shape, weight::float8 as weight, certificate_no,
          price_cents::float8 as price_cents, created_at as since,
          floor(extract(epoch from now() - created_at) / 86400)::int as days
        from goods where on_market and stock > 0
        order by created_at, id
        limit ${STATS_LIST_SIZE}`,
    ),

  /** The buyers with the most sales placed in the period. */
  topBuyers(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    return rowsWithoutJit<{ user_id: number; orders: number; revenue_cents: number }>(
      db,
      sql`
        select o.user_id, count(*)::int as orders, sum(o.amount_cents)::float8 as revenue_cents
        from orders o
        where o.created_at >= ${start} and o.created_at < ${end} and ${isSale('o')}
        group by o.user_id
        order by revenue_cents desc, orders desc, o.user_id
        limit ${STATS_LIST_SIZE}`,
    );
  },

  /**
   * Conversations whose newest message is the buyer's, waiting since the first buyer message
   * after the last staff answer: the longest waiting first, with how many there are.
   */
  openChats: () =>
    rowsOf<{ total: number; id: number; buyer_id: number; since: Date | string; minutes: number }>(
      db,
      sql`
        with open as (
          select c.id, c.buyer_id,
            (select max(s.id) from chat_messages s
              where s.conversation_id = c.id and s.side = 'staff') as answered_up_to
          from conversations c join chat_messages newest on newest.id = c.last_message_id
          where newest.side = 'buyer'
        ), waiting as (
          select o.id, o.buyer_id,
            (select min(m.created_at) from chat_messages m
              where m.conversation_id = o.id and m.id > coalesce(o.answered_up_to, 0)) as since
          from open o
        )
        select count(*) over ()::int as total, id, buyer_id, since,
          floor(extract(epoch from now() - since) / 60)::int as minutes
        from waiting
        order by since, id
        limit ${STATS_LIST_SIZE}`,
    ),
});
