import {
  fromCents,
  offerDiscountPercent,
  offerTotalCents,
  toCents,
  type Offer,
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
 * The tabs of "My offers" and the statuses each shows, in the order they are listed: a
 * counter waits for the buyer's answer, so countered offers come before those still open.
 */
export const OFFER_TABS = {
  waiting: ['countered', 'open'],
  accepted: ['accepted'],
  ended: ['declined', 'expired', 'withdrawn'],
} as const satisfies Record<string, readonly OfferStatus[]>;
export type OfferTab = keyof typeof OFFER_TABS;
export const OFFER_TAB_NAMES = Object.keys(OFFER_TABS) as OfferTab[];

export const parseOfferTab = (value: string | null): OfferTab =>
  OFFER_TAB_NAMES.includes(value as OfferTab) ? (value as OfferTab) : 'waiting';

/** Where a tab's list stands: which of its statuses, and which page of that status. */
export type OfferPageParam = { status: number; page: number };
export const FIRST_OFFER_PAGE: OfferPageParam = { status: 0, page: 1 };

/**
 * The page after `param` once its answer is in: the next page of the same status while there
 * is one, else the first of the tab's next status, else none. (`Offer/List` filters by one
 * status; a tab of several reads them one after the other.)
 */
export function nextOfferPage(
  param: OfferPageParam,
  answer: Pick<OfferPage, 'PageIndex' | 'PageSize' | 'Total'>,
  statusCount: number,
): OfferPageParam | undefined {
  if (answer.PageIndex * answer.PageSize < answer.Total) {
    return { status: param.status, page: param.page + 1 };
  }
  return param.status + 1 < statusCount ? { status: param.status + 1, page: 1 } : undefined;
}

/** The offer of the buyer's still waiting on a stone, if any (one at most: OFFER_OPEN). */
export const waitingOn = (offers: readonly Offer[] | undefined, goodsId: number) =>
  offers?.find((offer) => offer.GoodsId === goodsId);
