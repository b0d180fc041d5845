import type { Locale } from '../locale';
import { en, type Catalogue, type MessageKey } from './en';
import { addCatalogue, loaded } from './registry';
import { addVocabularyLabels } from '../catalogue/labels/registry';
import type { VocabularyLabels } from '../catalogue/labels/en';

export { en, type Catalogue, type MessageKey };
export { catalogues, addEveryCatalogue } from './every-catalogue';

export { addCatalogue };

type Words = { messages: Catalogue; labels: VocabularyLabels };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Words>> = {
  'zh-CN': () => import('./bundles/zh-CN'),
  'zh-TW': () => import('./bundles/zh-TW'),
};

/**
 * Loads one language's messages and vocabulary words (a chunk of their own in a web build),
 * once.
 */
export async function loadCatalogue(locale: Locale) {
  if (loaded[locale] || locale === 'en') return;
  const { messages, labels } = await loaders[locale]();
  addCatalogue(locale, messages);
  addVocabularyLabels(locale, labels);
}

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value);

/**
 * The text of `key` in `locale`, with `{name}` placeholders filled from `params`; English
 * while the locale's catalogue is not loaded.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = loaded[locale]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
