import {
  CATEGORIES,
  CLARITIES,
  COLORS,
  SHAPES,
  type Category,
  type GoodsFilter,
  type SortSpec,
} from '@facet/contract';
import {
  CATEGORY_CODE,
  SORT_FIELDS,
  eachColumn,
  emptyColumns,
  gathered,
  grown,
  keepsOrder,
  writeGoods,
  type Columns,
  type IndexedGoods,
  type IndexLayout,
  type StockAnswer,
} from './columns';
import {
  blocksOf,
  layoutByWeight,
  mergedOrder,
  movedOrders,
  ordersOfLayout,
  type Block,
  type Orders,
} from './layout';
import {
  environmentOf,
  OUT_OF_ORDER_COST,
  planOf,
  spansOf,
  type Plan,
  type ScanEnvironment,
} from './plan';
import { scanner } from './scan';
import { ordering, pageOf, PICK_PAGES_UP_TO, smallest } from './page';
import { countTallied, facetsOf, tallyOf, type GradeCounts } from './tallies';

export { INDEX_COLUMNS } from './columns';
export type {
  IndexedGoods,
  IndexLayout,
  IndexNumberColumn,
  IndexWordFilter,
  StockAnswer,
  StockFacets,
} from './columns';

/**
 * The shop's stock index: the columns every catalogue filter and sort reads, for every listed
 * good, held in typed arrays in the server's memory. A buyer's query — any mix of filters,
 * never seen before — is answered by scanning its categories (about a millisecond for a
 * quarter of a million stones), with an exact count and the counts behind the filter chips,
 * and its page is read by walking the requested order, kept sorted per category. PostgreSQL
 * stays the record: the index is loaded from it and follows its change log (see `sync.ts`);
 * the rows of a page are always read from the database by id.
 *
 * Nothing here knows about the database: rows in, answers out, so the rules are tested
 * against a plain filter of the same rows. The files beside this one hold its parts by job:
 * what it keeps (`columns.ts`), how the goods lie (`layout.ts`), query planning (`plan.ts`),
 * the scan (`scan.ts`), the page (`page.ts`) and the grade tallies (`tallies.ts`).
 */

const GROWTH = 1.5;
/** Answers kept until the goods change: the landing pages and the common filter sets. */
const ANSWERS_KEPT = 2_000;

export class StockIndex {
  private size = 0;
  private capacity: number;
  /** What the index keeps of each good, slot by slot. */
  private columns: Columns;
  /** Slot of each id (-1: none), indexed by id. */
  private slotOf = new Int32Array(1024).fill(-1);
  /** Per sort and category: its slots in ascending order, goods without the value last. */
  private orders: Orders = new Map();
  /** Slots placed since the orders were last built, per category. */
  private unplaced: number[][] = CATEGORIES.map(() => []);
  /** Slots given up (the good moved): left out of the orders at the next merge. */
  private abandoned = 0;
  /**
   * The layout: after a compaction each category's goods lie in one block, by weight; goods
   * placed since are each category's tail. A scan reads a block front to back.
   */
  private blocks: Block[] = CATEGORIES.map(() => ({ from: 0, to: 0 }));
  private tails: number[][] = CATEGORIES.map(() => []);
  private compactedSize = 0;
  private identity = new Int32Array(0);

  /** Goods placed since the last layout before it is laid out again (at least; or a tenth). */
  private compactAfter: number;

  /** Results up to this size are picked from the scan's matches rather than found by a walk. */
  private pickUpTo: number;
  /** …when the page ends this deep at most (`PICK_PAGES_UP_TO`): deeper ones are walked to. */
  private pickPagesUpTo: number;
  private keptBuffer: Int32Array | undefined;
  /** Answers given since the goods last changed (any change empties it). */
  private answers = new Map<string, StockAnswer>();
  /** Per category, its grade tally (`tallies.ts`), made when first needed after a change. */
  private tallies: (Int32Array | undefined)[] = [];

  /** Goods on sale in the index (for /metrics): a count over the slots, no bookkeeping. */
  goodsOnSale(): number {
    const { live } = this.columns;
    let count = 0;
    for (let slot = 0; slot < this.size; slot++) count += live[slot]!;
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
    const live = new Uint8Array(capacity).fill(1, 0, size);
    const color = new Uint8Array(capacity);
    const clarity = new Uint8Array(capacity);
    for (let slot = 0; slot < size; slot++) {
      const c = numbers.colorRank[slot]!;
      const k = numbers.clarityRank[slot]!;
      color[slot] = Number.isNaN(c) ? 0 : c + 1;
      clarity[slot] = Number.isNaN(k) ? 0 : k + 1;
    }
    this.columns = { ids, category, live, flags, words, grades: { color, clarity }, numbers };
    let maxId = 0;
    for (let slot = 0; slot < size; slot++) maxId = Math.max(maxId, ids[slot]!);
    this.slotOf = new Int32Array(Math.max(1024, maxId + 1)).fill(-1);
    for (let slot = 0; slot < size; slot++) this.slotOf[ids[slot]!] = slot;
    this.blocks = blocksOf(category, size);
    this.orders = ordersOfLayout(this.columns, this.slotOf, this.blocks, orders);
    this.unplaced = CATEGORIES.map(() => []);
    this.tails = CATEGORIES.map(() => []);
    this.abandoned = 0;
    this.compactedSize = size;
    this.identity = Int32Array.from({ length: size }, (_, i) => i);
  }

