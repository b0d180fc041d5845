import {
  hasNoBgm,
  isEyeClean,
  isFreeOfBlack,
  CATEGORIES,
  FANCY_COLORS,
  FINISH_GRADES,
  FLUORESCENCES,
  INTENSITIES,
  LABS,
  LOCATIONS,
  MATERIAL_GRADES,
  ORIENTATIONS,
  OVERTONES,
  PROCESSES,
  SEED_SHAPES,
  SHAPES,
  type Category,
  type SortField,
} from '@facet/contract';

// What the stock index keeps of each good, and how: one typed array per column, slot `i` of
// every column holding the `i`-th good.

/** What the index reads of a good: the filter and sort columns. */
export type IndexedGoods = {
  id: number;
  category: Category;
  listed: boolean;
  shape: string | null;
  colorRank: number | null;
  clarityRank: number | null;
  cut: string | null;
  polish: string | null;
  symmetry: string | null;
  fluorescence: string | null;
  lab: string | null;
  location: string | null;
  fancyColor: string | null;
  intensity: string | null;
  overtone: string | null;
  process: string | null;
  grade: string | null;
  seedShape: string | null;
  orientation: string | null;
  hasImage: boolean;
  hasVideo: boolean;
  eyeClean: string | null;
  bgm: string | null;
  shade: string | null;
  milky: string | null;
  blackInclusion: string | null;
  weight: number;
  pricePerCaratCents: number;
  priceCents: number;
  discountBp: number | null;
  tablePct: number | null;
  depthPct: number | null;
  length: number | null;
  width: number | null;
  thickness: number | null;
};

/** A good's yes/no facts, one bit each in `flags`. */
export const FLAG = { image: 1, video: 2, eyeClean: 4, noBgm: 8, freeOfBlack: 16 } as const;

/** Filters on a closed vocabulary: the value's place in it (+1; 0 is "none or unknown"). */
export const WORD_COLUMNS = {
  Shape: ['shape', SHAPES],
  Cut: ['cut', FINISH_GRADES],
  Polish: ['polish', FINISH_GRADES],
  Symmetry: ['symmetry', FINISH_GRADES],
  Fluorescence: ['fluorescence', FLUORESCENCES],
  Lab: ['lab', LABS],
  Location: ['location', LOCATIONS],
  FancyColor: ['fancyColor', FANCY_COLORS],
  Intensity: ['intensity', INTENSITIES],
  Overtone: ['overtone', OVERTONES],
  Process: ['process', PROCESSES],
  Grade: ['grade', MATERIAL_GRADES],
  SeedShape: ['seedShape', SEED_SHAPES],
  Orientation: ['orientation', ORIENTATIONS],
} as const satisfies Record<string, [keyof IndexedGoods, readonly string[]]>;
export type WordFilter = keyof typeof WORD_COLUMNS;
export const WORD_FILTERS = Object.keys(WORD_COLUMNS) as WordFilter[];

/** Numbers (NaN where the good has none, which no range admits — as SQL's NULL). */
export const NUMBER_COLUMNS = [
  'weight',
  'pricePerCaratCents',
  'priceCents',
  'discountBp',
  'tablePct',
  'depthPct',
  'length',
  'width',
  'thickness',
  'colorRank',
  'clarityRank',
] as const;
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];

export const RANGES = [
  ['WeightMin', 'WeightMax', 'weight'],
  ['TableMin', 'TableMax', 'tablePct'],
  ['DepthMin', 'DepthMax', 'depthPct'],
  ['LengthMin', 'LengthMax', 'length'],
  ['WidthMin', 'WidthMax', 'width'],
  ['ThicknessMin', 'ThicknessMax', 'thickness'],
] as const;

/** The columns each sort reads; the id breaks ties, newest is the id itself. */
export const SORT_COLUMN: Record<SortField, NumberColumn | 'id'> = {
  Price: 'priceCents',
  PricePerCarat: 'pricePerCaratCents',
  Weight: 'weight',
  Color: 'colorRank',
  Clarity: 'clarityRank',
  Discount: 'discountBp',
  CreatedAt: 'id',
};
export const SORT_FIELDS = Object.keys(SORT_COLUMN) as SortField[];

/**
 * The columns the index keeps, for a loader that fills them directly (copy.ts):
 * each word filter's good field and vocabulary, the number columns, each sort's column.
 */
export const INDEX_COLUMNS = {
  words: WORD_COLUMNS,
  numbers: NUMBER_COLUMNS,
  sorts: SORT_COLUMN,
  flags: FLAG,
} as const;
export type IndexWordFilter = WordFilter;
export type IndexNumberColumn = NumberColumn;

/**
 * The goods on sale laid out as the index keeps them after a compaction: per category (in
 * `CATEGORIES` order), by weight, then id; slot `i` of every column is the `i`-th good. Each
 * array is `StockIndex.layoutCapacity(size)` long. `orders` has, per sort other than weight,
 * per category, the ids in that sort's order (missing values last, ties by id).
 */
