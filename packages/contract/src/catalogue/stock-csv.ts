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
} from './vocabulary';
import type { StockInput } from './stock';

type Field = keyof StockInput | 'Measurements' | 'TotalPrice' | 'Availability';

/** Canonical export headers, in export order, and the field each one carries. */
export const STOCK_CSV_COLUMNS: readonly (readonly [string, Field])[] = [
  ['Stock #', 'StockNo'],
  ['Category', 'Category'],
  ['Shape', 'Shape'],
  ['Weight', 'Weight'],
  ['Color', 'Color'],
  ['Clarity', 'Clarity'],
  ['Cut', 'Cut'],
  ['Polish', 'Polish'],
  ['Symmetry', 'Symmetry'],
  ['Fluorescence Intensity', 'Fluorescence'],
  ['Lab', 'Lab'],
  ['Certificate #', 'CertificateNo'],
  ['Report Date', 'ReportDate'],
  ['Report Place', 'ReportPlace'],
  ['Measurements', 'Measurements'],
  ['Depth %', 'DepthPct'],
  ['Table %', 'TablePct'],
  ['Crown Height', 'CrownHeight'],
  ['Pavilion Depth', 'PavilionDepth'],
  ['Girdle', 'Girdle'],
  ['Culet', 'Culet'],
  ['Milky', 'Milky'],
  ['Shade', 'Shade'],
  ['Fancy Color', 'FancyColor'],
  ['Fancy Color Intensity', 'Intensity'],
  ['Fancy Color Overtone', 'Overtone'],
  ['Saturation', 'Saturation'],
  ['Hue', 'Hue'],
  ['Growth Type', 'Process'],
  ['Grade', 'Grade'],
  ['Seed Shape', 'SeedShape'],
  ['Orientation', 'Orientation'],
  ['Thickness', 'Thickness'],
  ['Pricing Basis', 'PricingBasis'],
  ['List Price', 'ListPrice'],
  ['Discount', 'Discount'],
  ['Price/ct', 'PricePerCarat'],
  ['Price', 'Price'],
  ['Stock', 'Stock'],
  ['Min Buy', 'MinBuy'],
  ['Made To Order', 'MadeToOrder'],
  ['Availability', 'Availability'],
  ['Location', 'Location'],
  ['Description', 'Description'],
  ['Image', 'Images'],
  ['Video', 'Video'],
];

