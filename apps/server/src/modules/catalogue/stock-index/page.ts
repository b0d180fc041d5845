import type { SortSpec } from '@facet/contract';
import type { Columns } from './columns';
import { comparator, sortValues, type Order, type Orders } from './layout';

// The page: picked from a scan's matches, or found by walking the requested order.

/** Pages ending up to here are picked from the scan's matches; deeper ones are walked to. */
export const PICK_PAGES_UP_TO = 1_000;

/** Orders two slots as the query asks: by value (missing last either way), then by id. */
export function ordering(columns: Pick<Columns, 'ids' | 'numbers'>, sort: SortSpec | undefined) {
  const field = sort?.Field ?? 'CreatedAt';
  const descending = (sort?.Order ?? 'desc') === 'desc';
  const compare = comparator(columns, field);
  const values = sortValues(columns.numbers, field);
  const isNull = (slot: number) => values !== undefined && Number.isNaN(values[slot]!);
  return {
    field,
    descending,
    order: (a: number, b: number) =>
      isNull(a) !== isNull(b) ? (isNull(a) ? 1 : -1) : compare(a, b) * (descending ? -1 : 1),
  };
}

/** The page: walks the sort's order (several categories merged), counting matches. */
export function pageOf(
  columns: Pick<Columns, 'ids' | 'numbers'>,
  orders: Orders,
  cats: number[],
  matches: (slot: number) => boolean,
  sort: SortSpec | undefined,
  offset: number,
  size: number,
): number[] {
  const { field, descending, order } = ordering(columns, sort);
  // One cursor per category, each yielding its matches in the requested order.
  const cursors = cats.map((cat) => walk(orders.get(field)![cat]!, descending));
  const heads = cursors.map((c) => next(c, matches));
  const ids: number[] = [];
  let seen = 0;
  for (;;) {
    let best = -1;
    for (let k = 0; k < heads.length; k++) {
      const h = heads[k]!;
      if (h >= 0 && (best < 0 || order(h, heads[best]!) < 0)) best = k;
    }
    if (best < 0) break;
    const slot = heads[best]!;
    if (seen++ >= offset) ids.push(columns.ids[slot]!);
    if (ids.length === size) break;
    heads[best] = next(cursors[best]!, matches);
  }
  return ids;
}

/** The `k` first slots in `order`, in order: a bounded heap, so n log k, not n log n. */
export function smallest(slots: Int32Array, k: number, order: (a: number, b: number) => number) {
  if (slots.length <= k) return Array.from(slots).sort(order);
  // A max-heap of the k best so far: its root is the worst of them.
  const heap = Array.from(slots.subarray(0, k));
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < k && order(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < k && order(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  for (let i = k; i < slots.length; i++) {
    const slot = slots[i]!;
    if (order(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(order);
}

type Cursor = { slots: Int32Array; positions: number[]; at: number };

/** The order's positions in walking order: values first (either direction), then the rest. */
function walk(order: Order, descending: boolean): Cursor {
  const { slots, nullsFrom } = order;
  const positions: number[] = [];
  // Two runs, each walked in the direction asked: [0, nullsFrom) and [nullsFrom, length).
  if (descending) positions.push(nullsFrom - 1, -1, slots.length - 1, nullsFrom - 1);
  else positions.push(0, nullsFrom, nullsFrom, slots.length);
  return { slots, positions, at: positions[0]! };
}

function next(cursor: Cursor, matches: (slot: number) => boolean): number {
  const { slots, positions } = cursor;
  for (;;) {
    const [from, to] = positions as [number, number, ...number[]];
    const step = from <= to ? 1 : -1;
    while (cursor.at !== to) {
      const slot = slots[cursor.at]!;
      cursor.at += step;
      if (matches(slot)) return slot;
    }
    if (positions.length === 2) return -1;
    positions.splice(0, 2);
    cursor.at = positions[0]!;
  }
}
