import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';

/**
 * The stones a buyer compares side by side (Trade tools): at most four, kept on this device
 * in the order they were added. A phone shows two columns at a time; four is what a trader
 * weighs before choosing.
 */
export const COMPARE_KEY = `${SHOP_STORAGE_PREFIX}compare`;
export const COMPARE_MAX = 4;

/** Ids from stored text or an address (`?ids=12,40,7`): whole positive numbers, once each. */
export function parseCompareIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** Adds or takes out one stone; a fifth is refused (`full`), the list left as it was. */
export function toggleCompare(ids: number[], id: number): { ids: number[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), full: false };
  if (ids.length >= COMPARE_MAX) return { ids, full: true };
  return { ids: [...ids, id], full: false };
}
