import {
  CARAT_QUANTITY_STEP,
  QUANTITY_MIN,
  isUnique,
  lineCents,
  toCents,
  type CartItem,
  type CartProblem,
  type Goods,
} from '@facet/contract';
import { isUnavailable } from './cart-cache';
import { initialTab, linesOf } from './cart-call';

export { initialTab, isUnavailable, linesOf };

/** The contract's upper bound of one line's quantity: what the number box lets through. */
const QUANTITY_MAX = 100_000;
/** Quantities are compared to a hundredth of a carat; float noise must not flag a line. */
const EPSILON = 1e-9;

/** How a good's quantity may be chosen in the number box. */
export type QuantityRule = {
  unit: 'piece' | 'carat';
  /** A unique stone is bought whole: its quantity is always 1. */
  fixed: boolean;
  min: number;
  max: number;
  step: number;
  /** Decimals the box keeps: hundredths of a carat, whole pieces. */
  digits: number;
  /** The wholesaler's minimum buy; a smaller quantity is shown as MIN_BUY_NOT_MET. */
  minBuy: number;
};

type QuantityGoods = Pick<Goods, 'Category' | 'StockUnit' | 'Stock' | 'MinBuy' | 'ArrivalDays'>;

/**
 * Parcels go by the hundredth of a carat, rough, seeds and other lots by the whole piece, a
 * unique stone is one stone. The box starts at the minimum buy — never under 1 piece (§9) or
 * 0.01 ct — and stops at the stock, except for goods grown to order, which no shelf limits.
 */
export function quantityRuleOf(goods: QuantityGoods): QuantityRule {
  if (isUnique(goods.Category)) {
    return { unit: 'piece', fixed: true, min: 1, max: 1, step: 1, digits: 0, minBuy: 1 };
  }
  const byCarat = goods.StockUnit === 'carat';
  const floor = byCarat ? CARAT_QUANTITY_STEP : QUANTITY_MIN;
  const minBuy = Math.max(goods.MinBuy, floor);
  const onShelf = goods.ArrivalDays == null ? goods.Stock : QUANTITY_MAX;
  const max = Math.min(Math.max(onShelf, floor), QUANTITY_MAX);
  return {
    unit: byCarat ? 'carat' : 'piece',
    fixed: false,
    // A shelf holding less than the minimum buy still shows its stock; the line says why not.
    min: Math.min(minBuy, max),
    max,
    step: byCarat ? CARAT_QUANTITY_STEP : 1,
    digits: byCarat ? 2 : 0,
    minBuy,
  };
}

/** A typed or stepped quantity put on the rule's grid (0.01 ct or whole pieces) and range. */
export function normalizeQuantity(value: number, rule: QuantityRule): number {
  if (!Number.isFinite(value)) return rule.min;
  const scale = 10 ** rule.digits;
  const onGrid = Math.round(value * scale) / scale;
  return Math.min(rule.max, Math.max(rule.min, onGrid));
}

export const isBelowMinBuy = (quantity: number, rule: QuantityRule) =>
  quantity + EPSILON < rule.minBuy;

/** The quantity an add-to-cart starts from: the minimum buy, within what can be bought. */
export const defaultQuantity = (rule: QuantityRule) => normalizeQuantity(rule.minBuy, rule);

/**
 * What is wrong with a line now, the gravest first: the server's verdict, and a quantity under
 * the minimum buy seen at once, while the new quantity is still on its way.
 */
export function problemOf(line: CartItem, quantity = line.Quantity): CartProblem | null {
  const reported = line.Problem;
  if (reported && reported !== 'MIN_BUY_NOT_MET' && reported !== 'PRICE_CHANGED') return reported;
  if (isBelowMinBuy(quantity, quantityRuleOf(line.Goods))) return 'MIN_BUY_NOT_MET';
  // The server's MIN_BUY_NOT_MET stands until it has seen a new quantity.
  if (reported === 'MIN_BUY_NOT_MET') return quantity === line.Quantity ? reported : null;
  return reported;
}

/** The lines of one tab; a tab the server left out is empty. */
/** "Select all" of a tab: ticked when every line that can be chosen is. */
export function tabSelection(lines: readonly CartItem[]) {
  const selectable = lines.filter((line) => !isUnavailable(line));
  return {
    selectable: selectable.length,
    all: selectable.length > 0 && selectable.every((line) => line.Selected),
  };
}

/** Problems that keep a line out of the settlement and the order; a changed price does not. */
export const isBlocking = (problem: CartProblem | null) =>
  problem !== null && problem !== 'PRICE_CHANGED';

/**
 * What "Settle" orders from the tab on screen — the tab's ticked lines that can be ordered as
 * they are — counted, and totalled in cents at today's prices, as the order page totals them.
 * Lines ticked under another tab are not in it: the buyer does not see them.
 */
export function tabSettlement(lines: readonly CartItem[]) {
  const ordered = lines.filter(
    (line) => line.Selected && !isUnavailable(line) && !isBlocking(problemOf(line)),
  );
  return {
    count: ordered.length,
    amountCents: ordered.reduce(
      (sum, line) => sum + lineCents(toCents(line.Goods.Price), line.Quantity),
      0,
    ),
  };
}

/**
 * What keeps "Settle" of a tab from opening the order page: nothing ticked in it, or only lines
 * that cannot be ordered as they are (the first one's problem). The order page takes the tab's
 * ticked lines without a blocking problem, as the settlement total counts them.
 */
export function settleBlocker(
  lines: readonly CartItem[],
): 'NOTHING_SELECTED' | Exclude<CartProblem, 'PRICE_CHANGED'> | null {
  // A sold or withdrawn line shows no tick even when "select all" ticked it on the server.
  const ticked = lines.filter((line) => line.Selected && !isUnavailable(line));
  const problems = ticked.map((line) => problemOf(line));
  const blocked = problems.filter((problem): problem is Exclude<CartProblem, 'PRICE_CHANGED'> =>
    isBlocking(problem),
  );
  if (ticked.length > blocked.length) return null;
  return blocked[0] ?? 'NOTHING_SELECTED';
}
