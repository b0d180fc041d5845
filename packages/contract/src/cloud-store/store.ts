import { z } from 'zod';
import { Id } from '../ids';
import { LOCALES } from '../locale';
import { Email } from '../accounts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, paged } from '../envelope';
import { GoodsFacets, goodsQueryFields, rangesInOrder } from '../catalogue/goods';
import { SHAPES } from '../catalogue/vocabulary';
import { ORDER_STATUSES } from '../orders/order-state';
import { MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN, MARKUP_RULES_MAX, ROUNDINGS } from './markup';

/**
 * The buyer's own store (API.md, "Cloud Store"): a jeweller sells Facet's stones to their own
 * customers at their own markup, on a public storefront `/store/<slug>` and a private feed.
 */

/**
 * The categories a store may show: stones sold one by one. Parcels sell by the carat, rough
 * stones and seeds by the piece — trade materials, not what a jeweller's customer picks.
 */
export const STORE_CATEGORIES = ['natural-white', 'lab-white', 'natural-fancy', 'lab-fancy'] as const; // prettier-ignore
export type StoreCategory = (typeof STORE_CATEGORIES)[number];
export const StoreCategory = z.enum(STORE_CATEGORIES, 'FIELD_INVALID');

// ---- the link ----

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
/** Lower-case letters, digits and single hyphens between them: `gold-and-co`, `mei-jewels-2`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Links that would read as Facet's own pages or could later become one, and words a customer
 * might take for the platform speaking.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api', 'admin', 'console', 'store', 'stores', 'files', 'pages', 'assets', 'media', 'docs',
  'openapi', 'health', 'static', 'public', 'www', 'app', 'facet', 'login', 'logout', 'register',
  'account', 'cart', 'order', 'orders', 'checkout', 'pay', 'contact', 'about', 'help', 'support',
  'terms', 'privacy', 'feed', 'embed', 'new', 'edit', 'settings', 'index', 'null', 'undefined',
]); // prettier-ignore

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug);

/** A store's link as its owner chooses it: typed in any case, kept in lower case. */
export const StoreSlug = z
  .string('FIELD_REQUIRED')
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, 'SLUG_FORMAT')
  .max(SLUG_MAX, 'SLUG_FORMAT')
  .regex(SLUG_PATTERN, 'SLUG_FORMAT')
  .refine((slug) => !isReservedSlug(slug), 'SLUG_RESERVED');

/** A link as a visitor brings it: anything that is not a store's is simply not found. */
const SlugLookup = z.string('FIELD_REQUIRED').trim().toLowerCase().min(1, 'FIELD_REQUIRED').max(64, 'FIELD_INVALID'); // prettier-ignore

// ---- texts ----

export const STORE_NAME_MAX = 60;
/** §9's text-area default: the intro is a line under the store's name, not a page. */
export const STORE_INTRO_MAX = 140;
export const CUSTOMER_NAME_MAX = 60;
/**
 * A customer's message may run to 500, as an order's remark and need do (§9's exceptions): it
 * describes the piece they want — setting, ring size, budget, date — which 140 cuts short.
 */
export const ENQUIRY_MESSAGE_MAX = 500;
/** The jeweller's own note on an enquiry: §9's default. */
export const ENQUIRY_NOTE_MAX = 140;
/** Stones in one enquiry: a customer compares a handful, not a catalogue. */
export const ENQUIRY_STONES_MAX = 20;
/**
 * The hidden field of the enquiry form. People never see it, so never fill it; a form robot
 * fills every field it finds. An enquiry with it filled is answered as if taken, and dropped.
 */
export const STORE_HONEYPOT_FIELD = 'Website';

/**
 * A telephone number as shop customers write it: local (`9123 4567`) or international
 * (`+852 9123 4567`, `(212) 555-0100`). The jeweller calls it; its area is theirs.
 */
