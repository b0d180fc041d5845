import type { Locale } from '../../locale';
import { en, type VocabularyLabels } from './en';
import zhCNJson from './zh-CN.json';
import zhTWJson from './zh-TW.generated.json';

/** Every language's vocabulary words at once: for the server, the console and the tests. */
export const vocabularyLabels: Record<Locale, VocabularyLabels> = {
  en,
  'zh-CN': zhCNJson,
  'zh-TW': zhTWJson,
};
