import { z } from '../zod';
import { LOCALES } from '../locale';
import { MARKUP_PERCENT_MAX, MARKUP_PERCENT_MIN, MARKUP_RULES_MAX, ROUNDINGS } from './markup';
import { filled, optionalEmail, optionalPhone } from './fields';
import { STORE_NAME_MAX, STORE_INTRO_MAX } from './limits';

/**
 * The buyer's own store (docs/api.md): a jeweller sells Facet's stones to their own
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
  /**
   * Certificate numbers and report links on the storefront and in the feed (off: the lab and
   * grades, with "report on request"). A certificate number lets anyone with a Facet account
   * find the stone and its wholesale price.
   */
  ShowCertificates: z.boolean('FIELD_INVALID').default(false),
});
export type StoreSaveBody = z.infer<typeof StoreSaveBody>;

/** The jeweller's store with its links (docs/api.md). */
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
  ShowCertificates: z.boolean(),
  /** Suspended by Facet's staff: the storefront and the feed are closed until they lift it. */
  Suspended: z.boolean(),
  /** `<origin>/store/<slug>`: the link to share, print as a QR code or embed. */
  ShareUrl: z.string(),
  /** `<origin>/api/Store/Feed?Slug=<slug>&Token=<token>`: private; add `&Format=csv` for CSV. */
  FeedUrl: z.string(),
});
export type Store = z.infer<typeof Store>;

/** The jeweller's store; null before they set one up. */
export const MaybeStore = Store.nullable();