  constructor({
    capacity = 1024,
    compactAfter = 1_000,
    pickUpTo = 20_000,
    pickPagesUpTo = PICK_PAGES_UP_TO,
  } = {}) {
    this.capacity = capacity;
    this.compactAfter = compactAfter;
    this.pickUpTo = pickUpTo;
    this.pickPagesUpTo = pickPagesUpTo;
    this.columns = emptyColumns(capacity);
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
        if (slot >= 0) this.columns.live[slot] = 0;
        continue;
      }
      if (slot >= 0 && keepsOrder(this.columns, slot, row)) {
        writeGoods(this.columns, slot, row);
        continue;
      }
      if (slot >= 0) {
        // Its place in some order changed: the old slot stays behind, dead, until the merge.
        this.columns.live[slot] = 0;
        this.columns.ids[slot] = -1;
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
    const plan = planOf(filter, this.columns);
    const env = environmentOf(plan, this.columns);
    const cats = [...new Set(categories)].map((c) => CATEGORY_CODE.get(c)!);
    const offset = (page.PageIndex - 1) * page.PageSize;
    const matches = () => scanner(plan).matcher(env);
    const walkPage = () =>
      pageOf(this.columns, this.orders, cats, matches(), sort, offset, page.PageSize);
    const deep = offset + page.PageSize > this.pickPagesUpTo;
    const tallied = this.tallied(cats, plan);
    if (tallied) {
      // Counted without a scan. Walking the order then meets a match every scope ÷ total goods:
      // cheaper than scanning the scope unless the matches are rare — and a page too deep to be
      // picked from the matches is walked to anyway, so a scan would only count them again.
      const { total } = tallied;
      if (offset >= total) return { ids: [], total, facets: facetsOf(tallied) };
      if (deep || total >= OUT_OF_ORDER_COST * (offset + page.PageSize)) {
        return { ids: walkPage(), total, facets: facetsOf(tallied) };
      }
    }
    const { total, kept, facets } = this.countAll(cats, plan, env);
    if (offset >= total) return { ids: [], total, facets };
    if (kept && !deep) {
      // Not many matches: pick the page from them rather than walk an order past the rest.
      // (A deep page is found by walking: a heap of ten thousand costs more than the walk.)
      const first = smallest(kept, offset + page.PageSize, ordering(this.columns, sort).order);
      return { ids: first.slice(offset).map((slot) => this.columns.ids[slot]!), total, facets };
    }
    return { ids: walkPage(), total, facets };
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
    const { ids, category } = this.columns;
    ids[slot] = row.id;
    category[slot] = CATEGORY_CODE.get(row.category) ?? 255;
    writeGoods(this.columns, slot, row);
    this.unplaced[category[slot]!]?.push(slot);
    this.tails[category[slot]!]?.push(slot);
  }

  private grow(capacity: number) {
    this.columns = eachColumn(this.columns, (column) => grown(column, capacity));
    this.capacity = capacity;
  }

  /**
   * Lays the goods on sale out afresh — per category, by weight, then id — and drops the rest
   * (sold, deleted, moved: a good that comes back is placed anew). The weight window nearly
   * every query carries then reads neighbouring memory instead of jumping across it.
   */
  private compact() {
    const { layout, blocks } = layoutByWeight(this.orders.get('Weight')!, this.columns.live);
    const size = layout.length;
    const capacity = StockIndex.layoutCapacity(size);
    const moved = new Int32Array(this.size).fill(-1);
    layout.forEach((slot, i) => (moved[slot] = i));
    this.columns = eachColumn(this.columns, (column) => gathered(column, layout, capacity));
    this.slotOf.fill(-1);
    for (let i = 0; i < size; i++) this.slotOf[this.columns.ids[i]!] = i;
    this.orders = movedOrders(this.orders, moved, this.columns.numbers);
    this.size = size;
    this.capacity = capacity;
    this.compactedSize = size;
    this.blocks = blocks;
    this.tails = CATEGORIES.map(() => []);
    this.identity = Int32Array.from({ length: size }, (_, i) => i);
  }

  /** Places the new slots in every order: one sort of the few, one merge with the many. */
  private merge() {
    const dropAbandoned = this.abandoned > 0;
    CATEGORIES.forEach((_, cat) => {
      const fresh = this.unplaced[cat]!;
      if (!fresh.length && !dropAbandoned) return;
      for (const field of SORT_FIELDS) {
        const orders = this.orders.get(field)!;
        orders[cat] = mergedOrder(this.columns, field, orders[cat]!.slots, fresh);
      }
      fresh.length = 0;
    });
    this.abandoned = 0;
  }

  // ---- answering ----

  /** The counts from the grade tallies, when the query filters on shape, colour, clarity only. */
  private tallied(cats: number[], plan: Plan): GradeCounts | undefined {
    if (plan.words.length || plan.ranges.length || plan.flags.length) return undefined;
    const { live, words, grades } = this.columns;
    const columns = { live, shape: words.Shape, color: grades.color, clarity: grades.clarity };
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
    for (const span of spansOf(cats, plan, this.layout())) {
      total = count(env, span.slots, span.from, span.to, color, clarity, shape, kept, total);
    }
    return {
      total,
      kept: total <= this.pickUpTo ? kept.subarray(0, total) : undefined,
      facets: facetsOf({ color, clarity, shape }),
    };
  }

  /** How the goods lie, for planning where to scan. */
  private layout() {
    const { blocks, tails, orders, identity } = this;
    return { blocks, tails, orders, identity };
  }
}
