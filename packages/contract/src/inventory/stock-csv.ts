/**
 * Stock lists as the trade exchanges them: RapNet and Nivoda column names and their common
 * aliases on the way in, one canonical header set on the way out (so an export re-imports).
 */
import {
  CATEGORIES,
  FANCY_COLORS,
  INTENSITIES,
  LOCATIONS,
  OVERTONES,
  type Category,
  type FinishGrade,
  type Fluorescence,
  type Shape,
} from '../catalogue/vocabulary';
import type { StockInput } from './stock';
import { FRAMES_MAX } from './stock';
import { STONE_FIELDS, type CsvReading, type StoneField } from './stone-fields';

type Field = StoneField['wire'];

/** Canonical export headers, in export order, and the field each one carries. */
export const STOCK_CSV_COLUMNS: readonly (readonly [string, Field])[] = STONE_FIELDS.flatMap(
  (field) => (field.header === null ? [] : [[field.header, field.wire] as const]),
);

/** "Stock #", "STOCK_NO", " stock  no " → "stock #", "stock no". */
const headerKey = (header: string) =>
  header.trim().toLowerCase().replace(/[_.]+/g, ' ').replace(/\s+/g, ' ');

/** Every header a field is known by — its export header, its own name, the trade's aliases. */
const ALIASES: Record<string, Field> = Object.fromEntries(
  STONE_FIELDS.flatMap((field) =>
    [field.wire, ...(field.header ? [field.header] : []), ...field.aliases].map((name) => [
      headerKey(name),
      field.wire,
    ]),
  ),
);
const READING = new Map<Field, CsvReading>(STONE_FIELDS.map((f) => [f.wire, f.read]));

export function fieldOfHeader(header: string): Field | null {
  const key = headerKey(header);
  return ALIASES[key] ?? ALIASES[key.replace(/\s/g, '')] ?? null;
}

const SHAPE_ALIASES: Record<string, Shape> = {
  round: 'round', br: 'round', rb: 'round', rbc: 'round', 'round brilliant': 'round', brilliant: 'round',
  princess: 'princess', pr: 'princess', pc: 'princess',
  emerald: 'emerald', em: 'emerald', 'square emerald': 'asscher', 'sq emerald': 'asscher',
  radiant: 'radiant', rad: 'radiant', 'sq radiant': 'radiant', 'square radiant': 'radiant',
  'cut-cornered rectangular modified brilliant': 'radiant',
  oval: 'oval', ov: 'oval',
  pear: 'pear', ps: 'pear', pe: 'pear',
  marquise: 'marquise', mq: 'marquise', mar: 'marquise',
  heart: 'heart', hs: 'heart', ht: 'heart',
  cushion: 'cushion', cu: 'cushion', cb: 'cushion', cmb: 'cushion', 'cushion brilliant': 'cushion',
  'cushion modified': 'cushion', 'cushion modified brilliant': 'cushion',
  trillion: 'trillion', trilliant: 'trillion', triangle: 'trillion', tr: 'trillion',
  asscher: 'asscher', as: 'asscher',
  rosette: 'rosette', rose: 'rosette', 'rose cut': 'rosette',
  rectangle: 'rectangle', rect: 'rectangle', baguette: 'rectangle', bg: 'rectangle',
  other: 'other',
}; // prettier-ignore

const FINISH_ALIASES: Record<string, FinishGrade> = {
  id: 'ID', ideal: 'ID', '8x': 'ID', ex: 'EX', excellent: 'EX', exc: 'EX', '3ex': 'EX',
  vg: 'VG', 'very good': 'VG', g: 'G', gd: 'G', good: 'G', f: 'F', fr: 'F', fair: 'F',
  p: 'P', pr: 'P', poor: 'P',
}; // prettier-ignore

const FLUORESCENCE_ALIASES: Record<string, Fluorescence> = {
  none: 'None', non: 'None', n: 'None', nil: 'None', neg: 'None', negligible: 'None',
  faint: 'Faint', fnt: 'Faint', f: 'Faint', slight: 'Faint', sl: 'Faint', 'very slight': 'Faint', vsl: 'Faint',
  medium: 'Medium', med: 'Medium', m: 'Medium', md: 'Medium',
  strong: 'Strong', stg: 'Strong', st: 'Strong', s: 'Strong',
  'very strong': 'Very Strong', vst: 'Very Strong', vstg: 'Very Strong', vs: 'Very Strong',
}; // prettier-ignore

