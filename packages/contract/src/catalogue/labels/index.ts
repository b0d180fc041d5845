import type { Locale } from '../../locale';
import { en, type VocabularyLabels } from './en';
import zhCNJson from './zh-CN.json';
import zhTWJson from './zh-TW.generated.json';

const labels: Record<Locale, VocabularyLabels> = {
  en,
  'zh-CN': zhCNJson,
  'zh-TW': zhTWJson,
};

export type LabelGroup = keyof VocabularyLabels;

/** The label of a vocabulary value in `locale`; codes without a label (D, VVS1, GIA) as they are. */
export function labelOf(locale: Locale, group: LabelGroup, value: string | null | undefined) {
  if (value == null) return '';
  const entries = labels[locale][group] as Record<string, string>;
  return entries[value] ?? (en[group] as Record<string, string>)[value] ?? value;
}

export const vocabularyLabels = labels;
export { en as vocabularyLabelsEn };
