import { CATEGORIES, type SortField } from '@facet/contract';
import { SORT_COLUMN, SORT_FIELDS, type Columns, type IndexLayout } from './columns';

// How the goods lie: after a layout each category's goods in one block, by weight, then id;
// beside the columns, per sort and category, the slots in that sort's order.

/** One category's slots in one sort's order: values ascending, those without one from `nullsFrom`. */
export type Order = { slots: Int32Array; nullsFrom: number };
/** Per sort, per category (in `CATEGORIES` order). */
export type Orders = Map<SortField, Order[]>;
/** A category's run of slots in the layout. */
export type Block = { from: number; to: number };

/** The values a sort orders by; none for newest, which is the id itself. */
export function sortValues(numbers: Columns['numbers'], field: SortField) {
  const column = SORT_COLUMN[field];
  return column === 'id' ? undefined : numbers[column];
}

/** Slots in a sort's order, with where the goods without its value begin (they come last). */
function withNullsLast(slots: Int32Array, values: Float64Array | undefined): Order {
  let nullsFrom = slots.length;
  if (values) while (nullsFrom > 0 && Number.isNaN(values[slots[nullsFrom - 1]!]!)) nullsFrom--;
  return { slots, nullsFrom };
}

/** Ascending by the sort's column (missing values last), then by id. */
export function comparator({ ids, numbers }: Pick<Columns, 'ids' | 'numbers'>, field: SortField) {
  const column = SORT_COLUMN[field];
  if (column === 'id') return (a: number, b: number) => ids[a]! - ids[b]!;
  const values = numbers[column];
  return (a: number, b: number) => {
    const x = values[a]!;
    const y = values[b]!;
    const xMissing = Number.isNaN(x);
    if (xMissing !== Number.isNaN(y)) return xMissing ? 1 : -1;
    return x === y || xMissing ? ids[a]! - ids[b]! : x - y;
  };
}

/** Where each category's block lies: goods of one category lie together, the categories in their order. */
export function blocksOf(category: Uint8Array, size: number): Block[] {
  const blocks = CATEGORIES.map(() => ({ from: 0, to: 0 }));
  for (let slot = 0; slot < size;) {
    const cat = category[slot]!;
    let to = slot;
    while (to < size && category[to] === cat) to++;
    if (blocks[cat]) blocks[cat] = { from: slot, to };
    slot = to;
  }
  return blocks;
}

/**
 * The orders of goods already laid out: by weight, each block as it lies; every other sort
 * from the ids in order the loader gave (`IndexLayout`), or, when it gave none, newest from the
 * block's ids sorted — the newest-first order needs no database to sort it.
 */
export function ordersOfLayout(
  { ids, numbers }: Pick<Columns, 'ids' | 'numbers'>,
  slotOf: Int32Array,
  blocks: Block[],
  given: IndexLayout['orders'],
): Orders {
  const orders: Orders = new Map();
  for (const field of SORT_FIELDS) {
    const values = sortValues(numbers, field);
    orders.set(
      field,
      CATEGORIES.map((_, cat) => {
        const { from, to } = blocks[cat]!;
        if (field === 'Weight') {
          const slots = new Int32Array(to - from);
          for (let i = 0; i < slots.length; i++) slots[i] = from + i;
          return { slots, nullsFrom: slots.length };
        }
        const inOrder = given[field]?.[cat] ?? ids.slice(from, to).sort();
        const slots = new Int32Array(inOrder.length);
        let n = 0;
        for (const id of inOrder) {
          const slot = id < slotOf.length ? slotOf[id]! : -1;
          if (slot >= from && slot < to) slots[n++] = slot;
        }
        return withNullsLast(slots.subarray(0, n), values);
      }),
    );
  }
  return orders;
}

/**
 * The goods on sale as a compaction lays them out — per category, by weight, then id — and
 * each category's block in that layout. The rest (sold, deleted, moved) is left out.
 */
export function layoutByWeight(byWeight: Order[], live: Uint8Array) {
  const layout: number[] = [];
  const blocks = CATEGORIES.map((_, cat) => {
    const from = layout.length;
    for (const slot of byWeight[cat]!.slots) {
      if (live[slot] === 1) layout.push(slot);
    }
    return { from, to: layout.length };
  });
  return { layout, blocks };
}

/** The orders with each slot at its new place (`moved`; -1: left out of the layout). */
export function movedOrders(orders: Orders, moved: Int32Array, numbers: Columns['numbers']) {
  const next: Orders = new Map();
  for (const field of SORT_FIELDS) {
    const values = sortValues(numbers, field);
    next.set(
      field,
      orders.get(field)!.map(({ slots }) => {
        const kept = new Int32Array(slots.length);
        let n = 0;
        for (const slot of slots) if (moved[slot]! >= 0) kept[n++] = moved[slot]!;
        return withNullsLast(kept.subarray(0, n), values);
      }),
    );
  }
  return next;
}

/**
 * An order with new slots placed in it: one sort of the few, one merge with the many. Slots
 * given up (their id set to -1) are left out.
 */
export function mergedOrder(
  { ids, numbers }: Pick<Columns, 'ids' | 'numbers'>,
  field: SortField,
  current: Int32Array,
  fresh: readonly number[],
): Order {
  const compare = comparator({ ids, numbers }, field);
  const added = Int32Array.from(fresh).sort(compare);
  const merged = new Int32Array(current.length + added.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < current.length || j < added.length) {
    const take =
      j >= added.length || (i < current.length && compare(current[i]!, added[j]!) <= 0)
        ? current[i++]!
        : added[j++]!;
    if (ids[take]! >= 0) merged[n++] = take;
  }
  return withNullsLast(merged.subarray(0, n), sortValues(numbers, field));
}
