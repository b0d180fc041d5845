import { lineAmount, toMilliCarats } from '../catalogue/pricing';

/** A line's amount in cents: the unit price (stone, piece or carat) × the quantity. */
export const lineCents = (unitPriceCents: number, quantity: number) =>
  lineAmount(unitPriceCents, toMilliCarats(quantity));

/** An order's totals in cents: goods, delivery, and what the buyer pays. */
export function orderTotals(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  feeCents: number,
) {
  const amount = lines.reduce((sum, l) => sum + lineCents(l.unitPriceCents, l.quantity), 0);
  return { amountCents: amount, feeCents, totalCents: amount + feeCents };
}
