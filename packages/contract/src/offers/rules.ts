import { isUnique, type Category } from '../catalogue/vocabulary';
import { stonePrice } from '../catalogue/pricing';

/**
 * Offers (docs/offers-memo-returns.md): a buyer asks "would you take this price a carat?" for a
 * single stone and a clerk accepts, counters or declines, as RapNet's Trade Center does. The
 * settings are OFFER_HOURS, OFFER_HOLD_HOURS, OFFER_LIMIT and OFFER_FLOOR_PERCENT; these are
 * their defaults.
 */
export const OFFER_DEFAULTS = { hours: 24, holdHours: 24, limit: 10, floorPercent: 50 } as const;
/** The longest note a buyer or a clerk writes with an offer. */
export const OFFER_NOTE_MAX = 500;

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The groups a list may ask for: offers still waiting, and those that ended without a sale. */
export const OFFER_GROUPS = ['waiting', 'ended'] as const;
export type OfferGroup = (typeof OFFER_GROUPS)[number];
export const OFFER_GROUP_STATUSES = {
  waiting: ['open', 'countered'],
  ended: ['declined', 'withdrawn', 'expired'],
} as const satisfies Record<OfferGroup, readonly string[]>;

/** Offers still waiting for an answer: they count towards the limit and run out. */
export const WAITING_OFFER_STATUSES = ['open', 'countered'] as const satisfies OfferStatus[];
export const isWaiting = (status: OfferStatus) =>
  (WAITING_OFFER_STATUSES as readonly OfferStatus[]).includes(status);

export const OFFER_ACTIONS = [
  'make',
  'accept',
  'counter',
  'decline',
  'withdraw',
  'expire',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];
/** Who makes a move: the buyer, a clerk, or the clock. */
export type OfferActor = 'buyer' | 'staff' | 'system';

/**
 * Every move of an offer, who makes it and from where. The clerk answers an open offer; a
 * counter is the buyer's to accept or withdraw; the clock ends whatever still waits. Every
 * other status is final.
 */
export const OFFER_MOVES = {
  buyer: {
    accept: { from: ['countered'], to: 'accepted' },
    withdraw: { from: ['open', 'countered'], to: 'withdrawn' },
  },
  staff: {
    accept: { from: ['open'], to: 'accepted' },
    counter: { from: ['open'], to: 'countered' },
    decline: { from: ['open'], to: 'declined' },
  },
  system: {
    expire: { from: ['open', 'countered'], to: 'expired' },
  },
} as const satisfies Record<
  OfferActor,
  Partial<Record<OfferAction, { from: readonly OfferStatus[]; to: OfferStatus }>>
>;

/** Where a move takes an offer, or null when `actor` may not make it from `status`. */
export function offerMove(
  status: OfferStatus,
  action: OfferAction,
  actor: OfferActor,
): OfferStatus | null {
  const moves: Partial<Record<OfferAction, { from: readonly OfferStatus[]; to: OfferStatus }>> =
    OFFER_MOVES[actor];
  const move = moves[action];
  return move && move.from.includes(status) ? move.to : null;
}

/** Only a one-of-a-kind stone takes an offer; parcels and settings sell at their price. */
export const isOfferable = (category: Category) => isUnique(category);

/**
 * Why an offer's price per carat (in cents) is refused against the stone's price per carat as
 * the buyer is sent it, or null when it may be made: at or above the price the stone is simply
 * bought; below the floor (a percentage of the price) it is not worth a clerk's answer.
 */
export function offerPriceProblem(
  offerCents: number,
  priceCents: number,
  floorPercent: number,
): 'OFFER_AT_PRICE' | 'OFFER_BELOW_FLOOR' | null {
  if (offerCents >= priceCents) return 'OFFER_AT_PRICE';
  if (offerCents * 100 < priceCents * floorPercent) return 'OFFER_BELOW_FLOOR';
  return null;
}

/** A counter lies above what the buyer offered and at most the stone's price. */
export const isCounterInRange = (counterCents: number, offerCents: number, priceCents: number) =>
  counterCents > offerCents && counterCents <= priceCents;

/** What the stone costs at a price per carat: the per-carat price × its weight, to the cent. */
export const offerTotalCents = (pricePerCaratCents: number, weightCarats: number) =>
  stonePrice(pricePerCaratCents, Math.round(weightCarats * 1000));

/** How far below the price an offer is, in percent with two decimals (12.5 for 12.5 % off). */
export const offerDiscountPercent = (offerCents: number, priceCents: number) =>
  priceCents > 0 ? Math.round((1 - offerCents / priceCents) * 10_000) / 100 : 0;

/** An offer's status and prices per carat (cents), as the moves change them. */
export type OfferState = {
  status: OfferStatus;
  offerCents: number;
  counterCents: number | null;
  agreedCents: number | null;
};

/**
 * One move applied to an offer: its new state, or null when the move is out of order. A clerk's
 * acceptance agrees on the buyer's price, the buyer's acceptance on the counter; a counter
 * names its price (`counterCents`); nothing else changes a price.
 */
export function offerStep(
  state: OfferState,
  actor: OfferActor,
  action: OfferAction,
  counterCents?: number,
): OfferState | null {
  const status = offerMove(state.status, action, actor);
  if (!status) return null;
  if (action === 'counter') {
    if (counterCents === undefined) return null;
    return { ...state, status, counterCents };
  }
  if (action === 'accept') {
    const agreedCents = actor === 'buyer' ? state.counterCents : state.offerCents;
    return agreedCents === null ? null : { ...state, status, agreedCents };
  }
  return { ...state, status };
}
