import type { Locale } from '../locale';
import { en, type Catalogue, type CatalogueKey, type MessageKey, type SharedCatalogue } from './en';
import { addCatalogue, loaded } from './registry';
import { addVocabularyLabels } from '../catalogue/labels/registry';
import type { VocabularyLabels } from '../catalogue/labels/en';

export { en, type Catalogue, type CatalogueKey, type MessageKey, type SharedCatalogue };
export { catalogues, addEveryCatalogue } from './every-catalogue';

export { addCatalogue };

type Words = { messages: SharedCatalogue; labels?: VocabularyLabels };
const loaders: Record<Locale, () => Promise<Words>> = {
  en: () => import('./bundles/en'),
  'zh-CN': () => import('./bundles/zh-CN'),
  'zh-TW': () => import('./bundles/zh-TW'),
};

/**
 * Loads one language's messages and vocabulary words (a chunk of their own in a web build),
 * once. English too: a reader of Chinese does not download the English texts.
 */
export async function loadCatalogue(locale: Locale) {
  if (loaded[locale]) return;
  const { messages, labels } = await loaders[locale]();
  addCatalogue(locale, messages);
  if (labels) addVocabularyLabels(locale, labels);
}

/**
 * Whether the catalogues have this entry: the web apps' texts, and the server's once added. Every
 * language has the same entries (test/catalogue.test.ts), so any loaded one answers.
 */
const isEntry = (key: string): key is CatalogueKey => {
  for (const catalogue of Object.values(loaded)) if (Object.hasOwn(catalogue, key)) return true;
  return false;
};

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' &&
  !/_(one|other)$/.test(value) &&
  (isEntry(value) || isEntry(`${value}_other`));

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** The plural category of `count` in `locale` (`one`, `other`…), as i18next chooses it. */
export function pluralOf(locale: Locale, count: number) {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/** The entry that writes `key`: itself, or the plural form `count` asks for (else `_other`). */
function entryOf(locale: Locale, key: MessageKey, count: unknown): CatalogueKey {
  if (isEntry(key)) return key;
  const form = `${key}_${pluralOf(locale, Number(count))}`;
  return isEntry(form) ? form : (`${key}_other` as CatalogueKey);
}

/**
 * The text of `key` in `locale`, with `{name}` placeholders filled from `params`; English if
 * that is loaded and the locale's catalogue is not. A text in plural forms follows `params.count`.
 * A server text asked where only the web apps' texts are loaded answers its key.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const entry = entryOf(locale, key, params.count);
  const text = loaded[locale]?.[entry] ?? loaded.en?.[entry] ?? entry;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
