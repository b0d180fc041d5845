import { z } from '../zod';
import { Id } from '../ids';
import { Goods, PricedGoods } from '../catalogue/goods';

/** Holds' calls (docs/api.md); their rules are in rules.ts. */
export * from './rules';

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
