import {
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
  type FancyOrigin,
  type GoodsFilter,
  type LabelGroup,
  type SortField,
} from '@facet/contract';
import { QUERY_CALLS, type QueryCall, type QueryCategory } from './query-calls';

export { isQueryCategory, type QueryCategory } from './query-calls';

/** The fancy-colour origins, as the contract's fancy query takes them. */
export { FANCY_ORIGINS as FANCY_ORIGIN_VALUES, type FancyOrigin } from '@facet/contract';

/** What a buyer picks on a query page: the contract's filters, and for fancies the origin. */
export type CatalogueFilters = GoodsFilter & { Origin?: FancyOrigin };

export type RangeName = 'Weight' | 'Price' | 'Length' | 'Width' | 'Thickness';
export type RangeUnit = 'ct' | 'usd' | 'mm';
export type GradeField = 'Color' | 'Clarity';
export type ChoiceField =
  | 'Fluorescence'
  | 'Lab'
  | 'Location'
  | 'FancyColor'
  | 'Intensity'
  | 'Overtone'
  | 'Process'
  | 'Grade'
  | 'SeedShape'
  | 'Orientation';

/** The quality "only" filters, in the order the sheet shows them. */
export const QUALITY_FILTERS = ['EyeClean', 'NoBgm', 'NoBlackInclusion'] as const;

export type FilterSection =
  | { kind: 'shape' }
  | { kind: 'range'; name: RangeName; unit: RangeUnit; stops: readonly number[] }
  | { kind: 'grades'; field: GradeField; grades: readonly string[] }
  | { kind: 'finish' }
  | {
      kind: 'choices';
      field: ChoiceField;
      values: readonly string[];
      /** The label group of the values; codes (GIA, CVD) show as they are. */
      labels?: LabelGroup;
    }
  | { kind: 'origin' }
  | { kind: 'quality' }
  | { kind: 'media' };

/**
 * Slider stops: the sizes, prices and measures the trade quotes in, so that a thumb lands on a
 * usual bound. The first stop means "no minimum", the last "no maximum"; the number inputs
 * beside each slider take any value between.
 */
const WHITE_WEIGHT = [0, 0.18, 0.23, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 10]; // prettier-ignore
const PRICE_PER_CARAT = [
  0, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000, 15_000, 20_000,
  30_000, 50_000, 100_000, 200_000,
]; // prettier-ignore
const ROUGH_WEIGHT = [0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12];
const ROUGH_LENGTH = [0, 6, 8, 10, 12, 14, 16, 18, 20];
const ROUGH_WIDTH = [0, 5, 7, 9, 11, 13, 15, 17];
const ROUGH_THICKNESS = [0, 1.5, 2, 3, 4, 5, 6, 7];
const SEED_SIDE = [0, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15];
const SEED_THICKNESS = [0, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5];

const shape: FilterSection = { kind: 'shape' };
const weight: FilterSection = { kind: 'range', name: 'Weight', unit: 'ct', stops: WHITE_WEIGHT };
const price: FilterSection = { kind: 'range', name: 'Price', unit: 'usd', stops: PRICE_PER_CARAT };
const color: FilterSection = { kind: 'grades', field: 'Color', grades: COLORS };
const clarity: FilterSection = { kind: 'grades', field: 'Clarity', grades: CLARITIES };
const finish: FilterSection = { kind: 'finish' };
const choices = (field: ChoiceField, values: readonly string[], labels?: LabelGroup) =>
  ({ kind: 'choices', field, values, labels }) as const;
const fluorescence = choices('Fluorescence', FLUORESCENCES, 'Fluorescence');
const lab = choices('Lab', LABS);
const location = choices('Location', LOCATIONS, 'Location');
const process = choices('Process', PROCESSES, 'Process');
const grade = choices('Grade', MATERIAL_GRADES, 'Grade');
const media: FilterSection = { kind: 'media' };
/** Eye clean, no BGM, no black inclusion: the deep filters of the exchanges. */
const quality: FilterSection = { kind: 'quality' };
const fancy: FilterSection[] = [
  choices('FancyColor', FANCY_COLORS, 'FancyColor'),
  choices('Intensity', INTENSITIES, 'Intensity'),
  choices('Overtone', OVERTONES, 'Overtone'),
];

