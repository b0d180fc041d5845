import type { MessageKey } from '../i18n/en';
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
  type Category,
} from './vocabulary';

/**
 * The catalogue's filter rules without zod: the shop checks a shared link's filters with them
 * on its first screen, where zod would add 22 KB. `GoodsFilter` (goods.ts) is the same rules
 * as a schema, for the server; `filter-rules.test.ts` holds the two to the same answers.
 */

/** Range filters: each end optional; when both are given, min must not pass max. */
export const RANGE_FILTERS = [
  ['WeightMin', 'WeightMax'],
  ['PriceMin', 'PriceMax'],
  ['TableMin', 'TableMax'],
  ['DepthMin', 'DepthMax'],
  ['LengthMin', 'LengthMax'],
  ['WidthMin', 'WidthMax'],
  ['ThicknessMin', 'ThicknessMax'],
] as const;

export const SORT_FIELDS = [
  'Price',
  'PricePerCarat',
  'Weight',
  'Color',
  'Clarity',
  'Discount',
  'CreatedAt',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const KEYWORD_MAX = 64;

export const FANCY_ORIGINS = ['natural', 'lab'] as const;
export type FancyOrigin = (typeof FANCY_ORIGINS)[number];

/** The categories a fancy-colour query covers: the origin's, or both when none is chosen. */
export const fancyCategoriesOf = (origin: FancyOrigin | undefined): Category[] =>
  origin === 'natural'
    ? ['natural-fancy']
    : origin === 'lab'
      ? ['lab-fancy']
      : ['natural-fancy', 'lab-fancy'];

type FilterRule =
  /** Any of these values, at most twice as many as there are. */
  | { kind: 'anyOf'; values: readonly string[] }
  /** true or false. */
  | { kind: 'flag' }
  /** true only: "only stones that are…". */
  | { kind: 'only' }
  /** Text, trimmed, 1 to KEYWORD_MAX characters. */
  | { kind: 'keyword' }
  /** A number from 0 to `max`. */
  | { kind: 'range'; max: number };

const anyOf = (values: readonly string[]): FilterRule => ({ kind: 'anyOf', values });
const range = (max: number): FilterRule => ({ kind: 'range', max });

/** Every filter a query may carry, each optional. */
export const FILTER_RULES: Record<string, FilterRule> = {
  Shape: anyOf(SHAPES),
  Color: anyOf(COLORS),
  Clarity: anyOf(CLARITIES),
  Cut: anyOf(FINISH_GRADES),
  Polish: anyOf(FINISH_GRADES),
  Symmetry: anyOf(FINISH_GRADES),
  Fluorescence: anyOf(FLUORESCENCES),
  Lab: anyOf(LABS),
  Location: anyOf(LOCATIONS),
  FancyColor: anyOf(FANCY_COLORS),
  Intensity: anyOf(INTENSITIES),
  Overtone: anyOf(OVERTONES),
  Process: anyOf(PROCESSES),
  Grade: anyOf(MATERIAL_GRADES),
  SeedShape: anyOf(SEED_SHAPES),
  Orientation: anyOf(ORIENTATIONS),
  HasImage: { kind: 'flag' },
  HasVideo: { kind: 'flag' },
  EyeClean: { kind: 'only' },
  NoBgm: { kind: 'only' },
  NoBlackInclusion: { kind: 'only' },
  Keyword: { kind: 'keyword' },
  WeightMin: range(10_000),
  WeightMax: range(10_000),
  PriceMin: range(100_000_000),
  PriceMax: range(100_000_000),
  TableMin: range(100),
  TableMax: range(100),
  DepthMin: range(100),
  DepthMax: range(100),
  LengthMin: range(1000),
  LengthMax: range(1000),
  WidthMin: range(1000),
  WidthMax: range(1000),
  ThicknessMin: range(1000),
  ThicknessMax: range(1000),
};

export type FilterIssue = { path: string; message: MessageKey };

/**
 * One filter's value as the rule reads it: the value kept, or why it is refused. A value of the
 * wrong kind (`fatal`) stops the ranges from being compared; a number out of bounds or a text
 * too long does not, as in the schema.
 */
function checkOne(
  rule: FilterRule,
  value: unknown,
): { value: unknown } | { issue: MessageKey; fatal: boolean; value?: unknown } {
  switch (rule.kind) {
    case 'anyOf':
      if (!Array.isArray(value) || !value.every((item) => rule.values.includes(item as string))) {
        return { issue: 'FIELD_INVALID', fatal: true };
      }
      return value.length <= rule.values.length * 2
        ? { value }
        : { issue: 'FIELD_INVALID', fatal: false };
    case 'flag':
      return typeof value === 'boolean' ? { value } : { issue: 'FIELD_INVALID', fatal: true };
    case 'only':
      return value === true ? { value } : { issue: 'FIELD_INVALID', fatal: true };
    case 'keyword': {
      if (typeof value !== 'string') return { issue: 'SEARCH_TEXT_REQUIRED', fatal: true };
      const text = value.trim();
      if (text.length < 1) return { issue: 'SEARCH_TEXT_REQUIRED', fatal: false };
      return text.length > KEYWORD_MAX
        ? { issue: 'FIELD_TOO_LONG', fatal: false }
        : { value: text };
    }
    case 'range':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { issue: 'FIELD_INVALID', fatal: true };
      }
      return value >= 0 && value <= rule.max
        ? { value }
        : { issue: 'FIELD_INVALID', fatal: false, value };
  }
}

/**
 * Filters as the server would take them (`GoodsFilter` with min ≤ max): the filters read, and
 * the issues, each on its field; none means the server takes them as they are. An unknown
 * field is an issue on that field. Ranges are compared unless a value was of the wrong kind.
 */
export function checkFilter(input: unknown): {
  data: Record<string, unknown>;
  issues: FilterIssue[];
} {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { data: {}, issues: [{ path: '', message: 'FIELD_INVALID' }] };
  }
  const data: Record<string, unknown> = {};
  const numbers: Record<string, unknown> = {};
  const issues: FilterIssue[] = [];
  let fatal = false;
  for (const [field, value] of Object.entries(input)) {
    const rule = Object.hasOwn(FILTER_RULES, field) ? FILTER_RULES[field] : undefined;
    if (!rule) {
      issues.push({ path: field, message: 'FIELD_INVALID' });
      continue;
    }
    if (value === undefined) continue;
    const checked = checkOne(rule, value);
    if ('issue' in checked) {
      issues.push({ path: field, message: checked.issue });
      fatal ||= checked.fatal;
      numbers[field] = checked.value;
    } else {
      data[field] = checked.value;
      numbers[field] = checked.value;
    }
  }
  if (!fatal) {
    for (const [min, max] of RANGE_FILTERS) {
      const lo = numbers[min];
      const hi = numbers[max];
      if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) {
        issues.push({ path: max, message: 'RANGE_INVERTED' });
      }
    }
  }
  return { data, issues };
}
