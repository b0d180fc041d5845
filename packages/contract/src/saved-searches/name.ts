import type { Locale } from '../locale';
import { translate } from '../i18n';
import { labelOf, type LabelGroup } from '../catalogue/labels';
import { CLARITIES, COLORS, type Category } from '../catalogue/vocabulary';
import type { SavedSearchFilters } from './filters';

type Filters = Omit<SavedSearchFilters, 'Sort'>;

const numberFormats = new Map<string, Intl.NumberFormat>();
function written(locale: Locale, value: number, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}

/** A colour or clarity selection as the trade writes it: "D–H", or "D, F" when not a range. */
function gradeText(scale: readonly string[], picked: readonly string[]) {
  const ranks = picked.map((grade) => scale.indexOf(grade)).sort((a, b) => a - b);
  const contiguous = ranks.every((rank, index) => index === 0 || rank === ranks[index - 1]! + 1);
  if (picked.length > 2 && contiguous) return `${scale[ranks[0]!]}–${scale[ranks.at(-1)!]}`;
  return ranks.map((rank) => scale[rank]).join(', ');
}

type Unit = 'ct' | 'mm' | 'usd';

/**
 * A saved search's name when the buyer gave it none: its filters in a few short phrases, in
 * `locale` — "Oval · 0.50–1.00 ct · D–H · No BGM", "椭圆形 · 无 BGM" — written when it is
 * shown or an alert about it is written, so every reader reads it in their own language.
 * The phrases and their order follow the shop's summary of a result list.
 */
export function savedSearchName(locale: Locale, category: Category, filters: Filters): string {
  const labels = (group: LabelGroup, values?: readonly string[]) =>
    (values ?? []).map((value) => labelOf(locale, group, value)).join(', ');
  const range = (unit: Unit, min?: number, max?: number) => {
    if (min == null && max == null) return '';
    const bound = (value: number) =>
      unit === 'ct'
        ? written(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 3 })
        : unit === 'mm'
          ? written(locale, value, { maximumFractionDigits: 2 })
          : written(locale, value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }); // prettier-ignore
    const bounds =
      min != null && max != null
        ? `${bound(min)}–${bound(max)}`
        : min != null
          ? `≥ ${bound(min)}`
          : `≤ ${bound(max!)}`;
    return unit === 'usd' ? translate(locale, 'SEARCH_PER_CARAT', { price: bounds }) : `${bounds} ${unit}`; // prettier-ignore
  };
  const finish = (['Cut', 'Polish', 'Symmetry'] as const).map((field) =>
    filters[field]?.length
      ? `${translate(locale, `SEARCH_FINISH_${field}`)} ${filters[field]!.join('/')}`
      : '',
  );
  const phrases = [
    filters.Origin ? translate(locale, `SEARCH_ORIGIN_${filters.Origin}`) : '',
    labels('Shape', filters.Shape),
    labels('FancyColor', filters.FancyColor),
    labels('Intensity', filters.Intensity),
    labels('Overtone', filters.Overtone),
    labels('Grade', filters.Grade),
    labels('SeedShape', filters.SeedShape),
    labels('Orientation', filters.Orientation),
    range('ct', filters.WeightMin, filters.WeightMax),
    filters.Color?.length ? gradeText(COLORS, filters.Color) : '',
    filters.Clarity?.length ? gradeText(CLARITIES, filters.Clarity) : '',
    range('mm', filters.LengthMin, filters.LengthMax),
    range('mm', filters.WidthMin, filters.WidthMax),
    range('mm', filters.ThicknessMin, filters.ThicknessMax),
    range('usd', filters.PriceMin, filters.PriceMax),
    labels('Process', filters.Process),
    ...finish,
    labels('Fluorescence', filters.Fluorescence),
    filters.EyeClean ? translate(locale, 'SEARCH_EYE_CLEAN') : '',
    filters.NoBgm ? translate(locale, 'SEARCH_NO_BGM') : '',
    filters.NoBlackInclusion ? translate(locale, 'SEARCH_NO_BLACK_INCLUSION') : '',
    (filters.Lab ?? []).join(', '),
    labels('Location', filters.Location),
    filters.HasImage ? translate(locale, 'SEARCH_WITH_IMAGE') : '',
    filters.HasVideo ? translate(locale, 'SEARCH_WITH_VIDEO') : '',
    filters.Keyword ? `“${filters.Keyword}”` : '',
  ].filter(Boolean);
  // No filter at all: the category alone says what the search finds.
  return phrases.length ? phrases.join(' · ') : labelOf(locale, 'Category', category);
}