export type CategoryConfig = {
  /** The category's query call (API.md, "Catalogue"), from `QUERY_CALLS`. */
  call: QueryCall;
  /** Fancy pages query natural and lab-grown stones through one call; this page's default. */
  origin?: FancyOrigin;
  sections: readonly FilterSection[];
  sorts: readonly SortField[];
};

const WHITE_SORTS: SortField[] = [
  'CreatedAt',
  'Price',
  'PricePerCarat',
  'Weight',
  'Color',
  'Clarity',
  'Discount',
];
const FANCY_SORTS: SortField[] = ['CreatedAt', 'Price', 'PricePerCarat', 'Weight', 'Clarity'];

export const CATEGORY_CONFIG: Record<QueryCategory, CategoryConfig> = {
  'natural-white': {
    ...QUERY_CALLS['natural-white'],
    sections: [
      shape,
      weight,
      color,
      clarity,
      price,
      finish,
      fluorescence,
      quality,
      lab,
      location,
      media,
    ],
    sorts: WHITE_SORTS,
  },
  'lab-white': {
    ...QUERY_CALLS['lab-white'],
    sections: [
      shape,
      weight,
      color,
      clarity,
      price,
      process,
      finish,
      quality,
      lab,
      location,
      media,
    ],
    sorts: WHITE_SORTS,
  },
  'natural-fancy': {
    ...QUERY_CALLS['natural-fancy'],
    sections: [{ kind: 'origin' }, shape, ...fancy, weight, clarity, price, finish, quality, lab, location, media], // prettier-ignore
    sorts: FANCY_SORTS,
  },
  'lab-fancy': {
    ...QUERY_CALLS['lab-fancy'],
    sections: [{ kind: 'origin' }, shape, ...fancy, weight, clarity, price, process, finish, quality, lab, location, media], // prettier-ignore
    sorts: FANCY_SORTS,
  },
  rough: {
    ...QUERY_CALLS.rough,
    sections: [
      grade,
      process,
      { kind: 'range', name: 'Weight', unit: 'ct', stops: ROUGH_WEIGHT },
      { kind: 'grades', field: 'Color', grades: COLORS },
      { kind: 'range', name: 'Length', unit: 'mm', stops: ROUGH_LENGTH },
      { kind: 'range', name: 'Width', unit: 'mm', stops: ROUGH_WIDTH },
      { kind: 'range', name: 'Thickness', unit: 'mm', stops: ROUGH_THICKNESS },
      location,
    ],
    sorts: ['CreatedAt', 'Price', 'PricePerCarat', 'Weight', 'Color'],
  },
  seed: {
    ...QUERY_CALLS.seed,
    sections: [
      grade,
      choices('SeedShape', SEED_SHAPES, 'SeedShape'),
      choices('Orientation', ORIENTATIONS, 'Orientation'),
      { kind: 'range', name: 'Length', unit: 'mm', stops: SEED_SIDE },
      { kind: 'range', name: 'Width', unit: 'mm', stops: SEED_SIDE },
      { kind: 'range', name: 'Thickness', unit: 'mm', stops: SEED_THICKNESS },
      location,
    ],
    sorts: ['CreatedAt', 'Price', 'Weight'],
  },
};

/** Shapes offered as chips, in the vocabulary's order (rounds first, as stock lists run). */
export const SHAPE_CHOICES = SHAPES;
/** Cut, polish and symmetry share one scale. */
export const FINISH_CHOICES = FINISH_GRADES;
/** "3EX": excellent (or ideal) cut, polish and symmetry, the trade's shorthand for a top make. */
export const TRIPLE_EXCELLENT = ['ID', 'EX'] as const;
