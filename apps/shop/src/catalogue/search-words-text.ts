import { labelOf, type LabelGroup, type Locale, type SearchWords } from '@facet/contract';
import { formatNumber } from './format';

/**
 * How the search read a buyer's words, in their language, so they see what the stones below
 * were found by: "Round · 1.00–1.09 ct · D · Lab-grown white, Lab-grown fancy".
 */
export function searchWordsText(words: SearchWords, locale: Locale): string[] {
  const names = (group: LabelGroup, values: readonly string[] | undefined) =>
    values?.map((value) => labelOf(locale, group, value)).join(', ');
  // The window a dealer means by "1ct" (1.00–1.099), shown to the hundredth they read.
  const weight =
    words.WeightMin !== undefined && words.WeightMax !== undefined
      ? `${formatNumber(locale, words.WeightMin, 2, 2)}–${formatNumber(locale, Math.floor(words.WeightMax * 100) / 100, 2, 2)} ct`
      : undefined;
  return [
    names('Shape', words.Shape),
    weight,
    words.Color?.join(', '),
    words.Clarity?.join(', '),
    names('FancyColor', words.FancyColor),
    words.Lab?.join(', '),
    words.Process?.join(', '),
    names('Category', words.Category),
  ].filter((part): part is string => Boolean(part));
}
