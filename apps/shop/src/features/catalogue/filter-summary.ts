import { labelOf, type Locale } from '@facet/contract';
import {
  QUALITY_FILTERS,
  CATEGORY_CONFIG,
  type CatalogueFilters,
  type FancyOrigin,
  type QueryCategory,
  type RangeUnit,
} from './category-filters';
import { formatNumber, formatUsdWhole } from '../../shared/format/format';
import { rangeKeys } from './filter-state';

/** The few words a summary needs that are not the trade's vocabulary. */
export type SummaryWords = {
  origin: Record<FancyOrigin, string>;
  withImage: string;
  quality: Record<(typeof QUALITY_FILTERS)[number], string>;
  withVideo: string;
  finish: Record<FinishField, string>;
  perCarat: (price: string) => string;
};

type FinishField = 'Cut' | 'Polish' | 'Symmetry';

/** A colour or clarity selection as the trade writes it: "D–H", or "D, F" when not a range. */
function gradeText(scale: readonly string[], picked: readonly string[]) {
  const ranks = picked.map((grade) => scale.indexOf(grade)).sort((a, b) => a - b);
  const contiguous = ranks.every((rank, index) => index === 0 || rank === ranks[index - 1]! + 1);
  if (picked.length > 2 && contiguous) return `${scale[ranks[0]!]}–${scale[ranks.at(-1)!]}`;
  return ranks.map((rank) => scale[rank]).join(', ');
}

/**
 * The filters of a search in a few short phrases, in the order of the category's query page:
 * "Round, Oval", "0.50–1.00 ct", "D–H", "$1,000–$5,000/ct".
 */
export function filterSummary(
  category: QueryCategory,
  filters: CatalogueFilters,
  locale: Locale,
  words: SummaryWords,
): string[] {
  const config = CATEGORY_CONFIG[category];
  // "0.50–1.00 ct", "≥ 3 mm", "≤ $5,000/ct": the unit once, after the bounds.
  const rangeText = (unit: RangeUnit, min?: number, max?: number) => {
    const bound = (value: number) =>
      unit === 'ct'
        ? formatNumber(locale, value, 3, 2)
        : unit === 'mm'
          ? formatNumber(locale, value, 2)
          : formatUsdWhole(locale, value);
    const bounds =
      min != null && max != null
        ? `${bound(min)}–${bound(max)}`
        : min != null
          ? `≥ ${bound(min)}`
          : `≤ ${bound(max!)}`;
    return unit === 'usd' ? words.perCarat(bounds) : `${bounds} ${unit}`;
  };
  const labels = (group: Parameters<typeof labelOf>[1] | undefined, values?: readonly string[]) =>
    (values ?? []).map((value) => (group ? labelOf(locale, group, value) : value)).join(', ');

  const phrases: string[] = [];
  for (const section of config.sections) {
    switch (section.kind) {
      case 'origin':
        if (filters.Origin) phrases.push(words.origin[filters.Origin]);
        break;
      case 'shape':
        phrases.push(labels('Shape', filters.Shape));
        break;
      case 'range': {
        const [minKey, maxKey] = rangeKeys(section.name);
        const [min, max] = [filters[minKey], filters[maxKey]];
        if (min != null || max != null) phrases.push(rangeText(section.unit, min, max));
        break;
      }
      case 'grades': {
        const picked = filters[section.field];
        if (picked?.length) phrases.push(gradeText(section.grades, picked));
        break;
      }
      case 'finish':
        for (const field of ['Cut', 'Polish', 'Symmetry'] as const) {
          const picked = filters[field];
          if (picked?.length) phrases.push(`${words.finish[field]} ${picked.join('/')}`);
        }
        break;
      case 'choices':
        phrases.push(labels(section.labels, filters[section.field]));
        break;
      case 'quality':
        for (const field of QUALITY_FILTERS) if (filters[field]) phrases.push(words.quality[field]);
        break;
      case 'media':
        if (filters.HasImage) phrases.push(words.withImage);
        if (filters.HasVideo) phrases.push(words.withVideo);
        break;
    }
  }
  return phrases.filter(Boolean);
}