const LOCATION_ALIASES: Record<string, string> = {
  hk: 'Hong Kong', 'hong kong': 'Hong Kong', us: 'USA', usa: 'USA', 'united states': 'USA',
  'new york': 'USA', ny: 'USA', uae: 'Dubai', dubai: 'Dubai', bombay: 'Mumbai', mumbai: 'Mumbai',
  antwerp: 'Belgium', belgium: 'Belgium', 'ramat gan': 'Israel', israel: 'Israel', india: 'India',
  surat: 'India', china: 'China', shenzhen: 'Shenzhen', sz: 'Shenzhen',
}; // prettier-ignore

const CATEGORY_ALIASES: Record<string, Category> = {
  ...Object.fromEntries(CATEGORIES.map((c) => [c, c])),
  natural: 'natural-white', 'natural white': 'natural-white', 'lab grown': 'lab-white',
  'lab-grown': 'lab-white', lab: 'lab-white', 'lab white': 'lab-white', 'lab fancy': 'lab-fancy',
  'natural fancy': 'natural-fancy', seed: 'seed', seeds: 'seed', 'cvd seed': 'seed',
  rough: 'rough', blank: 'rough', parcel: 'parcel', melee: 'parcel',
}; // prettier-ignore

const lower = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
const pick = <T>(table: Record<string, T>, value: string): T | string =>
  table[lower(value)] ?? value;
const inList = (list: readonly string[], value: string) =>
  list.find((v) => v.toLowerCase() === lower(value)) ?? value;

/** "$1,234.50", "-35.5%", "" → 1234.5, -35.5, null; text that is no number stays text (refused). */
function number(value: string): number | string | null {
  const cleaned = value.replace(/[$,%\s]/g, '');
  if (cleaned === '' || cleaned === '-') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : value;
}

function flag(value: string): boolean | string | null {
  const v = lower(value);
  if (v === '') return null;
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return value;
}

const MEASUREMENTS = /^(\d+(?:\.\d+)?)\s*[x*×-]\s*(\d+(?:\.\d+)?)\s*[x*×]\s*(\d+(?:\.\d+)?)$/i;

export type StockRow = {
  /** The record to validate with `StockInput` (values already normalised where a known alias). */
  record: Record<string, unknown>;
  /** For the report: which header each field came from. */
  headers: Partial<Record<string, string>>;
};

/**
 * Yes/no columns as suppliers write them: Yes, Y, True, 1, or the column's own word (EC, BGM)
 * for yes; No, N, False, 0, "No BGM", "Non-EC" for no — turned round under a "No BGM" header.
 * Anything else stays for validation to refuse.
 */
const PLAIN_YES = ['yes', 'y', 'true', '1'];
const PLAIN_NO = ['no', 'n', 'false', '0'];

function yesNo(value: string, negated = false): string {
  const word = lower(value)
    .replace(/[\s._-]+/g, ' ')
    .trim();
  // A "No BGM" column asks the opposite question: there a plain Yes means no BGM.
  if (negated && PLAIN_YES.includes(word)) return 'no';
  if (negated && PLAIN_NO.includes(word)) return 'yes';
  if ([...PLAIN_YES, 'ec', 'eye clean', 'bgm'].includes(word)) return 'yes';
  if ([...PLAIN_NO, 'no bgm', 'non ec', 'not eye clean', 'none'].includes(word)) return 'no';
  return word;
}

/** Black inclusions: "None"/"NIL"/"No" → none; "BT 1", "bt1" → BT1. */
function blackInclusion(value: string): string {
  const word = lower(value).replace(/\s+/g, '');
  if (['none', 'nil', 'no', 'n', '0'].includes(word)) return 'none';
  return word.toUpperCase();
}

/**
 * One CSV line → a stock record. Unknown columns are ignored; known values are normalised
 * (BR → round, VG → VG, NON → None, HK → Hong Kong); anything left unrecognised is kept as
 * given, so validation refuses it with the column named.
 */
