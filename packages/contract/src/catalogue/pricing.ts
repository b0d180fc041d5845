/**
 * Price arithmetic of the trade, in integer cents. Discounts are signed percentages with two
 * decimals (−30 = 30 % below list), carried as basis points of a percent (−30.00 % = −3000).
 * Rounding is half away from zero, to the cent, once per step.
 */
import type { Category, PricingBasis, Shape } from './vocabulary';

/** Weights travel as carats with up to three decimals and are computed as milli-carats. */
export const toMilliCarats = (carats: number) => Math.round(carats * 1000);
export const fromMilliCarats = (mct: number) => mct / 1000;

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const fromCents = (cents: number) => cents / 100;
/** Cents as the server's notices and mails write dollars, in every language: $4,100.00. */
export const usdText = (cents: number) =>
  `$${fromCents(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** −30.25 (%) → −3025. */
export const toDiscountBp = (percent: number) => Math.round(percent * 100);
export const fromDiscountBp = (bp: number) => bp / 100;

/** Integer division rounded half away from zero (prices are positive, so: half up). */
export function divRound(numerator: number, denominator: number): number {
  const q = numerator / denominator;
  return Math.sign(q) * Math.round(Math.abs(q));
}

/** price per carat = list price per carat × (1 + discount). */
export function discountedPricePerCarat(listCents: number, discountBp: number): number {
  return divRound(listCents * (10_000 + discountBp), 10_000);
}

/** The discount that turns `listCents` into `pricePerCaratCents`, to the basis point. */
export function discountFor(listCents: number, pricePerCaratCents: number): number {
  if (listCents <= 0) return 0;
  return divRound((pricePerCaratCents - listCents) * 10_000, listCents);
}

/** A stone's price: price per carat × weight, to the cent. */
export function stonePrice(pricePerCaratCents: number, weightMct: number): number {
  return divRound(pricePerCaratCents * weightMct, 1000);
}

/** Price per carat of a stone priced as a whole. */
export function pricePerCaratOf(priceCents: number, weightMct: number): number {
  return weightMct > 0 ? divRound(priceCents * 1000, weightMct) : 0;
}

/** The international delivered-duty-paid quote: the price plus the configured rate. */
export function ddpPrice(priceCents: number, ddpRateBp: number): number {
  return divRound(priceCents * (10_000 + ddpRateBp), 10_000);
}

/**
 * A line's amount: unit price × quantity. Quantities of carat-sold goods have up to three
 * decimals, so they come in thousandths.
 */
export function lineAmount(unitPriceCents: number, quantityMilli: number): number {
  return divRound(unitPriceCents * quantityMilli, 1000);
}

export type Priced = {
  basis: PricingBasis;
  /** discount basis: the list price per carat and the discount. */
  listCents?: number | null;
  discountBp?: number | null;
  /** weight basis: the price per carat. */
  pricePerCaratCents?: number | null;
  /** grain and piece bases: the price of one stone. */
  pieceCents?: number | null;
  weightMct: number;
};

export type PriceOutcome = {
  /** Price per carat, for every basis (per-piece goods: price ÷ weight). */
  pricePerCaratCents: number;
  /** The price of one sale unit: a whole stone, one piece, or one carat of a parcel. */
  unitPriceCents: number;
};

/**
 * The prices of a good from its basis. A unique stone's unit is the stone; a parcel's unit is
 * one carat; rough stones and seeds sell by the piece.
 */
export function priceOf(category: Category, input: Priced): PriceOutcome | null {
  const { basis, weightMct } = input;
  if (basis === 'discount') {
    if (input.listCents == null || input.discountBp == null) return null;
    const ppc = discountedPricePerCarat(input.listCents, input.discountBp);
    return {
      pricePerCaratCents: ppc,
      unitPriceCents: category === 'parcel' ? ppc : stonePrice(ppc, weightMct),
    };
  }
  if (basis === 'weight') {
    const ppc = input.pricePerCaratCents;
    if (ppc == null) return null;
    return {
      pricePerCaratCents: ppc,
      unitPriceCents: category === 'parcel' ? ppc : stonePrice(ppc, weightMct),
    };
  }
  const piece = input.pieceCents;
  if (piece == null) return null;
  return { pricePerCaratCents: pricePerCaratOf(piece, weightMct), unitPriceCents: piece };
}

/** The list-price grid groups shapes as the trade's price lists do: rounds and fancies. */
export const SHAPE_GROUPS = ['round', 'fancy'] as const;
export type ShapeGroup = (typeof SHAPE_GROUPS)[number];
export const shapeGroupOf = (shape: Shape | string): ShapeGroup =>
  shape === 'round' ? 'round' : 'fancy';

/** Size bands of the list-price grid, in milli-carats, inclusive (as the trade's lists band them). */
export const SIZE_BANDS: readonly (readonly [number, number])[] = [
  [10, 39],
  [40, 79],
  [80, 149],
  [150, 179],
  [180, 229],
  [230, 299],
  [300, 399],
  [400, 499],
  [500, 699],
  [700, 899],
  [900, 999],
  [1000, 1499],
  [1500, 1999],
  [2000, 2999],
  [3000, 3999],
  [4000, 4999],
  [5000, 9999],
  [10_000, 99_999],
];

/** The grid band a weight falls in; null outside every band. */
export function sizeBandOf(weightMct: number): readonly [number, number] | null {
  return SIZE_BANDS.find(([from, to]) => weightMct >= from && weightMct <= to) ?? null;
}
