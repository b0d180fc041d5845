import type { Locale } from '../locale';
import { en, type Catalogue, type MessageKey } from './en';
import { addCatalogue, loaded } from './registry';

export { en, type Catalogue, type MessageKey };
export { catalogues, addEveryCatalogue } from './every-catalogue';

export { addCatalogue };

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  'zh-CN': () => import('./zh-CN.json'),
  'zh-TW': () => import('./zh-TW.generated.json'),
};

/** Loads one language's catalogue (a chunk of its own in a web build), once. */
export async function loadCatalogue(locale: Locale) {
  if (loaded[locale]) return;
  if (locale !== 'en') addCatalogue(locale, (await loaders[locale]()).default);
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
