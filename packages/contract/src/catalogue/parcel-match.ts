/**
 * Parcel matching: which parcels, and how much of each, fill a wanted quantity at the lowest
 * total. Quantities are integer units (the caller uses hundredths of a carat); from a parcel a
 * buyer takes nothing or between its minimum buy and its stock.
 *
 * Exact by dynamic programming over the quantity: for each parcel, the best cost of every total
 * q is min(skip, min over x in [minBuy, stock] of best(q − x) + price·x). The inner minimum is a
 * sliding window over best(q − x) − price·(q − x), kept in a monotone deque, so each parcel costs
 * O(quantity) and the whole match O(parcels × quantity).
 */
export type ParcelOffer = {
  id: number;
  /** Price of one unit (e.g. cents per hundredth of a carat). */
  unitPrice: number;
  stock: number;
  minBuy: number;
};

export type ParcelPick = { id: number; quantity: number; cost: number };

export type ParcelMatch = {
  picks: ParcelPick[];
  /** The quantity filled: the wanted one when `complete`, else the most that can be filled. */
  quantity: number;
  cost: number;
  complete: boolean;
};

/** The largest quantity the matcher works on, to bound its memory (parcels × quantity). */
export const PARCEL_MATCH_MAX_UNITS = 100_000;

export function matchParcels(offers: readonly ParcelOffer[], wanted: number): ParcelMatch {
  const target = Math.min(Math.max(0, Math.floor(wanted)), PARCEL_MATCH_MAX_UNITS);
  const usable = offers.filter((o) => o.stock > 0 && Math.max(1, o.minBuy) <= o.stock);
  const n = usable.length;
  let best = new Float64Array(target + 1).fill(Infinity);
  best[0] = 0;
  // taken[i * (target + 1) + q]: how much parcel i contributes to the best way of reaching q.
  const taken = new Int32Array(n * (target + 1));

  for (let i = 0; i < n; i++) {
    const { unitPrice: price, stock, minBuy } = usable[i]!;
    const lo = Math.max(1, minBuy);
    const hi = Math.min(stock, target);
    const next = Float64Array.from(best);
    const row = i * (target + 1);
    // Deque of candidate sources s = q − x, ordered by best[s] − price·s ascending.
    const deque = new Int32Array(target + 1);
    let head = 0;
    let tail = 0;
    for (let q = lo; q <= target; q++) {
      const enter = q - lo; // x = lo becomes possible from this source
      if (Number.isFinite(best[enter]!)) {
        const value = best[enter]! - price * enter;
        while (tail > head && best[deque[tail - 1]!]! - price * deque[tail - 1]! >= value) tail--;
        deque[tail++] = enter;
      }
      while (tail > head && deque[head]! < q - hi) head++; // x > stock
      if (tail > head) {
        const s = deque[head]!;
        const cost = best[s]! + price * (q - s);
        if (cost < next[q]!) {
          next[q] = cost;
          taken[row + q] = q - s;
        }
      }
    }
    best = next;
  }

  let quantity = target;
  while (quantity > 0 && !Number.isFinite(best[quantity]!)) quantity--;
  const picks: ParcelPick[] = [];
  let q = quantity;
  for (let i = n - 1; i >= 0 && q > 0; i--) {
    const x = taken[i * (target + 1) + q]!;
    if (x > 0) {
      picks.push({ id: usable[i]!.id, quantity: x, cost: usable[i]!.unitPrice * x });
      q -= x;
    }
  }
  picks.sort((a, b) => a.cost / a.quantity - b.cost / b.quantity || a.id - b.id);
  return {
    picks,
    quantity,
    cost: quantity > 0 ? best[quantity]! : 0,
    complete: quantity === target && target > 0,
  };
}
