import { z } from '../zod';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { CATEGORIES } from '../catalogue/vocabulary';
import type { OrderStatus } from '../orders/order-state';
import { EASTERN_TIME_ZONE, isIsoDate } from '../time';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The manager's dashboard (docs/api.md: `GET Admin/Stats`). Periods are
 * calendar days in US Eastern Time, both ends included; money is in US dollars like every
 * order amount on the wire. docs/dashboard.md defines every figure.
 */
export const STATS_INTERVALS = ['day', 'week'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];
/** A period spans at most this many days: a year and a month, compared day by day. */
export const STATS_PERIOD_MAX_DAYS = 400;
/** Rows in each of the dashboard's lists (slow movers, top buyers, waiting chats). */
export const STATS_LIST_SIZE = 10;

/** The periods the dashboard offers besides a custom range. */
export const STATS_PRESETS = ['today', '7d', '30d'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];
const PRESET_DAYS: Record<StatsPreset, number> = { today: 1, '7d': 7, '30d': 30 };

/** Days from `from` to `to`, both included (1 for a single day). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1; // prettier-ignore
}

/** The calendar date in US Eastern Time at `now`, as `YYYY-MM-DD`. */
export const easternDate = (now: Date) => dayjs(now).tz(EASTERN_TIME_ZONE).format('YYYY-MM-DD');

/** A preset as the period it stands for, ending today in US Eastern Time. */
export function presetPeriod(preset: StatsPreset, now: Date): { From: string; To: string } {
  const To = easternDate(now);
  const From = dayjs
    .utc(To)
    .subtract(PRESET_DAYS[preset] - 1, 'day')
    .format('YYYY-MM-DD');
  return { From, To };
}

/**
 * The first day of each bucket of a period: every day, or every week from Monday (ISO weeks,
 * as PostgreSQL's `date_trunc('week')`), the first week starting at `from` itself.
 */
export function bucketStarts(from: string, to: string, interval: StatsInterval): string[] {
  const starts: string[] = [];
  const last = dayjs.utc(to);
  for (let day = dayjs.utc(from); !day.isAfter(last); day = day.add(1, 'day')) {
    // dayjs counts Sunday as 0; ISO weeks start on Monday (1).
    if (interval === 'day' || starts.length === 0 || day.day() === 1) starts.push(day.format('YYYY-MM-DD')); // prettier-ignore
  }
  return starts;
}

/**
 * Statuses of an order that counts as a sale: confirmed by staff (its price agreed) and not
 * cancelled. An abnormal order counts when it was marked abnormal after confirmation.
 */
export const SALE_STATUSES = ['PendingPayment', 'Processing', 'PendingShipment', 'Shipped', 'Received', 'Completed'] as const satisfies readonly OrderStatus[]; // prettier-ignore

export function countsAsSale(status: OrderStatus, resumeStatus: OrderStatus | null): boolean {
  const where = status === 'Abnormal' ? resumeStatus : status;
  return (SALE_STATUSES as readonly (OrderStatus | null)[]).includes(where);
}

const IsoDate = z
  .string({ error: 'FIELD_REQUIRED' })
  .refine((value) => isIsoDate(value), 'DATE_FORMAT');

export const StatsQuery = z
  .strictObject({
    From: IsoDate,
    To: IsoDate,
    Interval: z.enum(STATS_INTERVALS, 'FIELD_INVALID').default('day'),
  })
  .superRefine(({ From, To }, context) => {
    if (!isIsoDate(From) || !isIsoDate(To)) return;
    const days = periodDays(From, To);
    if (days < 1) context.addIssue({ code: 'custom', path: ['To'], message: 'PERIOD_INVERTED' });
    else if (days > STATS_PERIOD_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['To'], message: 'PERIOD_TOO_LONG' });
  });
export type StatsQuery = z.infer<typeof StatsQuery>;

const Money = z.number();
const Minutes = z.number().int();

