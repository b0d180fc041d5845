import {
  fromCents,
  offerDiscountPercent,
  offerTotalCents,
  toCents,
  type Offer,
  type OfferGroup,
  type OfferPage,
  type OfferStatus,
  type PricedGoods,
} from '@facet/contract';
import { parseDecimal } from '../../shared/format/decimal-text';

/**
 * What a price per carat typed in the offer sheet comes to for the stone, as the server will
 * reckon it (contract `offerTotalCents`, `offerDiscountPercent`): nothing typed yet, not a
 * price, or the price to the cent with the stone's total and how far below its price it is.
 */
export type OfferFigures =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'price'; pricePerCarat: number; total: number; belowPercent: number };

export function offerFigures(
  text: string,
  stone: Pick<PricedGoods, 'PricePerCarat' | 'Weight'>,
): OfferFigures {
  const typed = parseDecimal(text);
  if (typed === undefined) return { kind: 'empty' };
  if (typed === null) return { kind: 'invalid' };
  const cents = toCents(typed);
  if (cents < 1) return { kind: 'invalid' };
  return {
    kind: 'price',
    pricePerCarat: fromCents(cents),
    total: fromCents(offerTotalCents(cents, stone.Weight)),
    belowPercent: offerDiscountPercent(cents, toCents(stone.PricePerCarat)),
  };
}

/** What the stone comes to at a price per carat (an offer, a counter), to the cent. */
export const totalAt = (pricePerCarat: number, weight: number) =>
  fromCents(offerTotalCents(toCents(pricePerCarat), weight));

/**
 * Where an accepted offer stands: bought (an order charged the agreed price), in the cart at
 * that price while the stone is held for the buyer, or past the time the price held.
 */
export function agreedStanding(offer: Pick<Offer, 'OrderId' | 'ExpiresAt'>, now: number) {
  if (offer.OrderId !== null) return 'ordered';
  return Date.parse(offer.ExpiresAt) > now ? 'inCart' : 'lapsed';
}

/** What the clerk wrote with their answer (the last of theirs that says something), or ''. */
export const staffNote = (offer: Pick<Offer, 'History'>) =>
  offer.History.findLast((step) => step.By === 'staff' && step.Note !== '')?.Note ?? '';

/**
 * The tabs of "My offers" and what each asks `Offer/List` for, newest first: a group of
 * statuses (waiting: open and countered; ended: declined, withdrawn, expired) or one status.
 */
export const OFFER_TABS = {
  waiting: 'waiting',
  accepted: 'accepted',
  ended: 'ended',
} as const satisfies Record<string, OfferStatus | OfferGroup>;
export type OfferTab = keyof typeof OFFER_TABS;
export const OFFER_TAB_NAMES = Object.keys(OFFER_TABS) as OfferTab[];

export const parseOfferTab = (value: string | null): OfferTab =>
  OFFER_TAB_NAMES.includes(value as OfferTab) ? (value as OfferTab) : 'waiting';

/** The page after an answer's, while there is one. */
export const nextOfferPage = (answer: Pick<OfferPage, 'PageIndex' | 'PageSize' | 'Total'>) =>
  answer.PageIndex * answer.PageSize < answer.Total ? answer.PageIndex + 1 : undefined;

/** The offer of the buyer's still waiting on a stone, if any (one at most: OFFER_OPEN). */
export const waitingOn = (offers: readonly Offer[] | undefined, goodsId: number) =>
  offers?.find((offer) => offer.GoodsId === goodsId);
