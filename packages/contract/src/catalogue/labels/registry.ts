import type { Locale } from '../../locale';
import type { VocabularyLabels } from './en';

/**
 * The vocabularies' words in the languages loaded so far (English is always there, in
 * `labelOf`). The server and the console add every one at start (`addEveryCatalogue`), the
 * shop the one its reader reads (`loadCatalogue`): a module of its own, so that loading a
 * language brings none of the vocabularies' code.
 */
export const addedLabels: Partial<Record<Locale, VocabularyLabels>> = {};

export function addVocabularyLabels(locale: Locale, words: VocabularyLabels) {
  addedLabels[locale] = words;
}
