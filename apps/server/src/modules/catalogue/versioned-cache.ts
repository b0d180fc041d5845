/**
 * Answers reused while the catalogue version stands (every write to goods moves it on, see
 * migration 0002): the count of a query, and the ids of a page. Broad counts scan hundreds of
 * thousands of index entries, and buyers ask the same queries all day (every category's landing
 * page, the common filter sets), so each is worked out once per change of stock. Rows are
 * always read fresh by id. Entries also age out, bounding what a write racing a query could
 * leave behind.
 */
const MAX_ENTRIES = 20_000;
const MAX_AGE_MS = 60_000;

type Entry<T> = { version: string; value: T; at: number };

export function versionedCache<T>(now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version || now() - entry.at > MAX_AGE_MS) return undefined;
      // Map order is insertion order: re-inserting keeps the most recent last (LRU).
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, version: string, value: T) {
      entries.delete(key);
      entries.set(key, { version, value, at: now() });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}

export type VersionedCache<T> = ReturnType<typeof versionedCache<T>>;

/** What the catalogue keeps between two changes of stock. */
export const catalogueCache = () => ({
  counts: versionedCache<number>(),
  pages: versionedCache<number[]>(),
});
export type CatalogueCache = ReturnType<typeof catalogueCache>;
