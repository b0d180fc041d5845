import type { Locale } from '../locale';
import { en, type Catalogue } from './en';
import zhCNJson from './zh-CN.json';
import zhTWJson from './zh-TW.generated.json';
import { serverEn } from './server/en';
import serverZhCN from './server/zh-CN.json';
import serverZhTW from './server/zh-TW.generated.json';
import { addCatalogue } from './registry';
import { addVocabularyLabels } from '../catalogue/labels/registry';
import { vocabularyLabels } from '../catalogue/labels/every-labels';

/** All three catalogues at once, the server's texts with them: for the server, the console and the tests. */
export const catalogues: Record<Locale, Catalogue> = {
  en: { ...en, ...serverEn },
  'zh-CN': { ...zhCNJson, ...serverZhCN },
  'zh-TW': { ...zhTWJson, ...serverZhTW },
};

/**
 * Makes every language available to `translate` and `labelOf` (the server and the console call
 * it at start).
 */
export function addEveryCatalogue() {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    addCatalogue(locale as Locale, catalogue);
    addVocabularyLabels(locale as Locale, vocabularyLabels[locale as Locale]);
  }
}
