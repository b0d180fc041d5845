import type { Locale } from '../locale';
import type { Catalogue } from './en';

/**
 * The catalogues `translate` reads, as they are added: the server adds every one at start
 * (`addEveryCatalogue`), a web app the one its reader reads (`loadCatalogue`), English like the
 * others — a phone downloads one language's texts to show one.
 */
export const loaded: Partial<Record<Locale, Partial<Catalogue>>> = {};

export function addCatalogue(locale: Locale, catalogue: Partial<Catalogue>) {
  loaded[locale] = catalogue;
}
