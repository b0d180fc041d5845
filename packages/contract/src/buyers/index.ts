import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { CATEGORIES, type Category } from '../catalogue/vocabulary';
import { ORDER_STATUSES } from '../orders/order-state';
import { fromCents, toCents } from '../catalogue/pricing';

/**
 * Trade verification (docs/api.md): a buyer shows they are in the trade
 * with a company, its country and its papers; a clerk approves or rejects with a reason.
 */
export const VERIFICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const VerificationStatus = z.enum(VERIFICATION_STATUSES, 'FIELD_INVALID');
export type VerificationStatus = z.infer<typeof VerificationStatus>;

/**
 * What an unverified buyer may do (`BUYER_APPROVAL`): `off` — browse and order, as before;
 * `order` — browse, ordering waits for approval; `browse` — prices hidden until approved.
 */
export const BUYER_APPROVAL_MODES = ['off', 'order', 'browse'] as const;
export type BuyerApproval = (typeof BUYER_APPROVAL_MODES)[number];

/** Whether a buyer in this state may see prices and order under this setting. */
export const mayOrder = (mode: BuyerApproval, status: VerificationStatus) =>
  mode === 'off' || status === 'approved';
export const maySeePrices = (mode: BuyerApproval, status: VerificationStatus) =>
  mode !== 'browse' || status === 'approved';

/**
 * The countries a company may be registered in: ISO 3166-1 alpha-2 codes, named in the
 * reader's language by the apps (`Intl.DisplayNames`).
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
export const CountryCode = z
  .string('FIELD_REQUIRED')
  .trim()
  .toUpperCase()
  .min(1, 'FIELD_REQUIRED')
  .refine((code) => code === '' || COUNTRY_CODES.includes(code), 'FIELD_INVALID');

/** At most this many papers: a registration, a resale certificate, a page or two more. */
export const VERIFICATION_DOCUMENTS_MAX = 5;

export const SubmitVerificationBody = z.strictObject({
  CompanyName: z.string('FIELD_REQUIRED').trim().min(2, 'FIELD_REQUIRED').max(120, 'FIELD_TOO_LONG'),
  Country: CountryCode,
  Documents: z
    .array(z.uuid('FIELD_INVALID'), 'FIELD_REQUIRED')
    .min(1, 'DOCUMENTS_REQUIRED')
    .max(VERIFICATION_DOCUMENTS_MAX, 'FIELD_TOO_LONG'),
}); // prettier-ignore
export type SubmitVerificationBody = z.infer<typeof SubmitVerificationBody>;

export const VerificationDocument = z.object({
  FileId: z.string(),
  Url: z.string(),
  Type: z.string(),
});

/** What the buyer sees of their own verification. */
export const Verification = z.object({
  Status: VerificationStatus,
  CompanyName: z.string(),
  Country: z.string(),
  Documents: z.array(VerificationDocument),
  Reason: z.string(),
  SubmittedAt: z.string().nullable(),
  ReviewedAt: z.string().nullable(),
  /** The shop's setting: what waits for approval. */
  Approval: z.enum(BUYER_APPROVAL_MODES),
});
export type Verification = z.infer<typeof Verification>;

// ---- price tiers ----

/** A tier's percentage on the house price: −50 % to +100 %, in hundredths of a percent. */
export const TIER_PERCENT_MIN = -50;
export const TIER_PERCENT_MAX = 100;

export const TierPercent = z
  .number('FIELD_INVALID')
  .finite('FIELD_INVALID')
  .min(TIER_PERCENT_MIN, 'TIER_PERCENT_RANGE')
  .max(TIER_PERCENT_MAX, 'TIER_PERCENT_RANGE')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'TIER_PERCENT_RANGE');

export const Tier = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Percent: z.number(),
  /** The category the percentage applies to; null for every category. */
  Category: z.enum(CATEGORIES).nullable(),
  Buyers: z.number().int(),
});
export type Tier = z.infer<typeof Tier>;
export const TierList = z.array(Tier);

export const SaveTierBody = z.strictObject({
  Id: Id.optional(),
  Name: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(40, 'FIELD_TOO_LONG'),
  Percent: TierPercent,
  Category: z.enum(CATEGORIES, 'FIELD_INVALID').nullable().optional(),
}); // prettier-ignore
export type SaveTierBody = z.infer<typeof SaveTierBody>;

export const TierIdBody = z.strictObject({ Id });

/** A tier as pricing reads it: basis points (hundredths of a percent), and where they apply. */
export type PriceTier = { percentBp: number; category: Category | null };

export const toPercentBp = (percent: number) => Math.round(percent * 100);
export const fromPercentBp = (bp: number) => bp / 100;

/** The basis points a tier adds to a stone of this category (0 outside its category). */
export const tierBpFor = (tier: PriceTier | null | undefined, category: Category) =>
  tier && (tier.category === null || tier.category === category) ? tier.percentBp : 0;

/**
 * A tier price in integer cents: cents × (1 + bp / 10,000), rounded to the cent, halves away
 * from zero. Exact for any price a stone can carry (the product stays far below 2^53).
 */
export function tierCents(cents: number, bp: number): number {
  if (bp === 0) return cents;
  const scaled = cents * (10_000 + bp);
  const sign = scaled < 0 ? -1 : 1;
  const magnitude = Math.abs(scaled);
  const whole = Math.floor(magnitude / 10_000);
  return sign * (magnitude - whole * 10_000 >= 5_000 ? whole + 1 : whole);
}

