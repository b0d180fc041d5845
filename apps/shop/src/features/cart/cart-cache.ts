import {
  fromCents,
  lineCents,
  toCents,
  type Cart,
  type CartItem,
  type CartProblem,
  type CartTab,
} from '@facet/contract';

// Kept apart from cart-lines.ts: the tab bar's cart query loads this with the first screen, and
// it must not bring the contract's schemas along (only its price arithmetic and types).

/** Lines that can no longer be bought at all: only deleting them helps. */
export const UNAVAILABLE_PROBLEMS: readonly CartProblem[] = ['ITEM_SOLD', 'OFF_MARKET'];

export const isUnavailable = (line: CartItem) =>
  line.Problem !== null && UNAVAILABLE_PROBLEMS.includes(line.Problem);

export const allLines = (cart: Cart): CartItem[] =>
  cart.StatisticsDetail.flatMap((detail) => detail.Data);

// What the cart looks like until the server sends the real one.

type LinePatch = Partial<Pick<CartItem, 'Quantity' | 'Selected'>>;

const mapLines = (cart: Cart, change: (line: CartItem, tab: CartTab) => CartItem): Cart => ({
  ...cart,
  StatisticsDetail: cart.StatisticsDetail.map((detail) => ({
    ...detail,
    Data: detail.Data.map((line) => change(line, detail.Tab)),
  })),
});

/** A line with a new quantity or tick; a new quantity is priced as the server prices it. */
export const withLine = (cart: Cart, cartId: number, patch: LinePatch): Cart =>
  mapLines(cart, (line) => {
    if (line.CartId !== cartId) return line;
    const next = { ...line, ...patch };
    if (patch.Quantity === undefined) return next;
    return { ...next, Amount: fromCents(lineCents(toCents(line.Goods.Price), patch.Quantity)) };
  });

export const withTabSelected = (cart: Cart, tab: CartTab, selected: boolean): Cart =>
  mapLines(cart, (line, lineTab) =>
    lineTab === tab && !isUnavailable(line) ? { ...line, Selected: selected } : line,
  );

export function withoutLines(cart: Cart, cartIds: readonly number[]): Cart {
  const gone = allLines(cart).filter((line) => cartIds.includes(line.CartId)).length;
  return {
    ...cart,
    StatisticsDetail: cart.StatisticsDetail.map((detail) => ({
      ...detail,
      Data: detail.Data.filter((line) => !cartIds.includes(line.CartId)),
    })),
    TotalCount: Math.max(0, cart.TotalCount - gone),
  };
}