export type IndexLayout = {
  size: number;
  ids: Int32Array;
  category: Uint8Array;
  flags: Uint8Array;
  words: Record<WordFilter, Uint8Array>;
  numbers: Record<NumberColumn, Float64Array>;
  orders: Partial<Record<SortField, Int32Array[]>>;
};

/** How many goods of each colour, clarity and shape the other filters leave (the chips). */
export type StockFacets = {
  Color: Record<string, number>;
  Clarity: Record<string, number>;
  Shape: Record<string, number>;
};

export type StockAnswer = { ids: number[]; total: number; facets: StockFacets };

export const CATEGORY_CODE = new Map(CATEGORIES.map((c, i) => [c, i]));

type Column = Int32Array | Uint8Array | Float64Array;

/** The index's columns: slot `i` of each is the `i`-th good. */
export type Columns = {
  ids: Int32Array;
  category: Uint8Array;
  /** 1 while the good is on sale; 0 when sold, off the market, deleted or moved to a new slot. */
  live: Uint8Array;
  flags: Uint8Array; // the FLAG bits
  words: Record<WordFilter, Uint8Array>;
  /** Colour and clarity as rank + 1 (0: none), for the scans; the ranks also sit in `numbers`. */
  grades: { color: Uint8Array; clarity: Uint8Array };
  numbers: Record<NumberColumn, Float64Array>;
};

/** Columns with room for `capacity` goods, none placed. */
export function emptyColumns(capacity: number): Columns {
  return {
    ids: new Int32Array(capacity),
    category: new Uint8Array(capacity),
    live: new Uint8Array(capacity),
    flags: new Uint8Array(capacity),
    words: Object.fromEntries(WORD_FILTERS.map((f) => [f, new Uint8Array(capacity)])) as Record<
      WordFilter,
      Uint8Array
    >,
    grades: { color: new Uint8Array(capacity), clarity: new Uint8Array(capacity) },
    numbers: Object.fromEntries(
      NUMBER_COLUMNS.map((c) => [c, new Float64Array(capacity)]),
    ) as Record<NumberColumn, Float64Array>,
  };
}

/** Every column made anew by `remake` (longer, or laid out afresh). */
export function eachColumn(columns: Columns, remake: <T extends Column>(column: T) => T): Columns {
  return {
    ids: remake(columns.ids),
    category: remake(columns.category),
    live: remake(columns.live),
    flags: remake(columns.flags),
    words: Object.fromEntries(WORD_FILTERS.map((f) => [f, remake(columns.words[f])])) as Record<
      WordFilter,
      Uint8Array
    >,
    grades: { color: remake(columns.grades.color), clarity: remake(columns.grades.clarity) },
    numbers: Object.fromEntries(
      NUMBER_COLUMNS.map((c) => [c, remake(columns.numbers[c])]),
    ) as Record<NumberColumn, Float64Array>,
  };
}

/** A column of `capacity` slots starting with this one's. */
export function grown<T extends Column>(column: T, capacity: number): T {
  const next = new (column.constructor as new (n: number) => T)(capacity);
  next.set(column);
  return next;
}

/** A column of `capacity` slots holding this one's values at `slots`, in their order. */
export function gathered<T extends Column>(
  column: T,
  slots: readonly number[],
  capacity: number,
): T {
  const next = new (column.constructor as new (n: number) => T)(capacity);
  for (let i = 0; i < slots.length; i++) next[i] = column[slots[i]!]!;
  return next;
}

/** Writes what the index keeps of the good into its slot. */
export function writeGoods(columns: Columns, slot: number, row: IndexedGoods) {
  columns.live[slot] = row.listed ? 1 : 0;
  columns.flags[slot] =
    (row.hasImage ? FLAG.image : 0) |
    (row.hasVideo ? FLAG.video : 0) |
    (isEyeClean(row) ? FLAG.eyeClean : 0) |
    (hasNoBgm(row) ? FLAG.noBgm : 0) |
    (isFreeOfBlack(row) ? FLAG.freeOfBlack : 0);
  for (const f of WORD_FILTERS) {
    const [column, vocabulary] = WORD_COLUMNS[f];
    const value = row[column] as string | null;
    columns.words[f][slot] =
      value == null ? 0 : (vocabulary as readonly string[]).indexOf(value) + 1;
  }
  for (const c of NUMBER_COLUMNS) columns.numbers[c][slot] = row[c] ?? NaN;
  columns.grades.color[slot] = row.colorRank == null ? 0 : row.colorRank + 1;
  columns.grades.clarity[slot] = row.clarityRank == null ? 0 : row.clarityRank + 1;
}

/** Whether the row keeps the slot's place in every order (and its category). */
export function keepsOrder(columns: Columns, slot: number, row: IndexedGoods) {
  if (columns.category[slot] !== CATEGORY_CODE.get(row.category)) return false;
  for (const field of SORT_FIELDS) {
    const column = SORT_COLUMN[field];
    if (column === 'id') continue;
    const before = columns.numbers[column][slot]!;
    const after = row[column] ?? NaN;
    if (!(before === after || (Number.isNaN(before) && Number.isNaN(after)))) return false;
  }
  return true;
}