export const StatsSeriesPoint = z.object({
  /** The bucket's first day in the period (`YYYY-MM-DD`, US Eastern Time). */
  Date: z.string(),
  /** Orders placed, whatever became of them. */
  Orders: z.number().int(),
  /** Goods amount of the orders placed that count as sales (confirmed, not cancelled). */
  Revenue: Money,
});
export type StatsSeriesPoint = z.infer<typeof StatsSeriesPoint>;

/** Buyers at each step, of those who reached the first in the period. */
export const StatsFunnel = z.object({
  Carted: z.number().int(),
  Ordered: z.number().int(),
  Confirmed: z.number().int(),
  Paid: z.number().int(),
  Shipped: z.number().int(),
});
export type StatsFunnel = z.infer<typeof StatsFunnel>;
export const FUNNEL_STEPS = ['Carted', 'Ordered', 'Confirmed', 'Paid', 'Shipped'] as const;

export const StockByCategory = z.object({
  Category: z.enum(CATEGORIES),
  /** Stock records on the market with stock left. */
  Count: z.number().int(),
  /** Their wholesale value: unit price × stock (pieces, or carats of a parcel). */
  Value: Money,
});
export type StockByCategory = z.infer<typeof StockByCategory>;

export const SlowMover = z.object({
  GoodsId: z.number().int(),
  StockNo: z.string(),
  Category: z.enum(CATEGORIES),
  Shape: z.string().nullable(),
  Weight: z.number(),
  CertificateNo: z.string().nullable(),
  /** Wholesale unit price. */
  Price: Money,
  /** When the record was first saved (ISO 8601). */
  Since: z.string(),
  DaysInStock: z.number().int(),
});
export type SlowMover = z.infer<typeof SlowMover>;

export const TopBuyer = z.object({
  UserId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  /** Their orders of the period that count as sales. */
  Orders: z.number().int(),
  Revenue: Money,
});
export type TopBuyer = z.infer<typeof TopBuyer>;

export const WaitingChat = z.object({
  ConversationId: z.number().int(),
  UserId: z.number().int(),
  Name: z.string(),
  /** The first buyer message since the last staff answer (ISO 8601). */
  Since: z.string(),
  WaitingMinutes: Minutes,
});
export type WaitingChat = z.infer<typeof WaitingChat>;

/** Conversations whose newest message is the buyer's: waiting for an answer, right now. */
export const OpenChats = z.object({
  Count: z.number().int(),
  LongestWaitMinutes: Minutes.nullable(),
  /** The longest waiting first, at most STATS_LIST_SIZE. */
  Waiting: z.array(WaitingChat),
});
export type OpenChats = z.infer<typeof OpenChats>;

export const Stats = z.object({
  Series: z.array(StatsSeriesPoint),
  Funnel: StatsFunnel,
  /** Median minutes from placing an order to its confirmation; null when none was confirmed. */
  ConfirmMinutesP50: Minutes.nullable(),
  /** Median minutes from an order's first payment voucher to "paid"; null when none. */
  PaidMinutesP50: Minutes.nullable(),
  StockByCategory: z.array(StockByCategory),
  SlowMovers: z.array(SlowMover),
  TopBuyers: z.array(TopBuyer),
  OpenChats,
  /** Offers made in the period, those agreed, and how far below the price on average (%). */
  Offers: z.object({
    Made: z.number().int(),
    Accepted: z.number().int(),
    AverageBelowPercent: z.number().nullable(),
  }),
  /** Memos out now: how many, the value of their stones still with buyers, how many overdue. */
  Memos: z.object({ Out: z.number().int(), ValueOut: z.number(), Overdue: z.number().int() }),
  /** Returns asked for in the period, those refunded and the money refunded. */
  Returns: z.object({ Requested: z.number().int(), Refunded: z.number().int(), RefundedUsd: z.number() }), // prettier-ignore
});
export type Stats = z.infer<typeof Stats>;
