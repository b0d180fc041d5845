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
  MADE_TO_ORDER_CATEGORIES,
  MATERIAL_GRADES,
  MILKY_GRADES,
  ORIENTATIONS,
  OVERTONES,
  PROCESSES,
  SEED_SHAPES,
  SHADES,
  EYE_CLEAN,
  BGM,
  BLACK_INCLUSIONS,
  SHAPES,
  UNIQUE_CATEGORIES,
  type Category,
  type LabelGroup,
  type PricingBasis,
} from '@facet/contract';
import type { StockField } from './stock-form';

export type NumberUnit = 'ct' | 'mm' | 'percent' | 'usd' | 'usdPerCt';

export type FieldControl =
  | { kind: 'select'; values: readonly string[]; group?: LabelGroup }
  | { kind: 'basis' }
  | { kind: 'text'; mono?: boolean; placeholder?: 'inventory.placeholder.date' }
  | { kind: 'number'; unit?: NumberUnit; step: number }
  /** Pieces, or carats for a parcel. */
  | { kind: 'quantity' }
  | { kind: 'switch' }
  | { kind: 'textarea' }
  /** A list of strings, one a line (image URLs). */
  | { kind: 'lines' };

export type FieldSpec = FieldControl & {
  name: StockField;
  /** Shown only for these categories; all when absent. */
  only?: readonly Category[];
  /** Shown only for these pricing bases; all when absent. */
  bases?: readonly PricingBasis[];
  /** Takes a whole row. */
  wide?: boolean;
  help?:
    | 'inventory.help.ListPrice'
    | 'inventory.help.Discount'
    | 'inventory.help.Images'
    | 'inventory.help.Frames';
};

export type SectionKey =
  'identity' | 'grading' | 'measurements' | 'certificate' | 'pricing' | 'stock' | 'media';

const STONES = UNIQUE_CATEGORIES;
const WHITE: readonly Category[] = ['lab-white', 'natural-white'];
const FANCY: readonly Category[] = ['lab-fancy', 'natural-fancy'];
const GROWN: readonly Category[] = ['lab-white', 'lab-fancy', 'rough', 'seed'];
const CRYSTALS: readonly Category[] = ['rough', 'seed'];

const select = (values: readonly string[], group?: LabelGroup) =>
  ({ kind: 'select', values, group }) as const;
const number = (step: number, unit?: NumberUnit) => ({ kind: 'number', step, unit }) as const;

