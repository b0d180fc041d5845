import { CATEGORIES, fromCents, type Stats, type StatsQuery } from '@facet/contract';
import type { Db } from '../../platform/db';
import type { AccountsService } from '../accounts/accounts.service';
import { statsRepo } from './stats.repo';

export type StatsService = ReturnType<typeof statsService>;

const dollars = (cents: number | null) => fromCents(Math.round(cents ?? 0));
const minutes = (value: number | null) => (value == null ? null : Math.round(value));
const iso = (at: Date | string) => new Date(at).toISOString();

/** The manager's dashboard: every figure of a period in one answer (docs/dashboard.md). */
export const statsService = ({
  db,
  accounts,
}: {
  db: Db;
  accounts: Pick<AccountsService, 'people'>;
}) => {
  const repo = statsRepo(db);
  return {
    async forPeriod(query: StatsQuery): Promise<Stats> {
      const [series, buyers, medians, stock, slowMovers, openChats, offers, trade] =
        await Promise.all([
          repo.series(query),
          repo.buyers(query),
          repo.medians(query),
          repo.stockByCategory(),
          repo.slowMovers(),
          repo.openChats(),
          repo.offers(query),
          repo.memosAndReturns(query),
        ]);
      const topBuyers = buyers.top;
      const people = await accounts.people([
        ...topBuyers.map((row) => row.user_id),
        ...openChats.map((row) => row.buyer_id),
      ]);
      const nameOf = (id: number) => people.get(id)?.name ?? '';
      const stockOf = new Map(stock.map((row) => [row.category, row]));

      return {
        Series: series.map((row) => ({
          Date: row.date,
          Orders: row.orders,
          Revenue: dollars(row.revenue_cents),
        })),
        Funnel: {
          Carted: buyers.carted,
          Ordered: buyers.ordered,
          Confirmed: buyers.confirmed,
          Paid: buyers.paid,
          Shipped: buyers.shipped,
        },
        ConfirmMinutesP50: minutes(medians.confirm_minutes),
        PaidMinutesP50: minutes(medians.paid_minutes),
        // Every category, in the catalogue's order, so the chart keeps its place for each.
        StockByCategory: CATEGORIES.map((category) => ({
          Category: category,
          Count: stockOf.get(category)?.count ?? 0,
          Value: dollars(stockOf.get(category)?.value_cents ?? 0),
        })),
        SlowMovers: slowMovers.map((row) => ({
          GoodsId: row.id,
          StockNo: row.stock_no,
          Category: row.category,
          Shape: row.shape,
          Weight: row.weight,
          CertificateNo: row.certificate_no,
          Price: dollars(row.price_cents),
          Since: iso(row.since),
          DaysInStock: row.days,
        })),
        TopBuyers: topBuyers.map((row) => ({
          UserId: row.user_id,
          Name: nameOf(row.user_id),
          Email: people.get(row.user_id)?.email ?? '',
          Orders: row.orders,
          Revenue: dollars(row.revenue_cents),
        })),
        Offers: {
          Made: offers.made,
          Accepted: offers.accepted,
          AverageBelowPercent: offers.below === null ? null : Math.round(offers.below * 100) / 100,
        },
        Memos: { Out: trade.out_memos, ValueOut: dollars(trade.out_cents), Overdue: trade.overdue },
        Returns: {
          Requested: trade.returns,
          Refunded: trade.refunded,
          RefundedUsd: dollars(trade.refunded_cents),
        },
        OpenChats: {
          Count: openChats[0]?.total ?? 0,
          LongestWaitMinutes: openChats[0]?.minutes ?? null,
          Waiting: openChats.map((row) => ({
            ConversationId: row.id,
            UserId: row.buyer_id,
            Name: nameOf(row.buyer_id),
            Since: iso(row.since),
            WaitingMinutes: row.minutes,
          })),
        },
      };
    },
  };
};