export function stockRowToRecord(row: Record<string, string>, category: Category): StockRow {
  const record: Record<string, unknown> = { Category: category };
  const headers: Partial<Record<string, string>> = {};
  let totalPrice: number | string | null = null;
  let measurements: string | null = null;

  for (const [header, raw] of Object.entries(row)) {
    const field = fieldOfHeader(header);
    if (!field || raw == null) continue;
    const value = String(raw).trim();
    if (value === '') continue;
    headers[field] = header.trim();
    switch (READING.get(field)) {
      case 'category':
        record.Category = pick(CATEGORY_ALIASES, value);
        break;
      case 'shape':
        record[field] = pick(SHAPE_ALIASES, value);
        break;
      case 'finish':
        record[field] = pick(FINISH_ALIASES, value);
        break;
      case 'fluorescence':
        record[field] = pick(FLUORESCENCE_ALIASES, value);
        break;
      case 'code':
        record[field] = value.toUpperCase().replace(/\s+/g, '');
        break;
      case 'location':
        record[field] = inList(LOCATIONS, String(pick(LOCATION_ALIASES, value)));
        break;
      case 'fancyColor':
        record[field] = inList(
          FANCY_COLORS,
          lower(value)
            .replace(/^fancy /, '')
            .replace('grey', 'gray'),
        );
        break;
      case 'intensity':
        record[field] = inList(INTENSITIES, value);
        break;
      case 'overtone':
        record[field] = inList(OVERTONES, value);
        break;
      case 'word':
        record[field] = lower(value);
        break;
      case 'yesNo':
        record[field] = yesNo(value, headerKey(header) === 'no bgm');
        break;
      case 'blackInclusion':
        record[field] = blackInclusion(value);
        break;
      case 'orientation':
        record[field] = value.replace(/[<>{}()[\]\s]/g, '');
        break;
      case 'measurements':
        measurements = value;
        break;
      case 'total':
        totalPrice = number(value);
        break;
      case 'flag':
        record[field] = flag(value);
        break;
      case 'availability': {
        const v = lower(value);
        record.OnMarket = ['available', 'ga', 'guaranteed available', 'yes', 'on market'].includes(
          v,
        )
          ? true
          : ['sold', 'not available', 'na', 'hold', 'on hold', 'off market', 'no'].includes(v)
            ? false
            : value;
        break;
      }
      case 'images':
        record[field] = value.split(/[\s|;]+/).filter(Boolean);
        break;
      case 'frames':
        record[field] = framesOf(value);
        break;
      case 'text':
        record[field] = value;
        break;
      default:
        record[field] = number(value);
    }
  }

  if (measurements) {
    const m = MEASUREMENTS.exec(measurements.replace(/mm/gi, '').trim());
    if (m) {
      record.Length ??= Number(m[1]);
      record.Width ??= Number(m[2]);
      record.Height ??= Number(m[3]);
    } else {
      record.Length = measurements;
      headers.Length = headers.Measurements;
    }
  }
  // Trade lists give a stone's total; a price per carat is derived from it when missing.
  if (totalPrice != null && record.PricePerCarat == null && record.Price == null) {
    if (typeof totalPrice === 'number' && typeof record.Weight === 'number' && record.Weight > 0) {
      record.PricePerCarat = Math.round((totalPrice / record.Weight) * 100) / 100;
    } else {
      record.Price = totalPrice;
      headers.Price = headers.TotalPrice;
    }
    headers.PricePerCarat ??= headers.TotalPrice;
  }
  if (record.PricingBasis == null) {
    const category = record.Category as Category;
    record.PricingBasis =
      record.Discount != null
        ? 'discount'
        : record.PricePerCarat != null
          ? 'weight'
          : category === 'rough'
            ? 'grain'
            : 'piece';
  }
  return { record, headers };
}

type Measured = { Length?: number | null; Width?: number | null; Height?: number | null };
const measurementText = (g: Measured) =>
  g.Length != null && g.Width != null && g.Height != null
    ? `${g.Length.toFixed(2)}x${g.Width.toFixed(2)}x${g.Height.toFixed(2)}`
    : '';

/** One export line for a stock record in the canonical column order. */
/**
 * A 360° view's frames as a stock list gives them: links one after another, or one link with a
 * numbered range (`https://cdn.example/KG1234/{0..71}.jpg`, how frame folders are published),
 * expanded in order (a range wider than a view may be is cut one past the limit, for the
 * record's check to refuse).
 */
export function framesOf(cell: string): string[] {
  return cell
    .split(/[\s|;]+/)
    .filter(Boolean)
    .flatMap((link) => {
      const range = /\{(\d{1,3})\.\.(\d{1,3})\}/.exec(link);
      if (!range) return [link];
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from) return [link];
      // Past the most a view may have, one frame more is enough for the check to refuse it.
      const count = Math.min(to - from + 1, FRAMES_MAX + 1);
      return Array.from({ length: count }, (_, k) => link.replace(range[0], String(from + k)));
    });
}

export function stockRecordToRow(
  g: { [K in keyof StockInput]?: unknown } & Measured & { OnMarket?: boolean | null },
) {
  return STOCK_CSV_COLUMNS.map(([, field]) => {
    if (field === 'Measurements') return measurementText(g);
    if (field === 'TotalPrice') return '';
    if (field === 'Availability') return g.OnMarket === false ? 'Not Available' : 'Available';
    const value = (g as Record<string, unknown>)[field];
    if (value == null) return '';
    if (Array.isArray(value)) return value.join(' ');
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    return String(value);
  });
}
