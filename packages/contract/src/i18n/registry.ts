import type { Locale } from '../locale';
import { en, type Catalogue } from './en';

/**
 * The catalogues `translate` reads. English is always here; the Chinese ones join when loaded:
 * the server adds every one at start (`addEveryCatalogue`), a web app the one its reader reads
 * (`loadCatalogue`), so a phone does not download three languages' texts to show one.
 */
export const loaded: Partial<Record<Locale, Partial<Catalogue>>> = { en };

export function addCatalogue(locale: Locale, catalogue: Partial<Catalogue>) {
  loaded[locale] = catalogue;
}
