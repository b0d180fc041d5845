import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CloudOrderStatus,
  Locale,
  MarkupRule,
  Rounding,
  StoreCategory,
} from '@facet/contract';
import { users } from '../accounts/accounts.table';
import { goods } from '../inventory/inventory.table';
import { orders } from '../orders/orders.table';
import { files } from '../uploads/uploads.table';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A buyer's own store (one per buyer): its link, its face, its markup, and whether it is open.
 * The feed token is never kept: it is an HMAC of the store and `feedNonce`, and rotating it
 * draws a new nonce.
 */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  intro: text('intro').notNull().default(''),
  language: text('language').$type<Locale>().notNull(),
  categories: jsonb('categories').$type<StoreCategory[]>().notNull(),
  markups: jsonb('markups').$type<MarkupRule[]>().notNull(),
  defaultPercentBp: integer('default_percent_bp').notNull(),
  rounding: text('rounding').$type<Rounding>().notNull(),
  enabled: boolean('enabled').notNull(),
  /**
   * Certificate numbers and report links on the storefront and in the feed. Off by default: a
   * customer who can also buy from Facet looks a certificate up and reads the jeweller's price.
   */
  showCertificates: boolean('show_certificates').notNull().default(false),
  /** Closed by Facet's staff (an audit entry says who and when). */
  suspended: boolean('suspended').notNull().default(false),
  feedNonce: text('feed_nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Enquiry numbers: `S` + the day (yymmdd) + this sequence, never reused. */
export const storeEnquiryNumbers = pgSequence('store_enquiry_no_seq', { startWith: 1000 });

/**
 * A customer's enquiry through a store. `cartedAt` is when the jeweller put its stones in
 * their cart; the first order they place after it with one of those stones is `orderId`.
 */
export const storeEnquiries = pgTable(
  'store_enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    no: text('no').notNull().unique(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The language the customer wrote in. */
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<CloudOrderStatus>().notNull().default('New'),
    note: text('note').notNull().default(''),
    cartedAt: timestamp('carted_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_enquiries_store_newest_idx').on(t.storeId, t.id),
    index('store_enquiries_store_status_idx').on(t.storeId, t.status, t.id),
  ],
);

/** The stones of an enquiry at the prices of the moment: the customer's and the jeweller's. */
export const storeEnquiryLines = pgTable(
  'store_enquiry_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => storeEnquiries.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    retailCents: money('retail_cents').notNull(),
    wholesaleCents: money('wholesale_cents').notNull(),
  },
  (t) => [index('store_enquiry_lines_enquiry_idx').on(t.enquiryId)],
);
