import { sql, type SQL } from 'drizzle-orm';
import {
  EASTERN_TIME_ZONE,
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

/** The period's first and last instants: midnight US Eastern Time of each end. */
const periodOf = ({ From, To }: Pick<StatsQuery, 'From' | 'To'>) => ({
  start: sql`((${From}::date)::timestamp at time zone ${zone})`,
  end: sql`((${To}::date + 1)::timestamp at time zone ${zone})`,
});

export type StatsRepo = ReturnType<typeof statsRepo>;

export const statsRepo = (db: Db) => ({
  /**
   * Orders placed and sales per bucket, every bucket of the period present: from the running
   * totals per US Eastern day the orders triggers keep (migration 0014), folded first.
   */
  series({ From, To, Interval }: StatsQuery) {
    // The bucket of a day: itself, or its Monday, not before the period.
    const bucketOf = (day: SQL) => sql`greatest(date_trunc(${Interval}, ${day}::timestamp)::date, ${From}::date)`; // prettier-ignore
    return db.transaction(async (tx) => {
      await tx.execute(sql`
        with folded as (
          delete from orders_by_day
          where day in (select day from orders_by_day group by day having count(*) > 1)
          returning day, orders, revenue_cents
        )
        insert into orders_by_day (day, orders, revenue_cents)
        select day, sum(orders), sum(revenue_cents) from folded group by day`);
      return rowsOf<{ date: string; orders: number; revenue_cents: number }>(
        tx as unknown as Db,
        sql`
          with buckets as (
            select distinct ${bucketOf(sql`d`)} as bucket
            from generate_series(${From}::date, ${To}::date, interval '1 day') as d
          ), placed as (
            select ${bucketOf(sql`day`)} as bucket, sum(orders)::int as orders,
              sum(revenue_cents)::float8 as revenue_cents
            from orders_by_day
            where day between ${From}::date and ${To}::date
            group by 1
          )
          select to_char(b.bucket, 'YYYY-MM-DD') as date,
            coalesce(p.orders, 0)::int as orders, coalesce(p.revenue_cents, 0)::float8 as revenue_cents
          from buckets b left join placed p on p.bucket = b.bucket
          order by b.bucket`,
      );
    });
  },

  /**
   * The period's buyers: how many reached each step with an order placed in the period, and
   * the ones with the most sales. Each order carries its steps' times and whether it is a sale,
   * so this reads the period's entries of `orders_placed_idx` alone (migration 0014), once.
   */
  async buyers(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    const [row] = await rowsWithoutJit<{
      carted: number;
      ordered: number;
      confirmed: number;
      paid: number;
      shipped: number;
      top: { user_id: number; orders: number; revenue_cents: number }[];
    }>(
      db,
      sql`
        with buyers as (
          select user_id,
            bool_or(kind <> 'demand') as from_cart,
            bool_or(confirmed_at is not null) as confirmed,
            bool_or(paid_at is not null) as paid,
            bool_or(shipped_at is not null) as shipped,
            count(*) filter (where counts_as_sale) as sales,
            sum(amount_cents) filter (where counts_as_sale) as revenue_cents
          from orders
          where created_at >= ${start} and created_at < ${end}
          group by user_id
        ), carted as (
          -- A cart line leaves the cart when ordered: an order from the cart stands for it.
          select user_id from cart_items where created_at >= ${start} and created_at < ${end}
          union
          select user_id from buyers where from_cart
        )
        select (select count(*) from carted)::int as carted,
          count(*)::int as ordered,
          count(*) filter (where confirmed)::int as confirmed,
          count(*) filter (where paid)::int as paid,
          count(*) filter (where shipped)::int as shipped,
          (select coalesce(json_agg(t), '[]') from (
            select user_id, sales::int as orders, revenue_cents::float8 as revenue_cents
            from buyers where sales > 0
            order by revenue_cents desc, sales desc, user_id
            limit ${STATS_LIST_SIZE}
          ) as t) as top
        from buyers`,
    );
    return row!;
  },

  /**
   * The median minutes to confirmation and from the first payment voucher to "paid" of the
   * orders placed in the period, from the times each order carries; a query of its own, run
   * beside the buyers', as sorting a year of orders takes as long as the rest.
   */
  async medians(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    // Paid orders were confirmed first: the confirmed ones hold both medians' orders.
    const [row] = await rowsWithoutJit<{
      confirm_minutes: number | null;
      paid_minutes: number | null;
    }>(
      db,
      sql`
        select
          percentile_cont(0.5) within group (order by date_part('epoch', confirmed_at - created_at) / 60) as confirm_minutes,
          percentile_cont(0.5) within group (order by date_part('epoch', paid_at - first_voucher_at) / 60) as paid_minutes
        from orders
        where created_at >= ${start} and created_at < ${end} and confirmed_at is not null`,
    );
    return row!;
  },

  /**
   * The offers made in the period: how many, how many a price was agreed on, and how far below
   * the price they were on average (percent, against the price each buyer was sent).
   */
  async offers(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    const [row] = await rowsOf<{ made: number; accepted: number; below: number | null }>(
      db,
      sql`
        select count(*)::int as made,
          (count(*) filter (where status = 'accepted'))::int as accepted,
          avg(100 * (1 - offer_cents::float8 / price_cents)) as below
        from offers
        where created_at >= ${start} and created_at < ${end}`,
    );
    return row!;
  },

  /** Memos out now (stones with buyers and their value, overdue memos), and the period's returns. */
  async memosAndReturns(period: Pick<StatsQuery, 'From' | 'To'>) {
    const { start, end } = periodOf(period);
    const [row] = await rowsOf<{ out_memos: number; out_cents: number; overdue: number; returns: number; refunded: number; refunded_cents: number }>(
      db,
      sql`
        with out as (
          select m.id, m.due_at, l.price_cents from memos m join memo_lines l on l.memo_id = m.id
          where m.status in ('approved', 'shipped') and l.outcome = 'out'
        ), period_returns as (
          select status, refund_cents from returns where created_at >= ${start} and created_at < ${end}
        )
        select
          (select count(distinct id)::int from out) as out_memos,
          (select coalesce(sum(price_cents), 0)::float8 from out) as out_cents,
          (select count(distinct id)::int from out where due_at <= now()) as overdue,
          (select count(*)::int from period_returns) as returns,
          (select count(*)::int from period_returns where status = 'refunded') as refunded,
          (select coalesce(sum(refund_cents), 0)::float8 from period_returns where status = 'refunded') as refunded_cents`,
    );
    return row!;
  }, // prettier-ignore

  /**
   * Records on the market with stock left, and their wholesale value, per category: the running
   * totals the goods triggers append to (migration 0014), first folded into one row a category.
   * A fold turns the rows it deletes into their sum in one statement: folds racing each other,
   * and writes to goods meanwhile, keep the total.
   */
  stockByCategory: () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`
        with folded as (
          delete from stock_by_category
          where category in (select category from stock_by_category group by category having count(*) > 1)
          returning category, count, value_cents
        )
        insert into stock_by_category (category, count, value_cents)
        select category, sum(count), sum(value_cents) from folded group by category`);
      return rowsOf<{ category: Category; count: number; value_cents: number }>(
        tx as unknown as Db,
        sql`
          select category, sum(count)::int as count, sum(value_cents)::float8 as value_cents
          from stock_by_category group by category`,
      );
    }),

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
