import { z } from '../zod';
import { LOCALES } from '../locale';
import { paged } from '../envelope';
import { GoodsFacets, PricedGoods, goodsQueryFields, rangesInOrder } from '../catalogue/goods';
import {
  CUSTOMER_NAME_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_STONES_MAX,
  STORE_HONEYPOT_FIELD,
} from './limits';
import { StoreCategory } from './store';
import { filled, optionalEmail, optionalPhone, SlugLookup } from './fields';

/** The public storefront `/store/<slug>` and the feed: no login, retail prices only. */

export const StoreSlugQuery = z.strictObject({ Slug: SlugLookup });

export const StoreInfo = z.object({
  Slug: z.string(),
  Name: z.string(),
  Logo: z.string().nullable(),
  Phone: z.string(),
  Email: z.string(),
  Intro: z.string(),
  Language: z.enum(LOCALES),
  Categories: z.array(StoreCategory),
});
export type StoreInfo = z.infer<typeof StoreInfo>;

/** A store's reference for a stone: ten letters and digits, meaningless outside that store. */
export const StoreRef = z
  .string('FIELD_REQUIRED')
  .trim()
  .toUpperCase()
  .min(1, 'FIELD_REQUIRED')
  .max(32, 'FIELD_INVALID');

/**
 * A storefront's sorts: never by discount (a wholesale notion) or by per-carat price. `Price`
 * orders by the wholesale price, which is the retail order wherever the markup rises with the
 * price (docs/cloud-store.md).
 */
export const STORE_SORT_FIELDS = ['Price', 'Weight', 'Color', 'Clarity', 'CreatedAt'] as const;

const {
  Sort: _sort,
  Location: _location,
  Keyword: _keyword,
  PriceMin: _priceMin,
  PriceMax: _priceMax,
  ...storeFilterFields
} = goodsQueryFields;

/**
 * The category query of the shop without what would give the wholesale side away: no location
 * filter, no keyword (it matches Facet's stock numbers), no price range (it filters wholesale
 * prices per carat).
 */
export const StoreQueryBody = z
  .strictObject({
    Slug: SlugLookup,
    Category: StoreCategory,
    ...storeFilterFields,
    Sort: z
      .strictObject({
        Field: z.enum(STORE_SORT_FIELDS, 'FIELD_INVALID'),
        Order: z.enum(['asc', 'desc'], 'FIELD_INVALID'),
      })
      .optional(),
  })
  .superRefine(rangesInOrder);
export type StoreQueryBody = z.infer<typeof StoreQueryBody>;

/**
 * A stone as a retail customer may see it: `Goods` field names for what it carries, the
 * store's `Ref`, and retail prices. Never a list price, discount, wholesale or DDP price,
 * stock number, location, supplier or anything of the jeweller's account.
 */
/** What a retail customer may read of a stone: the shop's own field schemas, no more. */
const STONE_FACTS = {
  Shape: true,
  Weight: true,
  Color: true,
  Clarity: true,
  Cut: true,
  Polish: true,
  Symmetry: true,
  Fluorescence: true,
  Lab: true,
  CertificateNo: true,
  ReportUrl: true,
  ReportDate: true,
  Length: true,
  Width: true,
  Height: true,
  TablePct: true,
  DepthPct: true,
  CrownHeight: true,
  PavilionDepth: true,
  Girdle: true,
  Culet: true,
  Milky: true,
  Shade: true,
  EyeClean: true,
  Bgm: true,
  BlackInclusion: true,
  FancyColor: true,
  Intensity: true,
  Overtone: true,
  Saturation: true,
  Hue: true,
  Process: true,
} as const;

export const StoreGoods = z
  .object({ Ref: z.string(), Category: StoreCategory })
  .extend(PricedGoods.pick(STONE_FACTS).shape)
  .extend({
    Images: z.array(z.string()),
    Videos: z.array(z.string()),
    /** Retail: the jeweller's price after the store's markup and rounding, USD. */
    Price: z.number(),
    /** The retail price divided by the weight. */
    PricePerCarat: z.number(),
  });
export type StoreGoods = z.infer<typeof StoreGoods>;
/** The feed's CSV columns, in this order: the `StoreGoods` names. */
export const STORE_GOODS_COLUMNS = Object.keys(StoreGoods.shape) as (keyof StoreGoods)[];

export const StoreGoodsPage = paged(StoreGoods).extend({ Facets: GoodsFacets.optional() });
export type StoreGoodsPage = z.infer<typeof StoreGoodsPage>;

export const StoreDetailBody = z.strictObject({ Slug: SlugLookup, Ref: StoreRef });
export type StoreDetailBody = z.infer<typeof StoreDetailBody>;

export const StoreEnquiryBody = z
  .strictObject({
    Slug: SlugLookup,
    Refs: z
      .array(StoreRef, 'FIELD_INVALID')
      .min(1, 'NOTHING_SELECTED')
      .max(ENQUIRY_STONES_MAX, 'FIELD_TOO_LONG'),
    Name: filled(CUSTOMER_NAME_MAX),
    Phone: optionalPhone,
    Email: optionalEmail,
    Message: z.string('FIELD_INVALID').trim().max(ENQUIRY_MESSAGE_MAX, 'FIELD_TOO_LONG').optional(), // prettier-ignore
    [STORE_HONEYPOT_FIELD]: z.string('FIELD_INVALID').max(2000, 'FIELD_TOO_LONG').optional(),
  })
  .superRefine((value, ctx) => {
    // The jeweller needs a way back to the customer: a phone number, an email, or both.
    if (!value.Phone && !value.Email) {
      ctx.addIssue({ code: 'custom', path: ['Phone'], message: 'CONTACT_REQUIRED' });
    }
  });
export type StoreEnquiryBody = z.infer<typeof StoreEnquiryBody>;

export const StoreEnquirySent = z.object({ No: z.string() });
export type StoreEnquirySent = z.infer<typeof StoreEnquirySent>;

export const STORE_FEED_FORMATS = ['json', 'csv'] as const;
export const StoreFeedQuery = z.strictObject({
  Slug: SlugLookup,
  Token: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(128, 'FIELD_INVALID'),
  Format: z.enum(STORE_FEED_FORMATS, 'FIELD_INVALID').default('json'),
});
export type StoreFeedQuery = z.infer<typeof StoreFeedQuery>;
/** A feed holds at most this many stones (the newest): a catalogue, not a data dump. */
export const STORE_FEED_MAX = 50_000;

/** The store's feed: every stone it shows, at its retail price. */
export const StoreFeed = z.array(StoreGoods);
