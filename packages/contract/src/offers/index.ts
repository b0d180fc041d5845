import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { Goods } from '../catalogue/goods';
import {
  OFFER_ACTIONS,
  OFFER_GROUPS,
  OFFER_NOTE_MAX,
  OFFER_STATUSES,
  type OfferAction,
  type OfferStatus,
} from './rules';

/** Offers' calls (docs/api.md, docs/offers-memo-returns.md); their rules are in rules.ts. */
export * from './rules';

const note = z.string().trim().max(OFFER_NOTE_MAX, 'FIELD_TOO_LONG').optional();
/** A price per carat in USD: at least a cent, at most two decimals' worth. */
const pricePerCarat = z
  .number('FIELD_INVALID')
  .finite('FIELD_INVALID')
  .max(100_000_000, 'FIELD_INVALID')
  .refine((value) => Math.round(value * 100) >= 1, 'PRICE_POSITIVE');
const page = {
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').max(100, 'PAGE_SIZE_MAX').default(20),
  /** One status, or a group: `waiting` (open, countered) or `ended` (declined, withdrawn, expired). */
  Status: z.enum([...OFFER_STATUSES, ...OFFER_GROUPS], 'FIELD_INVALID').optional(),
}; // prettier-ignore

export const OfferMakeBody = z.strictObject({
  GoodsId: Id,
  PricePerCarat: pricePerCarat,
  Note: note,
});
export type OfferMakeBody = z.infer<typeof OfferMakeBody>;

export const OfferListBody = z.strictObject(page);
export type OfferListBody = z.infer<typeof OfferListBody>;

export const OfferIdBody = z.strictObject({ OfferId: Id });
export type OfferIdBody = z.infer<typeof OfferIdBody>;

export const OFFER_ANSWERS = ['accept', 'counter', 'decline'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

export const AdminOfferListBody = z.strictObject({
  ...page,
  /** `below`: the deepest discount first; `expiry` (default): the soonest to run out first. */
  Sort: z.enum(['expiry', 'below', 'newest'], 'FIELD_INVALID').default('expiry'),
});
export type AdminOfferListBody = z.infer<typeof AdminOfferListBody>;

export const AdminOfferAnswerBody = z
  .strictObject({
    OfferId: Id,
    Action: z.enum(OFFER_ANSWERS, 'FIELD_INVALID'),
    PricePerCarat: pricePerCarat.optional(),
    Note: note,
  })
  .superRefine((body, ctx) => {
    if (body.Action === 'counter' && body.PricePerCarat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PricePerCarat'], message: 'FIELD_REQUIRED' });
    }
  });
export type AdminOfferAnswerBody = z.infer<typeof AdminOfferAnswerBody>;

export const OfferStatusValue = z.enum(OFFER_STATUSES);

export const OfferStep = z.object({
  At: z.string(),
  /** Who made the move: `buyer`, `staff` or `system` (the offer ran out). */
  By: z.enum(['buyer', 'staff', 'system']),
  /** The name of who made it: the buyer's or the clerk's; empty for the clock. */
  ByName: z.string(),
  Action: z.enum(OFFER_ACTIONS),
  /** The price per carat the move named: the offer, the counter, or the price agreed. */
  PricePerCarat: z.number().nullable(),
  Note: z.string(),
});
export type OfferStep = z.infer<typeof OfferStep>;

export const Offer = z.object({
  OfferId: z.number().int(),
  GoodsId: z.number().int(),
  /** The stone as the reader is sent it: at the buyer's tier for the buyer, the house's for staff. */
  Goods,
  BuyerId: z.number().int(),
  PricePerCarat: z.number(),
  /**
   * The stone's price per carat as this buyer was sent it (their tier's) when they offered: what
   * the offer, its floor, `BelowPercent` and a counter are measured against.
   */
  OfferedAgainstPricePerCarat: z.number(),
  /** What the offered price per carat comes to for the stone. */
  Total: z.number(),
  CounterPricePerCarat: z.number().nullable(),
  /** The price per carat agreed, once accepted: what the cart and the order charge. */
  AgreedPricePerCarat: z.number().nullable(),
  /** How far below the stone's price (as the buyer was sent it) the offer is, in percent. */
  BelowPercent: z.number(),
  Status: OfferStatusValue,
  CreatedAt: z.string(),
  /** When a waiting offer runs out; for an accepted one, until when the agreed price holds. */
  ExpiresAt: z.string(),
  Note: z.string(),
  /** The order that bought the stone at the agreed price, once there is one. */
  OrderId: z.number().int().nullable(),
  History: z.array(OfferStep),
});
export type Offer = z.infer<typeof Offer>;
export const OfferPage = paged(Offer);
export type OfferPage = z.infer<typeof OfferPage>;

/** An offer as the clerk sees it: who made it, their tier and their record with offers. */
export const AdminOffer = Offer.extend({
  Buyer: z.object({
    UserId: z.number().int(),
    Name: z.string(),
    Email: z.string(),
    Tier: z.string().nullable(),
    /** The buyer's offers so far: made, and accepted. */
    Offers: z.number().int(),
    Accepted: z.number().int(),
  }),
});
export type AdminOffer = z.infer<typeof AdminOffer>;
export const AdminOfferPage = paged(AdminOffer).extend({
  /** Offers waiting for a clerk's answer: the console's badge. */
  Waiting: z.number().int(),
});
export type AdminOfferPage = z.infer<typeof AdminOfferPage>;

export type { OfferAction, OfferStatus };
