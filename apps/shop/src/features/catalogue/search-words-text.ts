import { labelOf, type LabelGroup, type Locale, type SearchWords } from '@facet/contract';
import { formatNumber } from '../../shared/format/format';

/**
 * How the search read a buyer's words, in their language, so they see what the stones below
 * were found by: "Round · 1.00–1.09 ct · D · Lab-grown white, Lab-grown fancy".
 */
export function searchWordsText(words: SearchWords, locale: Locale): string[] {
  // Each filter is "any of" its values: "Lab-grown white or Lab-grown fancy", "培育白钻或培育彩钻".
  const anyOf = new Intl.ListFormat(locale, { type: 'disjunction' });
  const codes = (values: readonly string[] | undefined) => values && anyOf.format(values);
  const names = (group: LabelGroup, values: readonly string[] | undefined) =>
    codes(values?.map((value) => labelOf(locale, group, value)));
  // The window a dealer means by "1ct" (1.00–1.099), shown to the hundredth they read.
  const weight =
    words.WeightMin !== undefined && words.WeightMax !== undefined
      ? `${formatNumber(locale, words.WeightMin, 2, 2)}–${formatNumber(locale, Math.floor(words.WeightMax * 100) / 100, 2, 2)} ct`
      : undefined;
  return [
    names('Shape', words.Shape),
    weight,
    codes(words.Color),
    codes(words.Clarity),
    names('FancyColor', words.FancyColor),
    codes(words.Lab),
    codes(words.Process),
    names('Category', words.Category),
  ].filter((part): part is string => Boolean(part));
}
