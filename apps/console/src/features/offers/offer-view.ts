import {
  AdminOfferListBody,
  fromCents,
  isCounterInRange,
  labelOf,
  OFFER_STATUSES,
  offerDiscountPercent,
  offerTotalCents,
  toCents,
  type AdminOffer,
  type Locale,
  type OfferStatus,
} from '@facet/contract';
import { formatCarats } from '../../i18n/number-format';
import type { Translate } from '../../i18n/use-i18n';

/** A tab of the list: one status, or every offer. */
export type OfferTab = OfferStatus | 'all';
/** The clerk's work first: the open offers, then those waiting on the buyer, then the ended. */
export const OFFER_TABS: readonly OfferTab[] = [...OFFER_STATUSES, 'all'];
export const DEFAULT_TAB: OfferTab = 'open';

export type OfferSort = AdminOfferListBody['Sort'];
export const OFFER_SORTS: readonly OfferSort[] = AdminOfferListBody.shape.Sort.unwrap().options;
const DEFAULT_SORT: OfferSort = 'expiry';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** The list as the clerk set it up; it lives in the address, so a link or a reload keeps it. */
export interface OffersView {
  tab: OfferTab;
  sort: OfferSort;
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function viewFromParams(params: URLSearchParams): OffersView {
  const size = positiveInt(params.get('Size'));
  return {
    tab: oneOf(OFFER_TABS, params.get('Status')) ?? DEFAULT_TAB,
    sort: oneOf(OFFER_SORTS, params.get('Sort')) ?? DEFAULT_SORT,
    page: positiveInt(params.get('Page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

export function paramsOf({ tab, sort, page, pageSize }: OffersView): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('Status', tab);
  if (sort !== DEFAULT_SORT) params.set('Sort', sort);
  if (page > 1) params.set('Page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) params.set('Size', String(pageSize));
  return params;
}

export const listBodyOf = ({ tab, sort, page, pageSize }: OffersView): AdminOfferListBody => ({
  PageIndex: page,
  PageSize: pageSize,
  Status: tab === 'all' ? undefined : tab,
  Sort: sort,
});

/**
 * The prices per carat a counter lies between, in cents: above the offer, at most the price the
 * buyer offered against (their tier's, as the server checks it). Null when nothing lies between.
 */
export function counterRangeOf(
  offer: AdminOffer,
): { offerCents: number; priceCents: number } | null {
  const offerCents = toCents(offer.PricePerCarat);
  const priceCents = toCents(offer.OfferedAgainstPricePerCarat);
  return isCounterInRange(priceCents, offerCents, priceCents) ? { offerCents, priceCents } : null;
}

/** Whether a price per carat (USD) may be the counter to `offer`: the contract's rule. */
export function isCounterFor(offer: AdminOffer, pricePerCarat: number) {
  const range = counterRangeOf(offer);
  return (
    range !== null && isCounterInRange(toCents(pricePerCarat), range.offerCents, range.priceCents)
  );
}

/**
 * The counter the dialog opens with: halfway between the offer and the price, in whole dollars
 * a carat as the trade quotes them — or the price itself when no whole dollar lies between.
 */
export function suggestedCounter(offer: AdminOffer): number | null {
  const range = counterRangeOf(offer);
  if (!range) return null;
  const halfway = Math.round((range.offerCents + range.priceCents) / 200) * 100;
  const cents = isCounterInRange(halfway, range.offerCents, range.priceCents)
    ? halfway
    : range.priceCents;
  return fromCents(cents);
}

/** What the stone comes to at a price per carat, and how far that is below its price. */
export function counterFigures(offer: AdminOffer, pricePerCarat: number) {
  const cents = toCents(pricePerCarat);
  return {
    total: fromCents(offerTotalCents(cents, offer.Goods.Weight)),
    belowPercent: offerDiscountPercent(cents, toCents(offer.OfferedAgainstPricePerCarat)),
  };
}

/** The time left until `expiresAt`, in whole minutes; null once it is up. */
export function timeLeftOf(expiresAt: string, now: number) {
  const ms = Date.parse(expiresAt) - now;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** A stone as the trade names it: "Round 1.01 ct F VS1". */
export function stoneWords(locale: Locale, t: Translate, goods: AdminOffer['Goods']) {
  return [
    goods.Shape && labelOf(locale, 'Shape', goods.Shape),
    `${formatCarats(locale, goods.Weight)} ${t('inventory.unit.ct')}`,
    goods.Color ?? (goods.FancyColor && labelOf(locale, 'FancyColor', goods.FancyColor)),
    goods.Clarity,
  ]
    .filter(Boolean)
    .join(' ');
}
