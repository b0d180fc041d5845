import { CLARITIES, COLORS, SHAPES, toCents, type GoodsFilter } from '@facet/contract';
import {
  FLAG,
  RANGES,
  WORD_COLUMNS,
  WORD_FILTERS,
  type Columns,
  type NumberColumn,
} from './columns';
import type { Block, Orders } from './layout';

// Query planning: a filter as the tests a scan runs, and the slots it scans.

export type Span = { slots: Int32Array; from: number; to: number };

export type Plan = {
  words: { column: Uint8Array; mask: Uint8Array }[];
  ranges: { name: NumberColumn; column: Float64Array; lo: number; hi: number }[];
  flags: { bit: (typeof FLAG)[keyof typeof FLAG]; wanted: boolean }[];
  color?: Uint8Array;
  clarity?: Uint8Array;
  shape?: Uint8Array;
};

export type ScanEnvironment = {
  live: Uint8Array;
  flags: Uint8Array;
  wc: Uint8Array[];
  wm: Uint8Array[];
  rc: Float64Array[];
  lo: number[];
  hi: number[];
  cr: Uint8Array;
  kr: Uint8Array;
  sh: Uint8Array;
  cm: Uint8Array;
  km: Uint8Array;
  sm: Uint8Array;
};

const EMPTY_MASK = new Uint8Array(0);
/**
 * Reading goods along a sort order jumps about in memory: about four times a scan's cost per
 * good. It weighs a walk against a scan, and a price-order span against a weight span.
 */
export const OUT_OF_ORDER_COST = 4;

/** How the goods lie (`layout.ts`): blocks, the tails placed since, the orders. */
type Layout = { blocks: Block[]; tails: number[][]; orders: Orders; identity: Int32Array };

/**
 * The filter as a plan: which columns each test reads and the values it admits. Tests run
 * as code generated per kind of filter (`scan.ts`), so a query costs a tight loop over
 * typed arrays rather than a call per test per good.
 */
export function planOf(
  filter: Partial<GoodsFilter>,
  { words: columns, numbers }: Pick<Columns, 'words' | 'numbers'>,
): Plan {
  const words: Plan['words'] = [];
  const mask = (vocabulary: readonly string[], wanted: readonly string[], offset: number) => {
    const admitted = new Uint8Array(vocabulary.length + 1);
    for (const w of wanted) {
      const at = vocabulary.indexOf(w);
      if (at >= 0) admitted[at + offset] = 1;
    }
    return admitted;
  };
  for (const f of WORD_FILTERS) {
    const wanted = filter[f];
    if (f === 'Shape' || !wanted?.length) continue;
    words.push({ column: columns[f], mask: mask(WORD_COLUMNS[f][1], wanted, 1) });
  }
  const ranges: Plan['ranges'] = [];
  const range = (column: NumberColumn, min?: number, max?: number) => {
    if (min == null && max == null) return;
    ranges.push({
      name: column,
      column: numbers[column],
      lo: min ?? -Infinity,
      hi: max ?? Infinity,
    });
  };
  for (const [min, max, column] of RANGES) range(column, filter[min], filter[max]);
  range(
    'pricePerCaratCents',
    filter.PriceMin == null ? undefined : toCents(filter.PriceMin),
    filter.PriceMax == null ? undefined : toCents(filter.PriceMax),
  );
  const flags: Plan['flags'] = [];
  if (filter.HasImage != null) flags.push({ bit: FLAG.image, wanted: filter.HasImage });
  if (filter.HasVideo != null) flags.push({ bit: FLAG.video, wanted: filter.HasVideo });
  if (filter.EyeClean) flags.push({ bit: FLAG.eyeClean, wanted: true });
  if (filter.NoBgm) flags.push({ bit: FLAG.noBgm, wanted: true });
  if (filter.NoBlackInclusion) flags.push({ bit: FLAG.freeOfBlack, wanted: true });
  return {
    words,
    ranges,
    flags,
    color: filter.Color?.length ? mask(COLORS, filter.Color, 1) : undefined,
    clarity: filter.Clarity?.length ? mask(CLARITIES, filter.Clarity, 1) : undefined,
    shape: filter.Shape?.length ? mask(SHAPES, filter.Shape, 1) : undefined,
  };
}

/** The columns and values a scan of this plan reads. */
export function environmentOf(
  plan: Plan,
  { live, flags, words, grades }: Pick<Columns, 'live' | 'flags' | 'words' | 'grades'>,
): ScanEnvironment {
  return {
    live,
    flags,
    wc: plan.words.map((w) => w.column),
    wm: plan.words.map((w) => w.mask),
    rc: plan.ranges.map((r) => r.column),
    lo: plan.ranges.map((r) => r.lo),
    hi: plan.ranges.map((r) => r.hi),
    cr: grades.color,
    kr: grades.clarity,
    sh: words.Shape,
    cm: plan.color ?? EMPTY_MASK,
    km: plan.clarity ?? EMPTY_MASK,
    sm: plan.shape ?? EMPTY_MASK,
  };
}

/**
 * Where to scan: the slice of the weight or price-per-carat order the filter's range admits,
 * or the whole category, whichever costs least. The weight order follows the layout, so its
 * slices read memory front to back; the price order jumps about and costs about four times
 * as much per good.
 */
export function spansOf(
  cats: number[],
  plan: Plan,
  { blocks, tails, orders, identity }: Layout,
): Span[] {
  // The whole categories: their blocks and tails (copied only if this is the way chosen).
  let best: Span[] | undefined;
  let bestCost = cats.reduce(
    (n, cat) => n + blocks[cat]!.to - blocks[cat]!.from + tails[cat]!.length,
    0,
  );
  for (const r of plan.ranges) {
    const [field, costPerGood] =
      r.name === 'weight'
        ? (['Weight', 1] as const)
        : r.name === 'pricePerCaratCents'
          ? (['PricePerCarat', OUT_OF_ORDER_COST] as const)
          : [undefined, 0];
    if (!field) continue;
    const values = r.column;
    const spans = cats.map((cat) => {
      const { slots, nullsFrom } = orders.get(field)![cat]!;
      const from = firstWhere(slots, values, nullsFrom, (v) => v >= r.lo);
      const to = firstWhere(slots, values, nullsFrom, (v) => v > r.hi);
      return { slots, from, to: Math.max(from, to) };
    });
    const cost = spans.reduce((n, s) => n + s.to - s.from, 0) * costPerGood;
    if (cost < bestCost) [best, bestCost] = [spans, cost];
  }
  return (
    best ??
    cats.flatMap((cat) => {
      const tail = Int32Array.from(tails[cat]!);
      return [
        { slots: identity, ...blocks[cat]! },
        { slots: tail, from: 0, to: tail.length },
      ];
    })
  );
}

/** The first position in [0, end) whose value has `passed` (false, then true, along the order). */
function firstWhere(
  slots: Int32Array,
  values: Float64Array,
  end: number,
  passed: (value: number) => boolean,
) {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (passed(values[slots[mid]!]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
