import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import type { CatalogueFilters, QueryCategory } from './category-filters';
import { decodeFilters, encodeFilters } from './filter-url';

/** The last filters of each category stay on this device (cleared with the cache, §2). */
export const filtersKey = (category: QueryCategory) => `${SHOP_STORAGE_PREFIX}filters.${category}`;

export function readStoredFilters(
  category: QueryCategory,
  storage: Pick<Storage, 'getItem'> = localStorage,
): CatalogueFilters | null {
  return decodeFilters(storage.getItem(filtersKey(category)));
}

export function storeFilters(
  category: QueryCategory,
  filters: CatalogueFilters,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(filtersKey(category), encodeFilters(filters));
  } catch {
    // A full or disabled storage only costs the buyer the remembered filters.
  }
}
