import {
  hasNoBgm,
  isEyeClean,
  isFreeOfBlack,
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
import { countTallied, tallyOf, type GradeCounts } from './tallies';

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
const FLAG = { image: 1, video: 2, eyeClean: 4, noBgm: 8, freeOfBlack: 16 } as const;

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

/**
 * The columns the index keeps, for a loader that fills them directly (stock-index-copy.ts):
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

const CATEGORY_CODE = new Map(CATEGORIES.map((c, i) => [c, i]));
const GROWTH = 1.5;

export class StockIndex {
  private size = 0;
  private capacity: number;
  private ids: Int32Array;
  private category: Uint8Array;
  /** 1 while the good is on sale; 0 when sold, off the market, deleted or moved to a new slot. */
  private live: Uint8Array;
  private flags: Uint8Array; // the FLAG bits
  private words: Record<WordFilter, Uint8Array>;
  /** Colour and clarity as rank + 1 (0: none), for the scans; the ranks also sit in `numbers`. */
  private grades: { color: Uint8Array; clarity: Uint8Array };
  private numbers: Record<NumberColumn, Float64Array>;
  /** Slot of each id (-1: none), indexed by id. */
  private slotOf = new Int32Array(1024).fill(-1);
  /** Per sort and category: its slots in ascending order, goods without the value last. */
  private orders = new Map<SortField, { slots: Int32Array; nullsFrom: number }[]>();
  /** Slots placed since the orders were last built, per category. */
  private unplaced: number[][] = CATEGORIES.map(() => []);
  /** Slots given up (the good moved): left out of the orders at the next merge. */
  private abandoned = 0;
  /**
   * The layout: after a compaction each category's goods lie in one block, by weight; goods
   * placed since are each category's tail. A scan reads a block front to back.
   */
  private blocks: { from: number; to: number }[] = CATEGORIES.map(() => ({ from: 0, to: 0 }));
  private tails: number[][] = CATEGORIES.map(() => []);
  private compactedSize = 0;
  private identity = new Int32Array(0);

  /** Goods placed since the last layout before it is laid out again (at least; or a tenth). */
  private compactAfter: number;

  /** Results up to this size are picked from the scan's matches rather than found by a walk. */
  private pickUpTo: number;
  private keptBuffer: Int32Array | undefined;
  /** Answers given since the goods last changed (any change empties it). */
  private answers = new Map<string, StockAnswer>();
  /** Per category, its grade tally (`stock-tally.ts`), made when first needed after a change. */
  private tallies: (Int32Array | undefined)[] = [];

  /** Goods on sale in the index (for /metrics): a count over the slots, no bookkeeping. */
  goodsOnSale(): number {
    let count = 0;
    for (let slot = 0; slot < this.size; slot++) count += this.live[slot]!;
    return count;
  }

  /** How long each column of a laid-out index of `size` goods is: room to grow by a quarter. */
  static layoutCapacity(size: number) {
    return Math.max(1024, Math.ceil(size * 1.25));
  }

  /**
   * An index from goods already laid out (`IndexLayout`): no row objects, no sorting of its
   * own beyond the ids' order — a million stones are in place in well under a second.
   */
  static fromLayout(layout: IndexLayout): StockIndex {
    const index = new StockIndex();
    index.adopt(layout);
    return index;
  }

  private adopt({ size, ids, category, flags, words, numbers, orders }: IndexLayout) {
    this.changed();
    const capacity = ids.length;
    this.capacity = capacity;
    this.size = size;
    this.ids = ids;
    this.category = category;
    this.flags = flags;
    this.words = words;
    this.numbers = numbers;
    this.live = new Uint8Array(capacity).fill(1, 0, size);
    const color = new Uint8Array(capacity);
    const clarity = new Uint8Array(capacity);
    for (let slot = 0; slot < size; slot++) {
      const c = numbers.colorRank[slot]!;
      const k = numbers.clarityRank[slot]!;
      color[slot] = Number.isNaN(c) ? 0 : c + 1;
      clarity[slot] = Number.isNaN(k) ? 0 : k + 1;
    }
    this.grades = { color, clarity };
    let maxId = 0;
    for (let slot = 0; slot < size; slot++) maxId = Math.max(maxId, ids[slot]!);
    this.slotOf = new Int32Array(Math.max(1024, maxId + 1)).fill(-1);
    for (let slot = 0; slot < size; slot++) this.slotOf[ids[slot]!] = slot;
    // Goods of one category lie together, the categories in their order.
    this.blocks = CATEGORIES.map(() => ({ from: 0, to: 0 }));
    for (let slot = 0; slot < size;) {
      const cat = category[slot]!;
      let to = slot;
      while (to < size && category[to] === cat) to++;
      if (this.blocks[cat]) this.blocks[cat] = { from: slot, to };
      slot = to;
    }
    for (const field of SORT_FIELDS) {
      const column = SORT_COLUMN[field];
      const values = column === 'id' ? undefined : numbers[column];
      this.orders.set(
        field,
        CATEGORIES.map((_, cat) => {
          const { from, to } = this.blocks[cat]!;
          if (field === 'Weight') {
            const slots = new Int32Array(to - from);
            for (let i = 0; i < slots.length; i++) slots[i] = from + i;
            return { slots, nullsFrom: slots.length };
          }
          const given = orders[field]?.[cat] ?? this.idsInOrder(from, to);
          const slots = new Int32Array(given.length);
          let n = 0;
          for (const id of given) {
            const slot = id < this.slotOf.length ? this.slotOf[id]! : -1;
            if (slot >= from && slot < to) slots[n++] = slot;
          }
          const kept = slots.subarray(0, n);
          let nullsFrom = n;
          if (values)
            while (nullsFrom > 0 && Number.isNaN(values[kept[nullsFrom - 1]!]!)) nullsFrom--;
          return { slots: kept, nullsFrom };
        }),
      );
    }
    this.unplaced = CATEGORIES.map(() => []);
    this.tails = CATEGORIES.map(() => []);
    this.abandoned = 0;
    this.compactedSize = size;
    this.identity = Int32Array.from({ length: size }, (_, i) => i);
  }

  /** A block's ids, ascending: the newest-first order needs no database to sort it. */
  private idsInOrder(from: number, to: number): Int32Array {
    return this.ids.slice(from, to).sort();
  }

  constructor({ capacity = 1024, compactAfter = 1_000, pickUpTo = 20_000 } = {}) {
    this.capacity = capacity;
    this.compactAfter = compactAfter;
    this.pickUpTo = pickUpTo;
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
    this.grades = { color: new Uint8Array(capacity), clarity: new Uint8Array(capacity) };
    for (const field of SORT_FIELDS) {
      this.orders.set(
        field,
        CATEGORIES.map(() => ({ slots: new Int32Array(0), nullsFrom: 0 })),
      );
    }
  }

  /**
   * Takes in what the database now holds for these ids: `rows` has the goods that still exist
   * (listed or not); an id without a row was deleted. Orders are brought up to date at once.
   */
  apply(ids: Iterable<number>, rows: IndexedGoods[]) {
    this.changed();
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
    // Once a tenth of the goods sit in the tails, lay everything out again.
    if (this.size - this.compactedSize > Math.max(this.compactAfter, this.compactedSize / 10)) {
      this.compact();
    }
  }

  /** Bulk loading: takes in goods without ordering them; `settle` orders everything once. */
  add(rows: IndexedGoods[]) {
    this.changed();
    for (const row of rows) {
      const slot = row.id < this.slotOf.length ? this.slotOf[row.id]! : -1;
      if (slot >= 0) this.apply([row.id], [row]);
      else if (row.listed) this.place(row);
    }
  }

  settle() {
    this.changed();
    this.merge();
    this.compact();
  }

  /** What was worked out from the goods as they were is forgotten. */
  private changed() {
    this.answers.clear();
    this.tallies = [];
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
    // The landing pages are asked all day: an answer stands until the goods change.
    const key = JSON.stringify([categories, filter, sort, page.PageIndex, page.PageSize]);
    const known = this.answers.get(key);
    if (known) return known;
    const answer = this.compute(categories, filter, sort, page);
    if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return answer;
  }

  private compute(
    categories: readonly Category[],
    filter: Partial<GoodsFilter>,
    sort: SortSpec | undefined,
    page: { PageIndex: number; PageSize: number },
  ): StockAnswer {
    const plan = this.plan(filter);
    const env = this.environment(plan);
    const cats = [...new Set(categories)].map((c) => CATEGORY_CODE.get(c)!);
    const offset = (page.PageIndex - 1) * page.PageSize;
    const tallied = this.tallied(cats, plan);
    // Counted without a scan. Walking the order then meets a match every scope ÷ total goods:
    // cheaper than scanning the scope unless the matches are rare.
    if (tallied && tallied.total >= OUT_OF_ORDER_COST * (offset + page.PageSize)) {
      const ids = this.page(cats, scanner(plan).matcher(env), sort, offset, page.PageSize);
      return { ids, total: tallied.total, facets: facetsOf(tallied) };
    }
    const { total, kept, facets } = this.countAll(cats, plan, env);
    if (offset >= total) return { ids: [], total, facets };
    if (kept && offset + page.PageSize <= PICK_PAGES_UP_TO) {
      // Not many matches: pick the page from them rather than walk an order past the rest.
      // (A deep page is found by walking: a heap of ten thousand costs more than the walk.)
      const first = smallest(kept, offset + page.PageSize, this.ordering(sort).order);
      return { ids: first.slice(offset).map((slot) => this.ids[slot]!), total, facets };
    }
    const ids = this.page(cats, scanner(plan).matcher(env), sort, offset, page.PageSize);
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
    this.tails[this.category[slot]!]?.push(slot);
  }

  private write(slot: number, row: IndexedGoods) {
    this.live[slot] = row.listed ? 1 : 0;
    this.flags[slot] =
      (row.hasImage ? FLAG.image : 0) |
      (row.hasVideo ? FLAG.video : 0) |
      (isEyeClean(row) ? FLAG.eyeClean : 0) |
      (hasNoBgm(row) ? FLAG.noBgm : 0) |
      (isFreeOfBlack(row) ? FLAG.freeOfBlack : 0);
    for (const f of WORD_FILTERS) {
      const [column, vocabulary] = WORD_COLUMNS[f];
      const value = row[column] as string | null;
      this.words[f][slot] =
        value == null ? 0 : (vocabulary as readonly string[]).indexOf(value) + 1;
    }
    for (const c of NUMBER_COLUMNS) this.numbers[c][slot] = row[c] ?? NaN;
    this.grades.color[slot] = row.colorRank == null ? 0 : row.colorRank + 1;
    this.grades.clarity[slot] = row.clarityRank == null ? 0 : row.clarityRank + 1;
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
    this.grades = { color: grown(this.grades.color), clarity: grown(this.grades.clarity) };
    this.capacity = capacity;
  }

  /**
   * Lays the goods on sale out afresh — per category, by weight, then id — and drops the rest
   * (sold, deleted, moved: a good that comes back is placed anew). The weight window nearly
   * every query carries then reads neighbouring memory instead of jumping across it.
   */
  private compact() {
    const layout: number[] = [];
    const blocks = CATEGORIES.map((_, cat) => {
      const from = layout.length;
      for (const slot of this.orders.get('Weight')![cat]!.slots) {
        if (this.live[slot] === 1) layout.push(slot);
      }
      return { from, to: layout.length };
    });
    const size = layout.length;
    const capacity = Math.max(1024, Math.ceil(size * 1.25));
    const gather = <T extends Int32Array | Uint8Array | Float64Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(capacity);
      for (let i = 0; i < size; i++) next[i] = a[layout[i]!]!;
      return next;
    };
    const moved = new Int32Array(this.size).fill(-1);
    layout.forEach((slot, i) => (moved[slot] = i));
    this.ids = gather(this.ids);
    this.category = gather(this.category);
    this.live = gather(this.live);
    this.flags = gather(this.flags);
    for (const f of WORD_FILTERS) this.words[f] = gather(this.words[f]);
    for (const c of NUMBER_COLUMNS) this.numbers[c] = gather(this.numbers[c]);
    this.grades = { color: gather(this.grades.color), clarity: gather(this.grades.clarity) };
    this.slotOf.fill(-1);
    for (let i = 0; i < size; i++) this.slotOf[this.ids[i]!] = i;
    for (const field of SORT_FIELDS) {
      const column = SORT_COLUMN[field];
      const values = column === 'id' ? undefined : this.numbers[column];
      this.orders.set(
        field,
        this.orders.get(field)!.map(({ slots }) => {
          const kept = new Int32Array(slots.length);
          let n = 0;
          for (const slot of slots) if (moved[slot]! >= 0) kept[n++] = moved[slot]!;
          let nullsFrom = n;
          if (values)
            while (nullsFrom > 0 && Number.isNaN(values[kept[nullsFrom - 1]!]!)) nullsFrom--;
          return { slots: kept.subarray(0, n), nullsFrom };
        }),
      );
    }
    this.size = size;
    this.capacity = capacity;
    this.compactedSize = size;
    this.blocks = blocks;
    this.tails = CATEGORIES.map(() => []);
    this.identity = Int32Array.from({ length: size }, (_, i) => i);
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

  /**
   * The filter as a plan: which columns each test reads and the values it admits. Tests run
   * as code generated per kind of filter (see `scanner`), so a query costs a tight loop over
   * typed arrays rather than a call per test per good.
   */
  private plan(filter: Partial<GoodsFilter>): Plan {
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
      words.push({ column: this.words[f], mask: mask(WORD_COLUMNS[f][1], wanted, 1) });
    }
    const ranges: Plan['ranges'] = [];
    const range = (column: NumberColumn, min?: number, max?: number) => {
      if (min == null && max == null) return;
      ranges.push({
        name: column,
        column: this.numbers[column],
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

  private environment(plan: Plan): ScanEnvironment {
    return {
      live: this.live,
      flags: this.flags,
      wc: plan.words.map((w) => w.column),
      wm: plan.words.map((w) => w.mask),
      rc: plan.ranges.map((r) => r.column),
      lo: plan.ranges.map((r) => r.lo),
      hi: plan.ranges.map((r) => r.hi),
      cr: this.grades.color,
      kr: this.grades.clarity,
      sh: this.words.Shape,
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
  private spans(cats: number[], plan: Plan): Span[] {
    // The whole categories: their blocks and tails (copied only if this is the way chosen).
    let best: Span[] | undefined;
    let bestCost = cats.reduce(
      (n, cat) => n + this.blocks[cat]!.to - this.blocks[cat]!.from + this.tails[cat]!.length,
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
        const { slots, nullsFrom } = this.orders.get(field)![cat]!;
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
        const tail = Int32Array.from(this.tails[cat]!);
        return [
          { slots: this.identity, ...this.blocks[cat]! },
          { slots: tail, from: 0, to: tail.length },
        ];
      })
    );
  }

  /** The counts from the grade tallies, when the query filters on shape, colour, clarity only. */
  private tallied(cats: number[], plan: Plan): GradeCounts | undefined {
    if (plan.words.length || plan.ranges.length || plan.flags.length) return undefined;
    const columns = {
      live: this.live,
      shape: this.words.Shape,
      color: this.grades.color,
      clarity: this.grades.clarity,
    };
    const tallies = cats.map(
      (cat) => (this.tallies[cat] ??= tallyOf(columns, this.blocks[cat]!, this.tails[cat]!)),
    );
    return countTallied(tallies, plan);
  }

  /**
   * The exact count, and per colour, clarity and shape how many goods every other filter
   * leaves — so a chip shows what choosing it would find, as the trade's exchanges do. The
   * first matches are kept: a small result is sorted from them instead of walking an order.
   */
  private countAll(cats: number[], plan: Plan, env: ScanEnvironment) {
    const color = new Int32Array(COLORS.length + 1);
    const clarity = new Int32Array(CLARITIES.length + 1);
    const shape = new Int32Array(SHAPES.length + 1);
    // One buffer for every query: a query runs start to end without yielding.
    const kept = (this.keptBuffer ??= new Int32Array(this.pickUpTo));
    const count = scanner(plan).count;
    let total = 0;
    for (const span of this.spans(cats, plan)) {
      total = count(env, span.slots, span.from, span.to, color, clarity, shape, kept, total);
    }
    return {
      total,
      kept: total <= this.pickUpTo ? kept.subarray(0, total) : undefined,
      facets: facetsOf({ color, clarity, shape }),
    };
  }

  /** Orders two slots as the query asks: by value (missing last either way), then by id. */
  private ordering(sort: SortSpec | undefined) {
    const field = sort?.Field ?? 'CreatedAt';
    const descending = (sort?.Order ?? 'desc') === 'desc';
    const compare = this.comparator(field);
    const column = SORT_COLUMN[field];
    const values = column === 'id' ? undefined : this.numbers[column];
    const isNull = (slot: number) => values !== undefined && Number.isNaN(values[slot]!);
    return {
      field,
      descending,
      order: (a: number, b: number) =>
        isNull(a) !== isNull(b) ? (isNull(a) ? 1 : -1) : compare(a, b) * (descending ? -1 : 1),
    };
  }

  /** The page: walks the sort's order (several categories merged), counting matches. */
  private page(
    cats: number[],
    matches: (slot: number) => boolean,
    sort: SortSpec | undefined,
    offset: number,
    size: number,
  ): number[] {
    const { field, descending, order } = this.ordering(sort);
    // One cursor per category, each yielding its matches in the requested order.
    const cursors = cats.map((cat) => walk(this.orders.get(field)![cat]!, descending));
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
      if (seen++ >= offset) ids.push(this.ids[slot]!);
      if (ids.length === size) break;
      heads[best] = next(cursors[best]!, matches);
    }
    return ids;
  }
}

/** The chips' counts by name (codes are a vocabulary's place + 1; none and zero left out). */
function facetsOf(counts: Pick<GradeCounts, 'color' | 'clarity' | 'shape'>): StockFacets {
  const named = (tally: Int32Array, names: readonly string[]) =>
    Object.fromEntries(
      names.map((name, i) => [name, tally[i + 1]!] as const).filter(([, n]) => n > 0),
    );
  return {
    Color: named(counts.color, COLORS),
    Clarity: named(counts.clarity, CLARITIES),
    Shape: named(counts.shape, SHAPES),
  };
}

/** The `k` first slots in `order`, in order: a bounded heap, so n log k, not n log n. */
function smallest(slots: Int32Array, k: number, order: (a: number, b: number) => number) {
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
const EMPTY_MASK = new Uint8Array(0);
/** Answers kept until the goods change: the landing pages and the common filter sets. */
const ANSWERS_KEPT = 2_000;
/**
 * Reading goods along a sort order jumps about in memory: about four times a scan's cost per
 * good. It weighs a walk against a scan, and a price-order span against a weight span.
 */
const OUT_OF_ORDER_COST = 4;
/** Pages ending up to here are picked from the scan's matches; deeper ones are walked to. */
const PICK_PAGES_UP_TO = 1_000;

type Span = { slots: Int32Array; from: number; to: number };

type Plan = {
  words: { column: Uint8Array; mask: Uint8Array }[];
  ranges: { name: NumberColumn; column: Float64Array; lo: number; hi: number }[];
  flags: { bit: (typeof FLAG)[keyof typeof FLAG]; wanted: boolean }[];
  color?: Uint8Array;
  clarity?: Uint8Array;
  shape?: Uint8Array;
};

type ScanEnvironment = {
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

type Scanner = {
  count: (
    env: ScanEnvironment,
    slots: Int32Array,
    from: number,
    to: number,
    color: Int32Array,
    clarity: Int32Array,
    shape: Int32Array,
    kept: Int32Array,
    total: number,
  ) => number;
  matcher: (env: ScanEnvironment) => (slot: number) => boolean;
};

const scanners = new Map<string, Scanner>();

/**
 * The scan for one kind of filter, as code: each test inlined, the values it admits read
 * from the environment. Only the kind (which tests, which flag bits) shapes the code — no value
 * from a request is ever part of it — so there are few kinds, each compiled once and kept hot.
 */
function scanner(plan: Plan): Scanner {
  const key = [
    plan.words.length,
    plan.ranges.length,
    plan.flags.map((f) => `${f.bit}${f.wanted ? 1 : 0}`).join(''),
    plan.color ? 'c' : '',
    plan.clarity ? 'k' : '',
    plan.shape ? 's' : '',
  ].join('|');
  let found = scanners.get(key);
  if (found) return found;

  const prologue = [
    'const live = e.live, flags = e.flags, cr = e.cr, kr = e.kr, sh = e.sh, cm = e.cm, km = e.km, sm = e.sm;',
    ...plan.words.map((_, k) => `const wc${k} = e.wc[${k}], wm${k} = e.wm[${k}];`),
    ...plan.ranges.map(
      (_, k) => `const rc${k} = e.rc[${k}], lo${k} = e.lo[${k}], hi${k} = e.hi[${k}];`,
    ),
  ].join('\n');
  const others = (fail: string) =>
    [
      ...plan.words.map((_, k) => `if (wm${k}[wc${k}[s]] !== 1) ${fail}`),
      ...plan.ranges.map(
        (_, k) => `{ const v = rc${k}[s]; if (!(v >= lo${k} && v <= hi${k})) ${fail} }`,
      ),
      ...plan.flags.map((f) => `if (((flags[s] & ${f.bit}) !== 0) !== ${f.wanted}) ${fail}`),
    ].join('\n');
  const inColor = plan.color ? 'cm[cr[s]] === 1' : 'true';
  const inClarity = plan.clarity ? 'km[kr[s]] === 1' : 'true';
  const inShape = plan.shape ? 'sm[sh[s]] === 1' : 'true';

  const count = new Function(
    'e',
    'slots',
    'from',
    'to',
    'color',
    'clarity',
    'shape',
    'kept',
    'total',
    `${prologue}
    const limit = kept.length;
    for (let i = from; i < to; i++) {
      const s = slots[i];
      if (live[s] !== 1) continue;
      ${others('continue;')}
      const c = cr[s], k = kr[s];
      const inColor = ${inColor}, inClarity = ${inClarity}, inShape = ${inShape};
      if (inClarity && inShape) color[c] += 1;
      if (inColor && inShape) clarity[k] += 1;
      if (inColor && inClarity) {
        shape[sh[s]] += 1;
        if (inShape) {
          if (total < limit) kept[total] = s;
          total++;
        }
      }
    }
    return total;`,
  ) as Scanner['count'];
  const matcher = new Function(
    'e',
    `${prologue}
    return function matches(s) {
      if (live[s] !== 1) return false;
      ${others('return false;')}
      return ${inColor} && ${inClarity} && ${inShape};
    };`,
  ) as Scanner['matcher'];
  found = { count, matcher };
  scanners.set(key, found);
  return found;
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
