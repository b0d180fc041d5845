import { z } from 'zod';
import { Id } from '../ids';
import { Goods, PricedGoods } from '../catalogue/goods';
import { isUnique, type Category } from '../catalogue/vocabulary';

/**
 * Holds (API.md, "Trade tools"): a buyer keeps a single stone from everyone else for a while,
 * as Nivoda's "hold" does. The durations and the limit are settings (HOLD_HOURS,
 * HOLD_MAX_HOURS, HOLD_LIMIT); these are their defaults.
 */
export const HOLD_DEFAULT_HOURS = 24;
export const HOLD_MAX_HOURS = 48;
export const HOLD_LIMIT_DEFAULT = 5;

/** Only a one-of-a-kind stone is held; parcels and settings are bought by quantity. */
export const isHoldable = (category: Category) => isUnique(category);

export const HoldAddBody = z.strictObject({ GoodsId: Id });
export type HoldAddBody = z.infer<typeof HoldAddBody>;

export const HoldReleaseBody = z.strictObject({ HoldId: Id });
export type HoldReleaseBody = z.infer<typeof HoldReleaseBody>;

export const HoldAdded = z.object({
  HoldId: z.number().int(),
  GoodsId: z.number().int(),
  ExpiresAt: z.string(),
});
export type HoldAdded = z.infer<typeof HoldAdded>;

export const Hold = z.object({
  HoldId: z.number().int(),
  Goods,
  ExpiresAt: z.string(),
});
export type Hold = z.infer<typeof Hold>;

// ---- back office ----

/** A hold as the clerk sees it: the stone, who holds it, and until when. */
export const AdminHold = z.object({
  HoldId: z.number().int(),
  Goods: PricedGoods,
  Buyer: z.object({ UserId: z.number().int(), Name: z.string(), Email: z.string() }),
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
  /** The latest the hold may be extended to: its start plus HOLD_MAX_HOURS. */
  LatestExpiry: z.string(),
});
export type AdminHold = z.infer<typeof AdminHold>;
export const AdminHoldList = z.array(AdminHold);
export const HoldList = z.array(Hold);

/** Extends a hold to the most it may last (its start plus HOLD_MAX_HOURS). */
export const AdminHoldExtendBody = z.strictObject({ HoldId: Id });
export type AdminHoldExtendBody = z.infer<typeof AdminHoldExtendBody>;

/**
 * What is left of a hold, for the countdown on the buyer's screens: whole hours, minutes and
 * seconds, never below zero (a clock a little ahead shows 0:00:00, not a negative time).
 */
export function holdCountdown(expiresAt: string, now: number) {
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}
