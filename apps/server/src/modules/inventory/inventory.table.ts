import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Category, Metal, PricingBasis, Shape, ShapeGroup } from '@facet/contract';

const money = (name: string) => bigint(name, { mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

/**
 * Every stone, parcel, rough stone and seed. Prices are stored resolved (price per carat and
 * unit price in cents) so every price filter and sort runs on an index; the inputs of the
 * pricing basis (list price and discount, or the price itself) are kept beside them.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').$type<Category>().notNull(),
    stockNo: text('stock_no').notNull().unique(),
    shape: text('shape').$type<Shape>(),
    weight: numeric('weight', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    color: text('color'),
    colorRank: smallint('color_rank'),
    clarity: text('clarity'),
    clarityRank: smallint('clarity_rank'),
    cut: text('cut'),
    polish: text('polish'),
    symmetry: text('symmetry'),
    fluorescence: text('fluorescence'),
    lab: text('lab'),
    certificateNo: text('certificate_no'),
    reportPlace: text('report_place'),
    reportDate: date('report_date', { mode: 'string' }),
    description: text('description'),
    location: text('location'),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    thickness: measure('thickness'),
    tablePct: measure('table_pct'),
    depthPct: measure('depth_pct'),
    crownHeight: measure('crown_height'),
    pavilionDepth: measure('pavilion_depth'),
    girdle: text('girdle'),
    culet: text('culet'),
    milky: text('milky'),
    shade: text('shade'),
    eyeClean: text('eye_clean'),
    bgm: text('bgm'),
    blackInclusion: text('black_inclusion'),
    fancyColor: text('fancy_color'),
    intensity: text('intensity'),
    overtone: text('overtone'),
    saturation: text('saturation'),
    hue: text('hue'),
    process: text('process'),
    grade: text('grade'),
    seedShape: text('seed_shape'),
    orientation: text('orientation'),
    pricingBasis: text('pricing_basis').$type<PricingBasis>().notNull(),
    listPriceCents: money('list_price_cents'),
    discountBp: integer('discount_bp'),
    pricePerCaratCents: money('price_per_carat_cents').notNull(),
    /** One sale unit: the stone, one piece, or one carat of a parcel. */
    priceCents: money('price_cents').notNull(),
    /** Pieces, or carats for parcels. */
    stock: quantity('stock').notNull().default(1),
    minBuy: quantity('min_buy').notNull().default(1),
    madeToOrder: boolean('made_to_order').notNull().default(false),
    onMarket: boolean('on_market').notNull().default(true),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text('video'),
    /** A 360° view's frames, in turn. */
    frames: text('frames')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** On sale: on the market and either in stock or grown to order. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`on_market and (stock > 0 or made_to_order)`),
    hasImage: boolean('has_image')
      .notNull()
      .generatedAlwaysAs(sql`cardinality(images) > 0`),
    hasVideo: boolean('has_video')
      .notNull()
      .generatedAlwaysAs(sql`video is not null`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The shop's search indexes (partial on listed goods, covering every filter column) are
    // written by hand in migration 0002: drizzle-kit cannot express INCLUDE.
    index('goods_stock_no_prefix_idx').on(t.stockNo.op('text_pattern_ops')),
    // A stock feed's changes since a moment, walked in order (feeds.service.ts).
    index('goods_updated_idx').on(t.updatedAt, t.id),
    index('goods_certificate_idx').on(t.certificateNo.op('text_pattern_ops')),
  ],
);

/** Ring settings (Airflare): mountings sold by the piece. */
export const ringSettings = pgTable(
  'ring_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    styleNo: text('style_no').notNull().unique(),
    name: text('name').notNull(),
    series: text('series').notNull(),
    brand: text('brand').notNull(),
    metal: text('metal').$type<Metal>().notNull(),
    centerShape: text('center_shape').$type<Shape>().notNull(),
    centerWeightMin: numeric('center_weight_min', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }).notNull(),
    centerWeightMax: numeric('center_weight_max', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }).notNull(),
    metalWeight: numeric('metal_weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    sideStones: integer('side_stones').notNull().default(0),
    description: text('description').notNull().default(''),
    priceCents: money('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    onMarket: boolean('on_market').notNull().default(true),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text('video'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ring_settings_price_idx').on(t.priceCents, t.id)],
);

/** The house list-price grid (price per carat by shape group, size band, colour, clarity). */
export const listPrices = pgTable(
  'list_prices',
  {
    shapeGroup: text('shape_group').$type<ShapeGroup>().notNull(),
    weightFromMct: integer('weight_from_mct').notNull(),
    weightToMct: integer('weight_to_mct').notNull(),
    color: text('color').notNull(),
    clarity: text('clarity').notNull(),
    priceCents: money('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shapeGroup, t.color, t.clarity, t.weightFromMct] })],
);
