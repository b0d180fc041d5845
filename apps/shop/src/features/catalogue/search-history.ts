import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';

/** Recent searches, most recent first, kept on this device (cleared with the cache, §2). */
export const SEARCH_HISTORY_KEY = `${SHOP_STORAGE_PREFIX}searchHistory`;
export const SEARCH_HISTORY_MAX = 10;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readSearchHistory(storage: KeyValueStorage = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((entry): entry is string => typeof entry === 'string')
          .slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a keyword first; the same keyword in another case replaces the older entry. */
export function rememberSearch(keyword: string, storage: KeyValueStorage = localStorage): string[] {
  const text = keyword.trim();
  const others = readSearchHistory(storage).filter(
    (entry) => entry.toLowerCase() !== text.toLowerCase(),
  );
  const next = [text, ...others].slice(0, SEARCH_HISTORY_MAX);
  try {
    storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Without storage the history lives as long as the page.
  }
  return next;
}

export function clearSearchHistory(storage: KeyValueStorage = localStorage) {
  storage.removeItem(SEARCH_HISTORY_KEY);
}