/**
 * A tier bound back to house cents for a price filter: the highest house price whose tier
 * price is at most `cents` (upper bound), or the lowest whose tier price is at least `cents`
 * (lower bound). So a buyer filtering "up to $5,000" gets exactly the stones they see at
 * $5,000 or less.
 */
export function houseBound(cents: number, bp: number, side: 'min' | 'max'): number {
  if (bp === 0) return cents;
  let guess = Math.round((cents * 10_000) / (10_000 + bp));
  if (side === 'max') {
    while (tierCents(guess, bp) > cents) guess--;
    while (tierCents(guess + 1, bp) <= cents) guess++;
  } else {
    while (tierCents(guess, bp) < cents) guess++;
    while (guess > 0 && tierCents(guess - 1, bp) >= cents) guess--;
  }
  return guess;
}

// ---- the back office's buyers ----

export const BuyersListBody = z.strictObject({
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(20),
  /** Name, email, company or country (code or English name). */
  Keyword: z.string('FIELD_INVALID').trim().max(100, 'FIELD_TOO_LONG').optional(),
  Verification: VerificationStatus.optional(),
  TierId: Id.optional(),
}); // prettier-ignore
export type BuyersListBody = z.infer<typeof BuyersListBody>;

export const BuyerSummary = z.object({
  UserId: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  CompanyName: z.string(),
  Country: z.string(),
  Verification: VerificationStatus,
  SubmittedAt: z.string().nullable(),
  TierId: z.number().int().nullable(),
  TierName: z.string().nullable(),
  Disabled: z.boolean(),
  RegisteredAt: z.string(),
  Orders: z.number().int(),
});
export type BuyerSummary = z.infer<typeof BuyerSummary>;

export const BuyerPage = paged(BuyerSummary).extend({
  /** Buyers waiting for a decision, for the menu's badge. */
  Pending: z.number().int(),
});
export type BuyerPage = z.infer<typeof BuyerPage>;

export const BuyerDetail = BuyerSummary.extend({
  NickName: z.string(),
  HeadPortrait: z.string(),
  AreaCode: z.string(),
  Phone: z.string(),
  Documents: z.array(VerificationDocument),
  Reason: z.string(),
  ReviewedAt: z.string().nullable(),
  Favourites: z.number().int(),
  RecentOrders: z.array(
    z.object({
      OrderId: z.number().int(),
      OrderNo: z.string(),
      Status: z.enum(ORDER_STATUSES),
      Total: z.number(),
      CreatedAt: z.string(),
    }),
  ),
  Chat: z.object({ Messages: z.number().int(), LastAt: z.string().nullable() }),
  Notes: z.string(),
});
export type BuyerDetail = z.infer<typeof BuyerDetail>;

export const BuyerIdBody = z.strictObject({ UserId: Id });
/**
 * The submission the clerk looked at (`SubmittedAt` as the buyer page showed it): papers sent
 * again in the meantime make the decision a 409 VERIFICATION_CHANGED instead of judging
 * papers nobody saw.
 */
const Reviewed = z.string('FIELD_INVALID').max(40, 'FIELD_INVALID').optional();
export const ApproveBuyerBody = z.strictObject({ UserId: Id, SubmittedAt: Reviewed });
export type ApproveBuyerBody = z.infer<typeof ApproveBuyerBody>;
export const RejectBuyerBody = z.strictObject({
  UserId: Id,
  SubmittedAt: Reviewed,
  Reason: z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(500, 'FIELD_TOO_LONG'),
});
export type RejectBuyerBody = z.infer<typeof RejectBuyerBody>;
export const SetTierBody = z.strictObject({ UserId: Id, TierId: Id.nullable() });
export type SetTierBody = z.infer<typeof SetTierBody>;
export const DisableBuyerBody = z.strictObject({
  UserId: Id,
  Disabled: z.boolean('FIELD_INVALID'),
});
export type DisableBuyerBody = z.infer<typeof DisableBuyerBody>;
export const BuyerNotesBody = z.strictObject({
  UserId: Id,
  Notes: z.string('FIELD_INVALID').trim().max(2000, 'FIELD_TOO_LONG'),
});
export type BuyerNotesBody = z.infer<typeof BuyerNotesBody>;

/**
 * The one percentage a tier adds over these categories, or 0 when it differs between them (a
 * tier for one category over a query of several: the filter stays in house prices).
 */
export function tierBpOver(categories: readonly Category[], tier: PriceTier | null | undefined) {
  const bps = new Set(categories.map((category) => tierBpFor(tier, category)));
  return bps.size === 1 ? [...bps][0]! : 0;
}

/**
 * A price filter as a tiered buyer types it (in their prices), turned into the house prices the
 * stock index and SQL compare, exactly: "up to $5,000" finds the stones they see at $5,000 or
 * less and no other.
 */
export function houseFilterOf<T extends { PriceMin?: number | null; PriceMax?: number | null }>(
  filter: T,
  bp: number,
): T {
  if (bp === 0 || (filter.PriceMin == null && filter.PriceMax == null)) return filter;
  const house = (dollars: number | null | undefined, side: 'min' | 'max') =>
    dollars == null ? dollars : fromCents(houseBound(toCents(dollars), bp, side));
  return {
    ...filter,
    PriceMin: house(filter.PriceMin, 'min'),
    PriceMax: house(filter.PriceMax, 'max'),
  };
}

/** A price tier saved: its id. */
export const TierSaved = z.object({ Id: z.number().int() });
