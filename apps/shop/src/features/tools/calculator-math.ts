import {
  PRICING_BASES,
  discountFor,
  discountedPricePerCarat,
  divRound,
  fromCents,
  fromDiscountBp,
  lineAmount,
  pricePerCaratOf,
  stonePrice,
  toCents,
  toDiscountBp,
  toMilliCarats,
  type PricingBasis,
} from '@facet/contract';
import { editableText, parseDecimal } from '../../shared/format/decimal-text';

/**
 * The price calculator's state and arithmetic. The buyer types a weight, a quantity and one
 * price — a discount off the list, a price per carat, a price per stone or a total — and every
 * other price follows from it. Money is integer cents and discounts basis points throughout;
 * the arithmetic is the contract's (pricing.ts), so the calculator agrees with the shop's prices.
 */

/** The prices a buyer can type; whichever was typed last drives the others. */
export const PRICE_FIELDS = ['discount', 'pricePerCarat', 'unitPrice', 'total'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export type CalculatorState = {
  basis: PricingBasis;
  /** Carats, as typed. */
  weight: string;
  /** Stones (or pieces), as typed. */
  quantity: string;
  /** USD per carat from the list (the discount basis only), as typed or looked up. */
  listPrice: string;
  driver: PriceField;
  driverText: string;
};

export type CalculatorField = 'weight' | 'quantity' | 'listPrice' | PriceField;

/** Why a field cannot be used; `QUANTITY_INVALID` is the contract's own text. */
export type CalculatorIssue =
  'weightInvalid' | 'priceInvalid' | 'discountInvalid' | 'QUANTITY_INVALID';

export type CalculatorResult = {
  weightMct: number | null;
  quantity: number | null;
  listCents: number | null;
  discountBp: number | null;
  pricePerCaratCents: number | null;
  /** The price of one stone (or piece). */
  unitPriceCents: number | null;
  totalCents: number | null;
  issues: Partial<Record<CalculatorField, CalculatorIssue>>;
};

/** The price each basis states: the field the form leads with. */
export const PRIMARY_FIELD: Record<PricingBasis, PriceField> = {
  discount: 'discount',
  weight: 'pricePerCarat',
  grain: 'unitPrice',
  piece: 'unitPrice',
};

export const WEIGHT_MAX_CARATS = 10_000;
export const QUANTITY_MAX = 100_000;
/** A price below list by 100 % or more is no price; premiums stay possible. */
const DISCOUNT_MIN_BP = -9_999;
const DISCOUNT_MAX_BP = 99_999;
const PRICE_MAX_CENTS = toCents(100_000_000);

export const initialCalculatorState = (): CalculatorState => ({
  basis: 'discount',
  weight: '',
  quantity: '1',
  listPrice: '',
  driver: 'discount',
  driverText: '',
});

type Read<T> = { value: T | null; issue?: CalculatorIssue };

function readWeight(text: string): Read<number> {
  const carats = parseDecimal(text);
  if (carats === undefined) return { value: null };
  const mct = carats === null ? 0 : toMilliCarats(carats);
  if (carats === null || mct < 1 || carats > WEIGHT_MAX_CARATS) {
    return { value: null, issue: 'weightInvalid' };
  }
  return { value: mct };
}

function readQuantity(text: string): Read<number> {
  const pieces = parseDecimal(text);
  if (pieces === undefined) return { value: null };
  if (pieces === null || !Number.isInteger(pieces) || pieces < 1 || pieces > QUANTITY_MAX) {
    return { value: null, issue: 'QUANTITY_INVALID' };
  }
  return { value: pieces };
}

function readCents(text: string): Read<number> {
  const dollars = parseDecimal(text);
  if (dollars === undefined) return { value: null };
  const cents = dollars === null ? -1 : toCents(dollars);
  if (cents <= 0 || cents > PRICE_MAX_CENTS) return { value: null, issue: 'priceInvalid' };
  return { value: cents };
}

function readDiscount(text: string): Read<number> {
  const percent = parseDecimal(text);
  if (percent === undefined) return { value: null };
  const bp = percent === null ? Number.NaN : toDiscountBp(percent);
  if (!(bp >= DISCOUNT_MIN_BP && bp <= DISCOUNT_MAX_BP)) {
    return { value: null, issue: 'discountInvalid' };
  }
  return { value: bp };
}

/** Every price of the state, from the one the buyer typed. */
export function calculate(state: CalculatorState): CalculatorResult {
  const weight = readWeight(state.weight);
  const quantity = readQuantity(state.quantity);
  const usesList = state.basis === 'discount';
  const list = usesList ? readCents(state.listPrice) : { value: null };
  const driven =
    state.driver === 'discount' ? readDiscount(state.driverText) : readCents(state.driverText);

  const issues: CalculatorResult['issues'] = {};
  if (weight.issue) issues.weight = weight.issue;
  if (quantity.issue) issues.quantity = quantity.issue;
  if (list.issue) issues.listPrice = list.issue;
  if (driven.issue) issues[state.driver] = driven.issue;

  const mct = weight.value;
  const pieces = quantity.value;
  const listCents = list.value;
  let discountBp: number | null = null;
  let ppc: number | null = null;
  let unit: number | null = null;
  let total: number | null = null;

  switch (state.driver) {
    case 'discount':
      discountBp = usesList ? driven.value : null;
      if (listCents !== null && discountBp !== null)
        ppc = discountedPricePerCarat(listCents, discountBp);
      break;
    case 'pricePerCarat':
      ppc = driven.value;
      break;
    case 'unitPrice':
      unit = driven.value;
      break;
    case 'total':
      total = driven.value;
      if (total !== null && pieces !== null) unit = divRound(total, pieces);
      break;
  }
  // From whichever price is known, the others: per carat ↔ per stone through the weight.
  if (ppc === null && unit !== null && mct !== null) ppc = pricePerCaratOf(unit, mct);
  if (unit === null && ppc !== null && mct !== null) unit = stonePrice(ppc, mct);
  if (total === null && unit !== null && pieces !== null) total = lineAmount(unit, pieces * 1000);
  if (discountBp === null && usesList && listCents !== null && ppc !== null) {
    discountBp = discountFor(listCents, ppc);
  }

  return {
    weightMct: mct,
    quantity: pieces,
    listCents,
    discountBp,
    pricePerCaratCents: ppc,
    unitPriceCents: unit,
    totalCents: total,
    issues,
  };
}

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** The value of a price field in a result, as the buyer reads it: dollars, or a percentage. */
export function priceValue(result: CalculatorResult, field: PriceField): number | null {
  switch (field) {
    case 'discount':
      return result.discountBp === null ? null : fromDiscountBp(result.discountBp);
    case 'pricePerCarat':
      return dollars(result.pricePerCaratCents);
    case 'unitPrice':
      return dollars(result.unitPriceCents);
    case 'total':
      return dollars(result.totalCents);
  }
}

/** The buyer types into a field: a price field takes the lead, the others just take the text. */
export function edit(
  state: CalculatorState,
  field: CalculatorField,
  text: string,
): CalculatorState {
  if (field === 'weight' || field === 'quantity' || field === 'listPrice') {
    return { ...state, [field]: text };
  }
  return { ...state, driver: field, driverText: text };
}

/**
 * Another basis: its own price leads from now on, carrying the value the calculator shows, so
 * the figures stay put. When that price is not known yet, the current lead stays.
 */
export function switchBasis(state: CalculatorState, basis: PricingBasis): CalculatorState {
  const primary = PRIMARY_FIELD[basis];
  const next = { ...state, basis };
  if (state.driver === primary) return next;
  const value = priceValue(calculate(state), primary) ?? priceValue(calculate(next), primary);
  if (value !== null) return { ...next, driver: primary, driverText: editableText(value) };
  // A discount means nothing without a list price: it cannot lead outside that basis.
  return state.driver === 'discount' ? { ...next, driver: primary, driverText: '' } : next;
}

/** Flips a discount between below and above the list (phone keypads have no minus key). */
export function toggleDiscountSign(state: CalculatorState): CalculatorState {
  const bp = calculate(state).discountBp;
  if (bp === null || bp === 0) return state;
  return { ...state, driver: 'discount', driverText: editableText(fromDiscountBp(-bp)) };
}

/** A stored state, if it is one; anything else (an older shape, a hand edit) is dropped. */
export function restoreCalculatorState(stored: unknown): CalculatorState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const texts = ['weight', 'quantity', 'listPrice', 'driverText'] as const;
  if (!texts.every((key) => typeof value[key] === 'string')) return null;
  if (!(PRICING_BASES as readonly unknown[]).includes(value.basis)) return null;
  if (!(PRICE_FIELDS as readonly unknown[]).includes(value.driver)) return null;
  return value as CalculatorState;
}
