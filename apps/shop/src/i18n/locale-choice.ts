import { parseLocale, type Locale } from '@facet/contract';
import { SHOP_STORAGE_PREFIX } from '../shared/transport/local-cache';

/** Where the reader's choice of language is kept. */
export const LOCALE_KEY = `${SHOP_STORAGE_PREFIX}locale`;

/**
 * The language the shop opens in: the reader's choice, else the phone's. Without i18next, so
 * that the HTML's first-paint script (src/boot) asks for the same language's texts and sends
 * its first call in it, before the app's code has arrived.
 */
export function storedLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_KEY);
  } catch {
    // Storage refused (a sandboxed frame): the phone's language.
  }
  return parseLocale(stored ?? navigator.language);
}