export const STORE_PHONE = /^\+?[\d(][\d ()-]{4,22}\d$/;

const filled = (max: number) =>
  z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');
const optionalPhone = z
  .union([z.string('PHONE_FORMAT').trim().regex(STORE_PHONE, 'PHONE_FORMAT'), z.literal('')])
  .optional();
const optionalEmail = z.union([Email, z.literal('')]).optional();

// ---- markup ----

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A markup percentage: 0–500 with at most two decimals (a markup never sells below cost). */
export const MarkupPercent = z
  .number('MARKUP_PERCENT_RANGE')
  .finite('MARKUP_PERCENT_RANGE')
  .min(MARKUP_PERCENT_MIN, 'MARKUP_PERCENT_RANGE')
  .max(MARKUP_PERCENT_MAX, 'MARKUP_PERCENT_RANGE')
  .refine(twoDecimals, 'MARKUP_PERCENT_RANGE');

/** An end of a rule's price band: USD, the wholesale total the jeweller pays. */
const BandPrice = z
  .number('FIELD_INVALID')
  .finite('FIELD_INVALID')
  .min(0, 'FIELD_INVALID')
  .max(100_000_000, 'FIELD_INVALID')
  .refine(twoDecimals, 'FIELD_INVALID');

export const MarkupRuleInput = z
  .strictObject({
    Category: StoreCategory.nullable().optional(),
    MinPrice: BandPrice.nullable().optional(),
    MaxPrice: BandPrice.nullable().optional(),
    Percent: MarkupPercent,
  })
  .superRefine((rule, ctx) => {
    if (rule.MinPrice != null && rule.MaxPrice != null && rule.MinPrice > rule.MaxPrice) {
      ctx.addIssue({ code: 'custom', path: ['MaxPrice'], message: 'RANGE_INVERTED' });
    }
  });
export type MarkupRuleInput = z.infer<typeof MarkupRuleInput>;

export const MarkupRuleWire = z.object({
  Category: StoreCategory.nullable(),
  MinPrice: z.number().nullable(),
  MaxPrice: z.number().nullable(),
  Percent: z.number(),
});
export type MarkupRuleWire = z.infer<typeof MarkupRuleWire>;

// ---- the jeweller's side: /api/CloudStore/* ----

export const StoreSaveBody = z.strictObject({
  Slug: StoreSlug,
  Name: filled(STORE_NAME_MAX),
  /** A picture uploaded with `Purpose=store`; null or absent: no logo. */
  Logo: z.uuid('FIELD_INVALID').nullable().optional(),
  Phone: optionalPhone,
  Email: optionalEmail,
  Intro: z.string('FIELD_INVALID').trim().max(STORE_INTRO_MAX, 'FIELD_TOO_LONG').optional(),
  Language: z.enum(LOCALES, 'FIELD_INVALID'),
  Categories: z
    .array(StoreCategory, 'FIELD_INVALID')
    .min(1, 'FIELD_REQUIRED')
    .max(STORE_CATEGORIES.length, 'FIELD_INVALID')
    .refine((list) => new Set(list).size === list.length, 'FIELD_INVALID'),
  /** Applied in order: the first rule that fits a stone gives its percentage. */
  Markups: z.array(MarkupRuleInput, 'FIELD_INVALID').max(MARKUP_RULES_MAX, 'FIELD_TOO_LONG').default([]), // prettier-ignore
  DefaultPercent: MarkupPercent,
  Rounding: z.enum(ROUNDINGS, 'FIELD_INVALID'),
  Enabled: z.boolean('FIELD_INVALID'),
});
export type StoreSaveBody = z.infer<typeof StoreSaveBody>;

/** The jeweller's store with its links (API.md, "Wave 2 — details"). */
export const Store = z.object({
  Slug: z.string(),
  Name: z.string(),
  /** The logo's link, and its file id to save the store again unchanged. */
  Logo: z.string().nullable(),
  LogoId: z.string().nullable(),
  Phone: z.string(),
  Email: z.string(),
  Intro: z.string(),
  Language: z.enum(LOCALES),
  Categories: z.array(StoreCategory),
  Markups: z.array(MarkupRuleWire),
  DefaultPercent: z.number(),
  Rounding: z.enum(ROUNDINGS),
  Enabled: z.boolean(),
  /** Suspended by Facet's staff: the storefront and the feed are closed until they lift it. */
  Suspended: z.boolean(),
  /** `<origin>/store/<slug>`: the link to share, print as a QR code or embed. */
  ShareUrl: z.string(),
  /** `<origin>/api/Store/Feed?Slug=<slug>&Token=<token>`: private; add `&Format=csv` for CSV. */
  FeedUrl: z.string(),
});
export type Store = z.infer<typeof Store>;

export const CLOUD_ORDER_STATUSES = ['New', 'Contacted', 'Ordered', 'Closed'] as const;
export type CloudOrderStatus = (typeof CLOUD_ORDER_STATUSES)[number];
export const CloudOrderStatus = z.enum(CLOUD_ORDER_STATUSES, 'FIELD_INVALID');

const pageFields = {
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(PAGE_SIZE_MAX, 'PAGE_SIZE_MAX').default(PAGE_SIZE_DEFAULT), // prettier-ignore
};

export const CloudOrdersBody = z.strictObject({
  ...pageFields,
  Status: CloudOrderStatus.optional(),
});
export type CloudOrdersBody = z.infer<typeof CloudOrdersBody>;

export const CloudOrderUpdateBody = z.strictObject({
  Id,
  Status: CloudOrderStatus,
  /** Absent leaves the note as it is; "" clears it. */
  Note: z.string('FIELD_INVALID').trim().max(ENQUIRY_NOTE_MAX, 'FIELD_TOO_LONG').optional(),
});
export type CloudOrderUpdateBody = z.infer<typeof CloudOrderUpdateBody>;

export const CloudOrderIdBody = z.strictObject({ Id });
export type CloudOrderIdBody = z.infer<typeof CloudOrderIdBody>;

export const CloudOrderLine = z.object({
  GoodsId: z.number().int(),
  Ref: z.string(),
  /** "Round 1.01 ct G VS1 GIA", in the reader's language. */
  Title: z.string(),
  Image: z.string().nullable(),
  /** What the customer was shown, and what the jeweller paid for it then (their tier price). */
  RetailPrice: z.number(),
  WholesalePrice: z.number(),
  /** Whether the stone is on sale now (ToCart takes only these). */
  Available: z.boolean(),
});
export type CloudOrderLine = z.infer<typeof CloudOrderLine>;

/** A customer's enquiry from the storefront, as the jeweller (or Facet's staff) reads it. */
export const CloudOrder = z.object({
  Id: z.number().int(),
  No: z.string(),
  CustomerName: z.string(),
  CustomerPhone: z.string(),
  CustomerEmail: z.string(),
  Message: z.string(),
  Lines: z.array(CloudOrderLine),
  RetailTotal: z.number(),
  WholesaleTotal: z.number(),
  Status: CloudOrderStatus,
  Note: z.string(),
  CreatedAt: z.string(),
  /** The Facet order placed from the stones ToCart put in the cart, once there is one. */
  OrderId: z.number().int().nullable(),
  OrderNo: z.string().nullable(),
  OrderStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type CloudOrder = z.infer<typeof CloudOrder>;

export const CloudOrderCounts = z.object(
  Object.fromEntries(CLOUD_ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
    CloudOrderStatus,
    z.ZodNumber
  >,
);
export const CloudOrderPage = paged(CloudOrder).extend({
  /** Enquiries per status, for the tabs' badges. */
  Counts: CloudOrderCounts,
});
export type CloudOrderPage = z.infer<typeof CloudOrderPage>;

// ---- the public storefront: /api/Store/* ----

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

const Measure = z.number().nullable();

/**
 * A stone as a retail customer may see it: `Goods` field names for what it carries, the
 * store's `Ref`, and retail prices. Never a list price, discount, wholesale or DDP price,
 * stock number, location, supplier or anything of the jeweller's account.
 */
export const StoreGoods = z.object({
  Ref: z.string(),
  Category: StoreCategory,
  Shape: z.enum(SHAPES).nullable(),
  Weight: z.number(),
  Color: z.string().nullable(),
  Clarity: z.string().nullable(),
  Cut: z.string().nullable(),
  Polish: z.string().nullable(),
  Symmetry: z.string().nullable(),
  Fluorescence: z.string().nullable(),
  Lab: z.string().nullable(),
  CertificateNo: z.string().nullable(),
  ReportUrl: z.string().nullable(),
  ReportDate: z.string().nullable(),
  Length: Measure,
  Width: Measure,
  Height: Measure,
  TablePct: Measure,
  DepthPct: Measure,
  CrownHeight: Measure,
  PavilionDepth: Measure,
  Girdle: z.string().nullable(),
  Culet: z.string().nullable(),
  Milky: z.string().nullable(),
  Shade: z.string().nullable(),
  EyeClean: z.string().nullable(),
  Bgm: z.string().nullable(),
  BlackInclusion: z.string().nullable(),
  FancyColor: z.string().nullable(),
  Intensity: z.string().nullable(),
  Overtone: z.string().nullable(),
  Saturation: z.string().nullable(),
  Hue: z.string().nullable(),
  Process: z.string().nullable(),
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

// ---- the back office: /api/Admin/CloudStores/* ----

export const AdminStoresBody = z.strictObject({
  ...pageFields,
  /** The link, the store's name, or the owner's email. */
  Keyword: z.string('FIELD_INVALID').trim().max(100, 'FIELD_TOO_LONG').optional(),
});
export type AdminStoresBody = z.infer<typeof AdminStoresBody>;

export const AdminStore = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  OwnerId: z.number().int(),
  OwnerName: z.string(),
  OwnerEmail: z.string(),
  Enabled: z.boolean(),
  Suspended: z.boolean(),
  Enquiries: z.number().int(),
  NewEnquiries: z.number().int(),
  CreatedAt: z.string(),
  ShareUrl: z.string(),
});
export type AdminStore = z.infer<typeof AdminStore>;
export const AdminStorePage = paged(AdminStore);
export type AdminStorePage = z.infer<typeof AdminStorePage>;

export const SuspendStoreBody = z.strictObject({ Id, Suspended: z.boolean('FIELD_INVALID') });
export type SuspendStoreBody = z.infer<typeof SuspendStoreBody>;

export const AdminStoreEnquiriesBody = z.strictObject({ StoreId: Id, ...pageFields });
export type AdminStoreEnquiriesBody = z.infer<typeof AdminStoreEnquiriesBody>;
/** The same page as the jeweller's: the console reads enquiries as they do. */
export const AdminStoreEnquiryPage = CloudOrderPage;
