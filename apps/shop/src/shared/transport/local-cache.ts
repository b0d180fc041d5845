/** Every key the shop writes to Web Storage starts with this, so it never touches the console's. */
export const SHOP_STORAGE_PREFIX = 'facet.shop.';

/**
 * "Clear cache" (§2 settings): drops the shop's own stored leftovers but keeps the keys the
 * buyer would miss — the session, the language, their settings. Returns how many went.
 */
export function clearShopCache(storage: Storage, keep: readonly string[]): number {
  const doomed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(SHOP_STORAGE_PREFIX) && !keep.includes(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
  return doomed.length;
}