const ALIASES: Record<string, Field> = {
  'stock#': 'StockNo', stockno: 'StockNo', stocknumber: 'StockNo', stockid: 'StockNo',
  'stock id': 'StockNo', 'stock no': 'StockNo', 'stock number': 'StockNo', sku: 'StockNo',
  'lot#': 'StockNo', 'lot no': 'StockNo', 'vendor stock number': 'StockNo', 'ref#': 'StockNo',
  category: 'Category', type: 'Category',
  shape: 'Shape', 'shape name': 'Shape',
  weight: 'Weight', size: 'Weight', carat: 'Weight', carats: 'Weight', 'carat weight': 'Weight',
  ct: 'Weight', cts: 'Weight',
  color: 'Color', colour: 'Color',
  clarity: 'Clarity',
  cut: 'Cut', 'cut grade': 'Cut',
  polish: 'Polish', pol: 'Polish',
  symmetry: 'Symmetry', sym: 'Symmetry', symm: 'Symmetry',
  'fluorescence intensity': 'Fluorescence', fluorescence: 'Fluorescence', fluor: 'Fluorescence',
  'fluor intensity': 'Fluorescence', flour: 'Fluorescence', fluo: 'Fluorescence',
  lab: 'Lab', 'grading lab': 'Lab', 'certificate type': 'Lab', 'cert lab': 'Lab',
  'certificate #': 'CertificateNo', 'certificate no': 'CertificateNo', certificate: 'CertificateNo',
  'certificate number': 'CertificateNo', 'cert #': 'CertificateNo', 'cert no': 'CertificateNo',
  cert: 'CertificateNo', 'report #': 'CertificateNo', 'report no': 'CertificateNo',
  'report number': 'CertificateNo',
  'report date': 'ReportDate', 'certificate date': 'ReportDate',
  'report place': 'ReportPlace',
  measurements: 'Measurements', measurement: 'Measurements', meas: 'Measurements',
  'depth %': 'DepthPct', 'depth%': 'DepthPct', depth: 'DepthPct', 'total depth': 'DepthPct',
  'depth percent': 'DepthPct',
  'table %': 'TablePct', 'table%': 'TablePct', table: 'TablePct', 'table percent': 'TablePct',
  'crown height': 'CrownHeight', crown: 'CrownHeight', 'crown %': 'CrownHeight',
  'pavilion depth': 'PavilionDepth', pavilion: 'PavilionDepth', 'pavilion %': 'PavilionDepth',
  girdle: 'Girdle', 'girdle condition': 'Girdle',
  culet: 'Culet', 'culet size': 'Culet',
  milky: 'Milky', shade: 'Shade', 'shade/tinge': 'Shade', tinge: 'Shade',
  'fancy color': 'FancyColor', 'fancy colour': 'FancyColor', 'fancy color main body': 'FancyColor',
  'fancy color intensity': 'Intensity', intensity: 'Intensity', 'fancy intensity': 'Intensity',
  'fancy color overtone': 'Overtone', overtone: 'Overtone', 'fancy overtone': 'Overtone',
  saturation: 'Saturation', hue: 'Hue',
  'growth type': 'Process', process: 'Process', growth: 'Process', method: 'Process',
  grade: 'Grade', material: 'Grade', 'material grade': 'Grade',
  'seed shape': 'SeedShape', orientation: 'Orientation', 'crystal orientation': 'Orientation',
  thickness: 'Thickness', length: 'Length', width: 'Width', height: 'Height',
  'pricing basis': 'PricingBasis', basis: 'PricingBasis',
  'list price': 'ListPrice', 'rap price': 'ListPrice', rap: 'ListPrice', rapaport: 'ListPrice',
  'rapnet price': 'ListPrice',
  discount: 'Discount', 'discount %': 'Discount', disc: 'Discount', 'disc %': 'Discount',
  'rap %': 'Discount', 'rap disc': 'Discount', 'rapnet discount %': 'Discount',
  'rapnet discount': 'Discount',
  'price/ct': 'PricePerCarat', 'price per carat': 'PricePerCarat', '$/ct': 'PricePerCarat',
  ppc: 'PricePerCarat', 'asking price per carat': 'PricePerCarat', 'cash price/ct': 'PricePerCarat',
  price: 'Price', 'unit price': 'Price', 'price per piece': 'Price',
  'total price': 'TotalPrice', total: 'TotalPrice', 'asking price': 'TotalPrice', amount: 'TotalPrice',
  stock: 'Stock', quantity: 'Stock', qty: 'Stock', pieces: 'Stock', pcs: 'Stock',
  'min buy': 'MinBuy', minbuy: 'MinBuy', moq: 'MinBuy', 'minimum quantity': 'MinBuy',
  'made to order': 'MadeToOrder',
  availability: 'Availability', status: 'Availability',
  location: 'Location', country: 'Location', city: 'Location',
  description: 'Description', comments: 'Description', remarks: 'Description', 'key to symbols': 'Description',
  image: 'Images', images: 'Images', 'image url': 'Images', 'image link': 'Images',
  'diamond image': 'Images', picture: 'Images', photo: 'Images',
  video: 'Video', 'video url': 'Video', 'video link': 'Video', v360: 'Video',
}; // prettier-ignore

/** "Stock #", "STOCK_NO", " stock  no " → "stock #", "stock no". */
const headerKey = (header: string) =>
  header.trim().toLowerCase().replace(/[_.]+/g, ' ').replace(/\s+/g, ' ');

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
    switch (field) {
      case 'Category':
        record.Category = pick(CATEGORY_ALIASES, value);
        break;
      case 'Shape':
        record.Shape = pick(SHAPE_ALIASES, value);
        break;
      case 'Cut':
      case 'Polish':
      case 'Symmetry':
        record[field] = pick(FINISH_ALIASES, value);
        break;
      case 'Fluorescence':
        record.Fluorescence = pick(FLUORESCENCE_ALIASES, value);
        break;
      case 'Color':
      case 'Clarity':
      case 'Lab':
      case 'Grade':
      case 'Process':
        record[field] = value.toUpperCase().replace(/\s+/g, '');
        break;
      case 'Location':
        record.Location = inList(LOCATIONS, String(pick(LOCATION_ALIASES, value)));
        break;
      case 'FancyColor':
        record.FancyColor = inList(
          FANCY_COLORS,
          lower(value)
            .replace(/^fancy /, '')
            .replace('grey', 'gray'),
        );
        break;
      case 'Intensity':
        record.Intensity = inList(INTENSITIES, value);
        break;
      case 'Overtone':
        record.Overtone = inList(OVERTONES, value);
        break;
      case 'Milky':
      case 'Shade':
      case 'SeedShape':
      case 'PricingBasis':
        record[field] = lower(value);
        break;
      case 'Orientation':
        record.Orientation = value.replace(/[<>{}()[\]\s]/g, '');
        break;
      case 'Measurements':
        measurements = value;
        break;
      case 'TotalPrice':
        totalPrice = number(value);
        break;
      case 'MadeToOrder':
        record.MadeToOrder = flag(value);
        break;
      case 'Availability': {
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
      case 'Images':
        record.Images = value.split(/[\s|;]+/).filter(Boolean);
        break;
      case 'StockNo':
      case 'CertificateNo':
      case 'ReportDate':
      case 'ReportPlace':
      case 'Girdle':
      case 'Culet':
      case 'Saturation':
      case 'Hue':
      case 'Description':
      case 'Video':
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
