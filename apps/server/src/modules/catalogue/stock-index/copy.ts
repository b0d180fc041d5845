import {
  BGM,
  BLACK_INCLUSIONS,
  CATEGORIES,
  EYE_CLEAN,
  hasNoBgm,
  isEyeClean,
  isFreeOfBlack,
  MILKY_GRADES,
  SHADES,
  type SortField,
} from '@facet/contract';
import type { SnapshotReader } from '../../../platform/db';
import { goods } from '../../inventory/inventory.table';
import {
  INDEX_COLUMNS,
  StockIndex,
  type IndexLayout,
  type IndexNumberColumn,
  type IndexWordFilter,
} from './index';

/**
 * The stock index's fast start: the goods on sale read with one `COPY … TO STDOUT (FORMAT
 * binary)` (as the table lies: no index walk) straight into typed arrays — vocabularies turned into their codes by
 * PostgreSQL, numbers as float8 — then laid out and ordered by native typed-array sorts on
 * packed keys. No row object is made and nothing is compared in JavaScript, so a million stones
 * load in seconds (bench/results/index-load.md) instead of a minute of parsing text rows.
 */

const WORD_FILTERS = Object.keys(INDEX_COLUMNS.words) as IndexWordFilter[];
/** The sorts worked out here; weight is the layout itself, newest is the ids' own order. */
const SORTED_HERE: SortField[] = ['Price', 'PricePerCarat', 'Color', 'Clarity', 'Discount'];
/** Rows are numbered in 22 bits inside a sort key: up to four million goods on sale. */
const ROW_BITS = 2 ** 22;
const QUALITY = [
  ['eyeClean', EYE_CLEAN],
  ['bgm', BGM],
  ['shade', SHADES],
  ['milky', MILKY_GRADES],
  ['blackInclusion', BLACK_INCLUSIONS],
] as const;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`;
/** A good's column as SQL, by the field name the index knows it by. */
const column = (field: keyof typeof goods & string) =>
  `"${(goods[field] as unknown as { name: string }).name}"`;
/** Its place in a vocabulary, from 1; null (0 in the index) for none or a word not in it. */
const code = (field: keyof typeof goods & string, vocabulary: readonly string[]) =>
  `array_position(${textArray(vocabulary)}, ${column(field)})`;

const categoryCode = `array_position(${textArray(CATEGORIES)}, ${column('category')}) - 1`;
const ON_SALE = `${column('listed')} and ${column('category')} = any(${textArray(CATEGORIES)})`;

const LAYOUT_SELECT = `select ${[
  column('id'),
  categoryCode,
  column('hasImage'),
  column('hasVideo'),
  ...QUALITY.map(([field, vocabulary]) => code(field, vocabulary)),
  ...WORD_FILTERS.map((filter) => {
    const [field, vocabulary] = INDEX_COLUMNS.words[filter];
    return code(field, vocabulary);
  }),
  ...INDEX_COLUMNS.numbers.map((field) => `${column(field)}::float8`),
].join(', ')} from goods where ${ON_SALE}`;

/**
 * Reads PostgreSQL's binary COPY format as it streams in, one tuple at a time: a 19-byte
 * header, then per tuple a 16-bit field count and each field's 32-bit length (−1 for null)
 * and bytes. A tuple split across chunks waits for the next chunk.
 */
async function forEachTuple(
  chunks: AsyncIterable<Uint8Array>,
  onTuple: (view: DataView, fields: Int32Array, lengths: Int32Array) => void,
  fieldCount: number,
) {
  const fields = new Int32Array(fieldCount);
  const lengths = new Int32Array(fieldCount);
  let pending: Uint8Array = new Uint8Array(0);
  let headerRead = false;
  for await (const chunk of chunks) {
    const buffer = pending.length ? concat(pending, chunk) : chunk;
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    let at = 0;
    if (!headerRead) {
      if (buffer.length < 19) {
        pending = buffer;
        continue;
      }
      at = 19 + view.getUint32(15);
      headerRead = true;
    }
    for (;;) {
      if (at + 2 > buffer.length) break;
      const count = view.getInt16(at);
      if (count === -1) return;
      let cursor = at + 2;
      let complete = true;
      for (let i = 0; i < count; i++) {
        if (cursor + 4 > buffer.length) {
          complete = false;
          break;
        }
        const length = view.getInt32(cursor);
        fields[i] = cursor + 4;
        lengths[i] = length;
        cursor += 4 + Math.max(0, length);
        if (cursor > buffer.length) {
          complete = false;
          break;
        }
      }
      if (!complete) break;
      onTuple(view, fields, lengths);
      at = cursor;
    }
    pending = buffer.slice(at);
  }
}

function concat(a: Uint8Array, b: Uint8Array) {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** The quality flags of every combination of codes, worked out once by the contract's rules. */
function qualityFlags() {
  const word = (vocabulary: readonly string[], n: number) => (n === 0 ? null : vocabulary[n - 1]!);
  const table = (size: number) => new Uint8Array(size);
  const eye = table(EYE_CLEAN.length + 1);
  for (let n = 0; n <= EYE_CLEAN.length; n++) {
    eye[n] = isEyeClean({ eyeClean: word(EYE_CLEAN, n) }) ? 1 : 0;
  }
  const noBgm = table((BGM.length + 1) * (SHADES.length + 1) * (MILKY_GRADES.length + 1));
  for (let b = 0; b <= BGM.length; b++) {
    for (let s = 0; s <= SHADES.length; s++) {
      for (let m = 0; m <= MILKY_GRADES.length; m++) {
        const quality = { bgm: word(BGM, b), shade: word(SHADES, s), milky: word(MILKY_GRADES, m) }; // prettier-ignore
        noBgm[(b * (SHADES.length + 1) + s) * (MILKY_GRADES.length + 1) + m] = hasNoBgm(quality) ? 1 : 0; // prettier-ignore
      }
    }
  }
  const black = table(BLACK_INCLUSIONS.length + 1);
  for (let n = 0; n <= BLACK_INCLUSIONS.length; n++) {
    black[n] = isFreeOfBlack({ blackInclusion: word(BLACK_INCLUSIONS, n) }) ? 1 : 0;
  }
  return (e: number, b: number, s: number, m: number, k: number) =>
    (eye[e] ? INDEX_COLUMNS.flags.eyeClean : 0) |
    (noBgm[(b * (SHADES.length + 1) + s) * (MILKY_GRADES.length + 1) + m]
      ? INDEX_COLUMNS.flags.noBgm
      : 0) | // prettier-ignore
    (black[k] ? INDEX_COLUMNS.flags.freeOfBlack : 0);
}

/**
 * The rows (numbered in id order) sorted by category, then `values` ascending with the missing
 * (NaN) last, then id: each value is replaced by its rank among the distinct values, and the
 * three packed into one float64 key (category, rank, row: under 2^53) that a native sort orders.
 */
function orderOfRows(category: Uint8Array, values: Float64Array, rows: number): Int32Array {
  const present = new Float64Array(rows);
  let n = 0;
  for (let row = 0; row < rows; row++) if (!Number.isNaN(values[row]!)) present[n++] = values[row]!;
  const sorted = present.subarray(0, n).sort();
  const distinct = new Float64Array(n);
  let d = 0;
  for (let i = 0; i < n; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) distinct[d++] = sorted[i]!;
  const ranks = d + 1;
  const keys = new Float64Array(rows);
  for (let row = 0; row < rows; row++) {
    const value = values[row]!;
    let rank = d;
    if (!Number.isNaN(value)) {
      let lo = 0;
      let hi = d - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (distinct[mid]! < value) lo = mid + 1;
        else hi = mid;
      }
      rank = lo;
    }
    keys[row] = (category[row]! * ranks + rank) * ROW_BITS + row;
  }
  keys.sort();
  const order = new Int32Array(rows);
  for (let i = 0; i < rows; i++) order[i] = keys[i]! % ROW_BITS;
  return order;
}

/**
 * The goods table's pages cut into `parts` ranges of `ctid`, one condition each: each part
 * reads its own pages only (a TID range scan). Rows added after the snapshot are not in it,
 * wherever they lie; the last range is open, so a table grown since the size was read is
 * read whole.
 */
async function pageRanges(reader: SnapshotReader, parts: number): Promise<string[]> {
  if (parts <= 1) return ['true'];
  let pages = 0;
  await forEachTuple(
    reader.copyOut(`select (pg_relation_size('goods') / current_setting('block_size')::int)::int4`),
    (view, fields) => (pages = view.getInt32(fields[0]!)),
    1,
  );
  const cut = (part: number) => Math.floor((pages * part) / parts);
  return Array.from({ length: parts }, (_, part) =>
    [
      part > 0 ? `ctid >= '(${cut(part)},0)'::tid` : '',
      part < parts - 1 ? `ctid < '(${cut(part + 1)},0)'::tid` : '',
    ]
      .filter(Boolean)
      .join(' and '),
  );
}

/**
 * The goods on sale, laid out, with every sort's order: a loaded index. On PostgreSQL the
 * table is read in parts at once, each on a connection of its own in the same snapshot: most
 * of the time goes into PostgreSQL turning a million rows' words into codes, one core each.
 */
export async function loadStockIndexByCopy(reader: SnapshotReader): Promise<StockIndex> {
  return StockIndex.fromLayout(await loadLayoutByCopy(reader));
}

/** The goods on sale, laid out, with every sort's order: what `loadStockIndexByCopy` builds on. */
export async function loadLayoutByCopy(reader: SnapshotReader): Promise<IndexLayout> {
  const ranges = await pageRanges(reader, reader.together);
  let size = 0;
  await Promise.all(
    reader
      .copyOutTogether(
        ranges.map((range) => `select count(*)::int4 from goods where ${ON_SALE} and ${range}`),
      ) // prettier-ignore
      .map((copy) => forEachTuple(copy, (view, fields) => (size += view.getInt32(fields[0]!)), 1)),
  );
  if (size >= ROW_BITS) throw new Error(`${size} goods on sale: more than the index loads at once`);

  // As the rows come; put in id order below.
  const rowIds = new Int32Array(size);
  const rowCategory = new Uint8Array(size);
  const rowFlags = new Uint8Array(size);
  const rowWords = WORD_FILTERS.map(() => new Uint8Array(size));
  const rowNumbers = INDEX_COLUMNS.numbers.map(() => new Float64Array(size));
  const flagsOf = qualityFlags();
  const firstWord = 4 + QUALITY.length;
  const firstNumber = firstWord + WORD_FILTERS.length;
  const codes = new Int32Array(firstNumber);
  let rows = 0;
  const takeRow = (view: DataView, fields: Int32Array, lengths: Int32Array) => {
    if (rows >= size) return;
    for (let i = 4; i < firstNumber; i++) codes[i] = lengths[i]! < 0 ? 0 : view.getInt32(fields[i]!); // prettier-ignore
    rowIds[rows] = view.getInt32(fields[0]!);
    rowCategory[rows] = view.getInt32(fields[1]!);
    rowFlags[rows] =
      (view.getUint8(fields[2]!) ? INDEX_COLUMNS.flags.image : 0) |
      (view.getUint8(fields[3]!) ? INDEX_COLUMNS.flags.video : 0) |
      flagsOf(codes[4]!, codes[5]!, codes[6]!, codes[7]!, codes[8]!);
    for (let w = 0; w < rowWords.length; w++) rowWords[w]![rows] = codes[firstWord + w]!;
    for (let n = 0; n < rowNumbers.length; n++) {
      const i = firstNumber + n;
      rowNumbers[n]![rows] = lengths[i]! < 0 ? NaN : view.getFloat64(fields[i]!);
    }
    rows++;
  };
  // The parts' rows come interleaved; they are put in id order below.
  await Promise.all(
    reader
      .copyOutTogether(ranges.map((range) => `${LAYOUT_SELECT} and ${range}`))
      .map((copy) => forEachTuple(copy, takeRow, firstNumber + INDEX_COLUMNS.numbers.length)),
  );

  // Rows in id order: sorted on packed keys (id, arrival), as every other order below.
  const byId = new Float64Array(rows);
  for (let row = 0; row < rows; row++) byId[row] = rowIds[row]! * ROW_BITS + row;
  byId.sort();
  const idOrder = new Int32Array(rows);
  for (let i = 0; i < rows; i++) idOrder[i] = byId[i]! % ROW_BITS;
  const inIdOrder = <T extends Int32Array | Uint8Array | Float64Array>(column: T): T => {
    const sorted = new (column.constructor as new (n: number) => T)(rows);
    for (let i = 0; i < rows; i++) sorted[i] = column[idOrder[i]!]!;
    return sorted;
  };
  const ids = inIdOrder(rowIds);
  const category = inIdOrder(rowCategory);
  const flags = inIdOrder(rowFlags);
  const words = rowWords.map(inIdOrder);
  const numbers = rowNumbers.map(inIdOrder);

  // Laid out per category by weight, then id: row `layoutOrder[slot]` goes into `slot`.
  const numberAt = (name: IndexNumberColumn) => numbers[INDEX_COLUMNS.numbers.indexOf(name)]!;
  const layoutOrder = orderOfRows(category, numberAt('weight'), rows);
  const capacity = StockIndex.layoutCapacity(rows);
  const gather = <T extends Int32Array | Uint8Array | Float64Array>(column: T): T => {
    const laid = new (column.constructor as new (n: number) => T)(capacity);
    for (let slot = 0; slot < rows; slot++) laid[slot] = column[layoutOrder[slot]!]!;
    return laid;
  };
  const orders: IndexLayout['orders'] = {};
  for (const field of SORTED_HERE) {
    const order = orderOfRows(category, numberAt(INDEX_COLUMNS.sorts[field] as IndexNumberColumn), rows); // prettier-ignore
    // Ordered by category first: each category's rows lie together.
    const inOrder = order.map((row) => ids[row]!);
    let from = 0;
    orders[field] = CATEGORIES.map((_, cat) => {
      let to = from;
      while (to < rows && category[order[to]!] === cat) to++;
      const mine = inOrder.subarray(from, to);
      from = to;
      return mine;
    });
  }
  return {
    size: rows,
    ids: gather(ids),
    category: gather(category),
    flags: gather(flags),
    words: Object.fromEntries(WORD_FILTERS.map((f, i) => [f, gather(words[i]!)])) as IndexLayout['words'], // prettier-ignore
    numbers: Object.fromEntries(INDEX_COLUMNS.numbers.map((c, i) => [c, gather(numbers[i]!)])) as IndexLayout['numbers'], // prettier-ignore
    orders,
  };
}
