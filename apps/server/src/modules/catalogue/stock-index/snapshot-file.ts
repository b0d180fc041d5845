import { closeSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { SORT_FIELDS, type SortField } from '@facet/contract';
import type { IndexLayout } from './columns';

// A loaded index's layout in a file, for the other server processes of one host (PROCESSES):
// they read it in a fraction of a second instead of each copying a million rows out of the
// database at once. The file holds the typed arrays as they lie in memory, behind a header
// that names them; read back, the arrays are views of the file's bytes, not copies.

/** The layout and the database snapshot it was read in (`pg_current_snapshot()` as text). */
export type LayoutSnapshot = { layout: IndexLayout; seen: string };

type Typed = Int32Array | Uint8Array | Float64Array;
type Kind = 'i32' | 'u8' | 'f64';
type Part = { name: string; kind: Kind; length: number };

const MAGIC = 'facet-stock-index-1';
const KINDS = { i32: Int32Array, u8: Uint8Array, f64: Float64Array } as const;
const kindOf = (array: Typed): Kind =>
  array instanceof Int32Array ? 'i32' : array instanceof Float64Array ? 'f64' : 'u8';
/** Every array starts on an 8-byte boundary, so a Float64Array can view it in place. */
const aligned = (bytes: number) => Math.ceil(bytes / 8) * 8;

function partsOf(layout: IndexLayout): [string, Typed][] {
  const parts: [string, Typed][] = [
    ['ids', layout.ids],
    ['category', layout.category],
    ['flags', layout.flags],
  ];
  for (const [name, column] of Object.entries(layout.words)) parts.push([`words.${name}`, column]);
  for (const [name, column] of Object.entries(layout.numbers)) {
    parts.push([`numbers.${name}`, column]);
  }
  for (const field of SORT_FIELDS) {
    layout.orders[field]?.forEach((ids, cat) => parts.push([`orders.${field}.${cat}`, ids]));
  }
  return parts;
}

/**
 * Writes the layout to `path` (through a file beside it, renamed into place: a reader never
 * sees half of one). Synchronous, so no change can reach the arrays while they are written.
 */
export function writeLayoutSnapshot(path: string, { layout, seen }: LayoutSnapshot) {
  const parts = partsOf(layout);
  const header = Buffer.from(
    JSON.stringify({
      magic: MAGIC,
      seen,
      size: layout.size,
      parts: parts.map(([name, array]): Part => ({ name, kind: kindOf(array), length: array.length })), // prettier-ignore
    }),
  );
  const lead = Buffer.alloc(8);
  lead.writeUInt32LE(header.length, 0);
  const partial = `${path}.${process.pid}.part`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    writeSync(fd, lead);
    writeSync(fd, header);
    writeSync(fd, Buffer.alloc(aligned(8 + header.length) - 8 - header.length));
    for (const [, array] of parts) {
      writeSync(fd, new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      writeSync(fd, Buffer.alloc(aligned(array.byteLength) - array.byteLength));
    }
  } finally {
    closeSync(fd);
  }
  renameSync(partial, path);
}

/** The layout written by `writeLayoutSnapshot`; throws on a file that is not one. */
export function readLayoutSnapshot(path: string): LayoutSnapshot {
  const file = readFileSync(path);
  const headerLength = file.readUInt32LE(0);
  const header = JSON.parse(file.subarray(8, 8 + headerLength).toString()) as {
    magic: string;
    seen: string;
    size: number;
    parts: Part[];
  };
  if (header.magic !== MAGIC) throw new Error(`${path} is not a stock index snapshot`);
  // A Float64Array view needs its start aligned in the underlying buffer: copy once if not (a
  // new Uint8Array of a Buffer is that copy, starting a buffer of its own).
  const bytes = file.byteOffset % 8 === 0 ? file : new Uint8Array(file);
  let at = aligned(8 + headerLength);
  const arrays = new Map<string, Typed>();
  for (const { name, kind, length } of header.parts) {
    const Kind = KINDS[kind];
    const end = at + length * Kind.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new Error(`${path} ends before its ${name}`);
    arrays.set(name, new Kind(bytes.buffer, bytes.byteOffset + at, length));
    at = aligned(end);
  }
  const named = <T extends Typed>(prefix: string) =>
    Object.fromEntries(
      [...arrays].filter(([name]) => name.startsWith(prefix)).map(([name, array]) => [name.slice(prefix.length), array as T]), // prettier-ignore
    );
  const orders: IndexLayout['orders'] = {};
  for (const field of SORT_FIELDS) {
    const prefix = `orders.${field}.`;
    const ofField = [...arrays].filter(([name]) => name.startsWith(prefix));
    if (ofField.length === 0) continue;
    orders[field as SortField] = ofField
      .sort(([a], [b]) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
      .map(([, ids]) => ids as Int32Array);
  }
  return {
    seen: header.seen,
    layout: {
      size: header.size,
      ids: arrays.get('ids') as Int32Array,
      category: arrays.get('category') as Uint8Array,
      flags: arrays.get('flags') as Uint8Array,
      words: named<Uint8Array>('words.') as IndexLayout['words'],
      numbers: named<Float64Array>('numbers.') as IndexLayout['numbers'],
      orders,
    },
  };
}
