import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SALE_STATUSES,
  type Category,
  type OrderAction,
  type OrderKind,
  type OrderStatus,
  type ReceivingMethod,
  type Role,
} from '@facet/contract';
import { users } from '../accounts/accounts.table';
import { goods } from '../inventory/inventory.table';
import type { AddressSnapshot } from '../addresses/addresses.table';
import { files } from '../uploads/uploads.table';

const money = (name: string) => bigint(name, { mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type LineAttributes = {
  shape: string | null;
  weight: number;
  color: string | null;
  clarity: string | null;
  fancyColor: string | null;
  intensity: string | null;
  seedShape: string | null;
  /** Millimetres: a seed's plate. */
  size: [number, number, number] | null;
  lab: string | null;
  certificateNo: string | null;
};

/** Order numbers: `F` + the day (yymmdd) + this sequence, never reused. */
export const orderNumbers = pgSequence('order_no_seq', { startWith: 1000 });

export type DemandDetails = {
  images: string[];
  description: string;
  category: Category;
  quantity: number;
  budgetCents: number | null;
};

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<OrderKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Where an abnormal order goes back to when resolved. */
    resumeStatus: text('resume_status').$type<OrderStatus>(),
    address: jsonb('address').$type<AddressSnapshot>(),
    receivingMethod: text('receiving_method').$type<ReceivingMethod>().notNull(),
    logisticsId: integer('logistics_id'),
    feeCents: money('fee_cents').notNull().default(0),
    amountCents: money('amount_cents').notNull(),
    remark: text('remark').notNull().default(''),
    need: text('need').notNull().default(''),
    demand: jsonb('demand').$type<DemandDetails>(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /**
     * When staff confirmed it, marked it paid, and the buyer sent the first payment voucher:
     * the dashboard's funnel and medians read them here, not the history (docs/dashboard.md).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    firstVoucherAt: timestamp('first_voucher_at', { withTimezone: true }),
    /**
     * A sale (`countsAsSale` in contract): the dashboard adds up a year of orders by it, and a
     * boolean costs a fraction of comparing statuses row by row.
     */
    countsAsSale: boolean('counts_as_sale')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `coalesce(case when status = 'Abnormal' then resume_status else status end in (${SALE_STATUSES.map((s) => `'${s}'`).join(', ')}), false)`,
        ),
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_newest_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
  ],
);

/** What was bought, as it was: a later edit of the stone does not change a sale. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    category: text('category').$type<Category>().notNull(),
    stockNo: text('stock_no').notNull(),
    /** Shape, weight, grades, lab and report as they were: the line's title in any language. */
    attributes: jsonb('attributes').$type<LineAttributes>().notNull(),
    image: text('image'),
    quantity: quantity('quantity').notNull(),
    unitPriceCents: money('unit_price_cents').notNull(),
    originalUnitPriceCents: money('original_unit_price_cents'),
    /** Stock taken from the shelf (0 for a custom-made line): what cancelling gives back. */
    stockTaken: quantity('stock_taken').notNull(),
    customMade: boolean('custom_made').notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // A stone's orders: a certificate enquiry tells a stone in an order from one sold.
    index('order_lines_goods_idx').on(t.goodsId, t.orderId),
  ],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    action: text('action').$type<OrderAction | 'submit'>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<Role>().notNull(),
    actorName: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

export const orderRemarks = pgTable(
  'order_remarks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorRole: text('author_role').$type<Role>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_remarks_order_idx').on(t.orderId, t.id)],
);

export const orderVouchers = pgTable(
  'order_vouchers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [unique('order_vouchers_unique').on(t.orderId, t.fileId)],
);