/** The edit form, section by section, and which categories each field belongs to. */
export const STOCK_SECTIONS: readonly { key: SectionKey; fields: readonly FieldSpec[] }[] = [
  {
    key: 'identity',
    fields: [
      { name: 'Category', ...select(CATEGORIES, 'Category') },
      { name: 'StockNo', kind: 'text', mono: true },
      { name: 'Shape', ...select(SHAPES, 'Shape'), only: [...STONES, 'parcel'] },
      { name: 'Weight', ...number(0.01, 'ct') },
      { name: 'Location', ...select(LOCATIONS, 'Location') },
      { name: 'Description', kind: 'textarea', wide: true },
    ],
  },
  {
    key: 'grading',
    fields: [
      { name: 'Color', ...select(COLORS), only: [...WHITE, 'parcel', 'rough'] },
      { name: 'FancyColor', ...select(FANCY_COLORS, 'FancyColor'), only: FANCY },
      { name: 'Intensity', ...select(INTENSITIES, 'Intensity'), only: FANCY },
      { name: 'Overtone', ...select(OVERTONES, 'Overtone'), only: FANCY },
      { name: 'Clarity', ...select(CLARITIES), only: [...STONES, 'parcel'] },
      { name: 'Cut', ...select(FINISH_GRADES, 'Finish'), only: STONES },
      { name: 'Polish', ...select(FINISH_GRADES, 'Finish'), only: STONES },
      { name: 'Symmetry', ...select(FINISH_GRADES, 'Finish'), only: STONES },
      { name: 'Fluorescence', ...select(FLUORESCENCES, 'Fluorescence'), only: STONES },
      { name: 'Milky', ...select(MILKY_GRADES, 'Milky'), only: STONES },
      { name: 'Shade', ...select(SHADES, 'Shade'), only: STONES },
      { name: 'EyeClean', ...select(EYE_CLEAN, 'EyeClean'), only: STONES },
      { name: 'Bgm', ...select(BGM, 'Bgm'), only: STONES },
      { name: 'BlackInclusion', ...select(BLACK_INCLUSIONS, 'BlackInclusion'), only: STONES },
      { name: 'Saturation', kind: 'text', only: FANCY },
      { name: 'Hue', kind: 'text', only: FANCY },
      { name: 'Process', ...select(PROCESSES, 'Process'), only: GROWN },
      { name: 'Grade', ...select(MATERIAL_GRADES, 'Grade'), only: CRYSTALS },
      { name: 'SeedShape', ...select(SEED_SHAPES, 'SeedShape'), only: ['seed'] },
      { name: 'Orientation', ...select(ORIENTATIONS, 'Orientation'), only: ['seed'] },
    ],
  },
  {
    key: 'measurements',
    fields: [
      { name: 'Length', ...number(0.01, 'mm'), only: [...STONES, ...CRYSTALS] },
      { name: 'Width', ...number(0.01, 'mm'), only: [...STONES, ...CRYSTALS] },
      { name: 'Height', ...number(0.01, 'mm'), only: STONES },
      { name: 'Thickness', ...number(0.01, 'mm'), only: CRYSTALS },
      { name: 'TablePct', ...number(0.1, 'percent'), only: STONES },
      { name: 'DepthPct', ...number(0.1, 'percent'), only: STONES },
      { name: 'CrownHeight', ...number(0.1, 'percent'), only: STONES },
      { name: 'PavilionDepth', ...number(0.1, 'percent'), only: STONES },
      { name: 'Girdle', kind: 'text', only: STONES },
      { name: 'Culet', kind: 'text', only: STONES },
    ],
  },
  {
    key: 'certificate',
    fields: [
      { name: 'Lab', ...select(LABS), only: STONES },
      { name: 'CertificateNo', kind: 'text', mono: true, only: STONES },
      {
        name: 'ReportDate',
        kind: 'text',
        placeholder: 'inventory.placeholder.date',
        only: STONES,
      },
      { name: 'ReportPlace', kind: 'text', only: STONES },
    ],
  },
  {
    key: 'pricing',
    fields: [
      { name: 'PricingBasis', kind: 'basis', wide: true },
      {
        name: 'ListPrice',
        ...number(0.01, 'usdPerCt'),
        bases: ['discount'],
        help: 'inventory.help.ListPrice',
      },
      {
        name: 'Discount',
        ...number(0.01, 'percent'),
        bases: ['discount'],
        help: 'inventory.help.Discount',
      },
      { name: 'PricePerCarat', ...number(0.01, 'usdPerCt'), bases: ['weight'] },
      { name: 'Price', ...number(0.01, 'usd'), bases: ['grain', 'piece'] },
    ],
  },
  {
    key: 'stock',
    fields: [
      { name: 'Stock', kind: 'quantity' },
      {
        name: 'MinBuy',
        kind: 'quantity',
        only: CATEGORIES.filter((category) => !STONES.includes(category)),
      },
      { name: 'MadeToOrder', kind: 'switch', only: MADE_TO_ORDER_CATEGORIES },
      { name: 'OnMarket', kind: 'switch' },
    ],
  },
  {
    key: 'media',
    fields: [
      { name: 'Images', kind: 'lines', wide: true, help: 'inventory.help.Images' },
      { name: 'Video', kind: 'text', wide: true },
      { name: 'Frames', kind: 'lines', wide: true, help: 'inventory.help.Frames' },
    ],
  },
];

export const isShown = (spec: FieldSpec, category: Category, basis: PricingBasis | undefined) =>
  (!spec.only || spec.only.includes(category)) &&
  (!spec.bases || (basis !== undefined && spec.bases.includes(basis)));
