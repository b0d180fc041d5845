import {
  CATEGORIES,
  CLARITIES,
  COLORS,
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
  toCents,
  type Category,
  type GoodsFilter,
  type SortField,
  type SortSpec,
} from '@facet/contract';

/**
 * The shop's stock index: the columns every catalogue filter and sort reads, for every listed
 * good, held in typed arrays in the server's memory. A buyer's query — any mix of filters,
 * never seen before — is answered by scanning its categories (about a millisecond for a
 * quarter of a million stones), with an exact count and the counts behind the filter chips,
 * and its page is read by walking the requested order, kept sorted per category. PostgreSQL
 * stays the record: the index is loaded from it and follows its change log (see
 * `stock-index-sync.ts`); the rows of a page are always read from the database by id.
 *
 * Nothing here knows about the database: rows in, answers out, so the rules are tested
 * against a plain filter of the same rows.
 */

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

/** Filters on a closed vocabulary: the value's place in it (+1; 0 is "none or unknown"). */
const WORD_COLUMNS = {
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
type WordFilter = keyof typeof WORD_COLUMNS;
const WORD_FILTERS = Object.keys(WORD_COLUMNS) as WordFilter[];

/** Numbers (NaN where the good has none, which no range admits — as SQL's NULL). */
const NUMBER_COLUMNS = [
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
type NumberColumn = (typeof NUMBER_COLUMNS)[number];

const RANGES = [
  ['WeightMin', 'WeightMax', 'weight'],
  ['TableMin', 'TableMax', 'tablePct'],
  ['DepthMin', 'DepthMax', 'depthPct'],
  ['LengthMin', 'LengthMax', 'length'],
  ['WidthMin', 'WidthMax', 'width'],
  ['ThicknessMin', 'ThicknessMax', 'thickness'],
] as const;

/** The columns each sort reads; the id breaks ties, newest is the id itself. */
const SORT_COLUMN: Record<SortField, NumberColumn | 'id'> = {
  Price: 'priceCents',
  PricePerCarat: 'pricePerCaratCents',
  Weight: 'weight',
  Color: 'colorRank',
  Clarity: 'clarityRank',
  Discount: 'discountBp',
  CreatedAt: 'id',
};
const SORT_FIELDS = Object.keys(SORT_COLUMN) as SortField[];

/** How many goods of each colour, clarity and shape the other filters leave (the chips). */
export type StockFacets = {
  Color: Record<string, number>;
  Clarity: Record<string, number>;
  Shape: Record<string, number>;
};

export type StockAnswer = { ids: number[]; total: number; facets: StockFacets };

const CATEGORY_CODE = new Map(CATEGORIES.map((c, i) => [c, i]));
const GROWTH = 1.5;

export class StockIndex {
  private size = 0;
  private capacity: number;
  private ids: Int32Array;
  private category: Uint8Array;
  /** 1 while the good is on sale; 0 when sold, off the market, deleted or moved to a new slot. */
  private live: Uint8Array;
  private flags: Uint8Array; // bit 0: has image, bit 1: has video
  private words: Record<WordFilter, Uint8Array>;
  private numbers: Record<NumberColumn, Float64Array>;
  /** Slot of each id (-1: none), indexed by id. */
  private slotOf = new Int32Array(1024).fill(-1);
  /** Per sort and category: its slots in ascending order, goods without the value last. */
  private orders = new Map<SortField, { slots: Int32Array; nullsFrom: number }[]>();
  /** Slots placed since the orders were last built, per category. */
  private unplaced: number[][] = CATEGORIES.map(() => []);
  /** Slots given up (the good moved): left out of the orders at the next merge. */
  private abandoned = 0;

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.ids = new Int32Array(capacity);
    this.category = new Uint8Array(capacity);
    this.live = new Uint8Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.words = Object.fromEntries(
      WORD_FILTERS.map((f) => [f, new Uint8Array(capacity)]),
    ) as Record<WordFilter, Uint8Array>;
    this.numbers = Object.fromEntries(
      NUMBER_COLUMNS.map((c) => [c, new Float64Array(capacity)]),
    ) as Record<NumberColumn, Float64Array>;
    for (const field of SORT_FIELDS) {
      this.orders.set(
        field,
        CATEGORIES.map(() => ({ slots: new Int32Array(0), nullsFrom: 0 })),
      );
    }
  }

  /** Goods on sale in the index. */
  get count(): number {
    let n = 0;
    for (let s = 0; s < this.size; s++) n += this.live[s]!;
    return n;
  }

  /**
   * Takes in what the database now holds for these ids: `rows` has the goods that still exist
   * (listed or not); an id without a row was deleted. Orders are brought up to date at once.
   */
  apply(ids: Iterable<number>, rows: IndexedGoods[]) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      const slot = id < this.slotOf.length ? this.slotOf[id]! : -1;
      if (!row) {
        if (slot >= 0) this.live[slot] = 0;
        continue;
      }
      if (slot >= 0 && this.sameOrder(slot, row)) {
        this.write(slot, row);
        continue;
      }
      if (slot >= 0) {
        // Its place in some order changed: the old slot stays behind, dead, until the merge.
        this.live[slot] = 0;
        this.ids[slot] = -1;
        this.abandoned++;
      }
      if (!row.listed && slot < 0) continue;
      this.place(row);
    }
    this.merge();
  }

  /** Bulk loading: takes in goods without ordering them; `settle` orders everything once. */
  add(rows: IndexedGoods[]) {
    for (const row of rows) {
      const slot = row.id < this.slotOf.length ? this.slotOf[row.id]! : -1;
      if (slot >= 0) this.apply([row.id], [row]);
      else if (row.listed) this.place(row);
    }
  }

  settle() {
    this.merge();
  }

  /**
   * One page of a query and its exact count, or undefined when the index cannot answer it
   * (a keyword: prefix matches are the database's B-tree's job).
   */
  query(
    categories: readonly Category[],
    filter: Partial<GoodsFilter>,
    sort: SortSpec | undefined,
    page: { PageIndex: number; PageSize: number },
  ): StockAnswer | undefined {
    if (filter.Keyword) return undefined;
    const test = this.compile(filter);
    const cats = [...new Set(categories)].map((c) => CATEGORY_CODE.get(c)!);
    const { total, facets } = this.countAll(cats, test);
    const offset = (page.PageIndex - 1) * page.PageSize;
    const ids = offset >= total ? [] : this.page(cats, test, sort, offset, page.PageSize);
    return { ids, total, facets };
  }

  // ---- building ----

  private place(row: IndexedGoods) {
    if (this.size === this.capacity) this.grow(Math.ceil(this.capacity * GROWTH));
    const slot = this.size++;
    if (row.id >= this.slotOf.length) {
      const next = new Int32Array(Math.max(row.id + 1, this.slotOf.length * 2)).fill(-1);
      next.set(this.slotOf);
      this.slotOf = next;
    }
    this.slotOf[row.id] = slot;
    this.ids[slot] = row.id;
    this.category[slot] = CATEGORY_CODE.get(row.category) ?? 255;
    this.write(slot, row);
    this.unplaced[this.category[slot]!]?.push(slot);
  }

  private write(slot: number, row: IndexedGoods) {
    this.live[slot] = row.listed ? 1 : 0;
    this.flags[slot] = (row.hasImage ? 1 : 0) | (row.hasVideo ? 2 : 0);
    for (const f of WORD_FILTERS) {
      const [column, vocabulary] = WORD_COLUMNS[f];
      const value = row[column] as string | null;
      this.words[f][slot] =
        value == null ? 0 : (vocabulary as readonly string[]).indexOf(value) + 1;
    }
    for (const c of NUMBER_COLUMNS) this.numbers[c][slot] = row[c] ?? NaN;
  }

  /** Whether the row keeps the slot's place in every order (and its category). */
  private sameOrder(slot: number, row: IndexedGoods) {
    if (this.category[slot] !== CATEGORY_CODE.get(row.category)) return false;
    for (const field of SORT_FIELDS) {
      const column = SORT_COLUMN[field];
      if (column === 'id') continue;
      const before = this.numbers[column][slot]!;
      const after = row[column] ?? NaN;
      if (!(before === after || (Number.isNaN(before) && Number.isNaN(after)))) return false;
    }
    return true;
  }

  private grow(capacity: number) {
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(capacity);
      next.set(a);
      return next;
    };
    this.ids = grown(this.ids);
    this.category = grown(this.category);
    this.live = grown(this.live);
    this.flags = grown(this.flags);
    for (const f of WORD_FILTERS) this.words[f] = grown(this.words[f]);
    for (const c of NUMBER_COLUMNS) this.numbers[c] = grown(this.numbers[c]);
    this.capacity = capacity;
  }

  /** Ascending by the sort's column (missing values last), then by id. */
  private comparator(field: SortField) {
    const column = SORT_COLUMN[field];
    const ids = this.ids;
    if (column === 'id') return (a: number, b: number) => ids[a]! - ids[b]!;
    const values = this.numbers[column];
    return (a: number, b: number) => {
      const x = values[a]!;
      const y = values[b]!;
      const xMissing = Number.isNaN(x);
      if (xMissing !== Number.isNaN(y)) return xMissing ? 1 : -1;
      return x === y || xMissing ? ids[a]! - ids[b]! : x - y;
    };
  }

  /** Places the new slots in every order: one sort of the few, one merge with the many. */
  private merge() {
    const dropAbandoned = this.abandoned > 0;
    CATEGORIES.forEach((_, cat) => {
      const fresh = this.unplaced[cat]!;
      if (!fresh.length && !dropAbandoned) return;
      for (const field of SORT_FIELDS) {
        const compare = this.comparator(field);
        const column = SORT_COLUMN[field];
        const values = column === 'id' ? undefined : this.numbers[column];
        const current = this.orders.get(field)![cat]!.slots;
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
          if (this.ids[take]! >= 0) merged[n++] = take;
        }
        const slots = merged.subarray(0, n);
        let nullsFrom = n;
        if (values)
          while (nullsFrom > 0 && Number.isNaN(values[slots[nullsFrom - 1]!]!)) nullsFrom--;
        this.orders.get(field)![cat] = { slots, nullsFrom };
      }
      fresh.length = 0;
    });
    this.abandoned = 0;
  }

  // ---- answering ----

  /** The filter as tests on a slot, most selective kinds first. */
  private compile(filter: Partial<GoodsFilter>) {
    const tests: ((slot: number) => boolean)[] = [];
    const facetTests: Partial<Record<'Color' | 'Clarity' | 'Shape', (slot: number) => boolean>> =
      {};
    const wordTest = (column: Uint8Array, vocabulary: readonly string[], wanted: string[]) => {
      const mask = new Uint8Array(vocabulary.length + 1);
      for (const w of wanted) {
        const code = vocabulary.indexOf(w) + 1;
        if (code > 0) mask[code] = 1;
      }
      return (slot: number) => mask[column[slot]!] === 1;
    };
    const rankTest = (column: Float64Array, vocabulary: readonly string[], wanted: string[]) => {
      const mask = new Uint8Array(vocabulary.length);
      for (const w of wanted) {
        const rank = vocabulary.indexOf(w);
        if (rank >= 0) mask[rank] = 1;
      }
      return (slot: number) => mask[column[slot]!] === 1;
    };
    const rangeTest = (column: Float64Array, min?: number, max?: number) => {
      const lo = min ?? -Infinity;
      const hi = max ?? Infinity;
      return (slot: number) => {
        const v = column[slot]!;
        return v >= lo && v <= hi;
      };
    };

    for (const f of WORD_FILTERS) {
      const wanted = filter[f];
      if (!wanted?.length) continue;
      const check = wordTest(this.words[f], WORD_COLUMNS[f][1], wanted);
      if (f === 'Shape') facetTests.Shape = check;
      else tests.push(check);
    }
    if (filter.Color?.length) {
      facetTests.Color = rankTest(this.numbers.colorRank, COLORS, filter.Color);
    }
    if (filter.Clarity?.length) {
      facetTests.Clarity = rankTest(this.numbers.clarityRank, CLARITIES, filter.Clarity);
    }
    for (const [min, max, column] of RANGES) {
      if (filter[min] != null || filter[max] != null) {
        tests.push(rangeTest(this.numbers[column], filter[min], filter[max]));
      }
    }
    if (filter.PriceMin != null || filter.PriceMax != null) {
      tests.push(
        rangeTest(
          this.numbers.pricePerCaratCents,
          filter.PriceMin == null ? undefined : toCents(filter.PriceMin),
          filter.PriceMax == null ? undefined : toCents(filter.PriceMax),
        ),
      );
    }
    const flags = this.flags;
    const flag = (bit: number, wanted: boolean) => (slot: number) =>
      ((flags[slot]! & bit) !== 0) === wanted;
    if (filter.HasImage != null) tests.push(flag(1, filter.HasImage));
    if (filter.HasVideo != null) tests.push(flag(2, filter.HasVideo));

    const live = this.live;
    const others = tests;
    const facets = Object.values(facetTests);
    const all = [...others, ...facets];
    const matches = (slot: number) => {
      if (live[slot] !== 1) return false;
      for (const t of all) if (!t(slot)) return false;
      return true;
    };
    return { matches, others, facetTests };
  }

  /**
   * The exact count, and per colour, clarity and shape how many goods every other filter
   * leaves — so a chip shows what choosing it would add, as the trade's exchanges do.
   */
  private countAll(cats: number[], test: ReturnType<StockIndex['compile']>) {
    const { others, facetTests } = test;
    const colorTest = facetTests.Color;
    const clarityTest = facetTests.Clarity;
    const shapeTest = facetTests.Shape;
    const color = new Float64Array(COLORS.length);
    const clarity = new Float64Array(CLARITIES.length);
    const shape = new Float64Array(SHAPES.length + 1);
    const colorRank = this.numbers.colorRank;
    const clarityRank = this.numbers.clarityRank;
    const shapes = this.words.Shape;
    const live = this.live;
    let total = 0;
    for (const cat of cats) {
      const { slots } = this.orders.get('CreatedAt')![cat]!;
      scan: for (let i = 0; i < slots.length; i++) {
        const s = slots[i]!;
        if (live[s] !== 1) continue;
        for (const t of others) if (!t(s)) continue scan;
        const inColor = !colorTest || colorTest(s);
        const inClarity = !clarityTest || clarityTest(s);
        const inShape = !shapeTest || shapeTest(s);
        const c = colorRank[s]!;
        const k = clarityRank[s]!;
        if (inClarity && inShape && c >= 0) color[c]! += 1;
        if (inColor && inShape && k >= 0) clarity[k]! += 1;
        if (inColor && inClarity) {
          shape[shapes[s]!]! += 1;
          if (inShape) total++;
        }
      }
    }
    const named = (counts: Float64Array, names: readonly string[], offset: number) =>
      Object.fromEntries(
        names.map((name, i) => [name, counts[i + offset]!] as const).filter(([, n]) => n > 0),
      );
    return {
      total,
      facets: {
        Color: named(color, COLORS, 0),
        Clarity: named(clarity, CLARITIES, 0),
        Shape: named(shape, SHAPES, 1),
      },
    };
  }

  /** The page: walks the sort's order (several categories merged), counting matches. */
  private page(
    cats: number[],
    test: ReturnType<StockIndex['compile']>,
    sort: SortSpec | undefined,
    offset: number,
    size: number,
  ): number[] {
    const field = sort?.Field ?? 'CreatedAt';
    const descending = (sort?.Order ?? 'desc') === 'desc';
    const compare = this.comparator(field);
    const column = SORT_COLUMN[field];
    const values = column === 'id' ? undefined : this.numbers[column];
    const isNull = (slot: number) => values !== undefined && Number.isNaN(values[slot]!);
    // One cursor per category, each yielding its matches in the requested order.
    const cursors = cats.map((cat) => walk(this.orders.get(field)![cat]!, descending));
    const heads = cursors.map((c) => next(c, test.matches));
    const ids: number[] = [];
    let seen = 0;
    for (;;) {
      let best = -1;
      for (let k = 0; k < heads.length; k++) {
        const h = heads[k]!;
        if (h < 0) continue;
        if (best < 0) {
          best = k;
          continue;
        }
        const b = heads[best]!;
        // Goods without the value come last whichever the direction.
        const order =
          isNull(h) !== isNull(b) ? (isNull(h) ? 1 : -1) : compare(h, b) * (descending ? -1 : 1);
        if (order < 0) best = k;
      }
      if (best < 0) break;
      const slot = heads[best]!;
      if (seen++ >= offset) ids.push(this.ids[slot]!);
      if (ids.length === size) break;
      heads[best] = next(cursors[best]!, test.matches);
    }
    return ids;
  }
}

type Cursor = { slots: Int32Array; positions: number[]; at: number };

/** The order's positions in walking order: values first (either direction), then the rest. */
function walk(order: { slots: Int32Array; nullsFrom: number }, descending: boolean): Cursor {
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
