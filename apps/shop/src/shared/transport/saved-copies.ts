import { SHOP_STORAGE_PREFIX } from './local-cache';
import { ApiError } from './client';

/** Where the saved copies live in Web Storage; "Clear cache" in the settings drops them. */
export const SAVED_PREFIX = `${SHOP_STORAGE_PREFIX}saved.`;
/** Pages kept of one list: what a buyer scrolls through on a train, not the whole stock. */
const PAGES_KEPT = 5;

/** A page as it was last received, with when: shown only when the network cannot answer. */
export type SavedCopy = { SavedAt?: number };

type Slot = { list: string; savedAt: Record<number, number>; pages: Record<number, unknown> };

const failedToReach = (error: unknown) =>
  error instanceof ApiError && (error.Code === 'NETWORK' || error.Code === 'TIMEOUT');

/**
 * Network first, for the lists a buyer wants to read offline (their favourites, the last result
 * list): every page that arrives replaces the saved one; when the server cannot be reached, the
 * saved page of the same list comes back marked with its `SavedAt`, and the page says so. A
 * refusal (signed out, a bad filter) is never answered from the copy. One slot per kind of
 * list: opening another result list replaces the last one.
 */
export function savedCopies(storage: Storage, now: () => number = Date.now) {
  const keyOf = (owner: number, kind: string) => `${SAVED_PREFIX}${owner}.${kind}`;

  function read(key: string): Slot | undefined {
    try {
      const slot = JSON.parse(storage.getItem(key) ?? 'null') as Slot | null;
      return slot && typeof slot.list === 'string' ? slot : undefined;
    } catch {
      return undefined;
    }
  }

  function write(key: string, list: string, page: number, data: unknown) {
    const slot = read(key);
    const same = slot?.list === list ? slot : { list, savedAt: {}, pages: {} };
    if (page > PAGES_KEPT) return;
    same.pages[page] = data;
    same.savedAt[page] = now();
    try {
      storage.setItem(key, JSON.stringify(same));
    } catch {
      // Storage full or refused (private mode): the list works, only not offline.
    }
  }

  return {
    async networkFirst<T extends object>(
      where: { owner: number; kind: string; list: string; page: number },
      fetchPage: () => Promise<T>,
    ): Promise<T & SavedCopy> {
      const key = keyOf(where.owner, where.kind);
      try {
        const data = await fetchPage();
        write(key, where.list, where.page, data);
        return data;
      } catch (error) {
        const slot = failedToReach(error) ? read(key) : undefined;
        const saved = slot?.list === where.list ? slot.pages[where.page] : undefined;
        if (!saved) throw error;
        return { ...(saved as T), SavedAt: slot!.savedAt[where.page] };
      }
    },

    /** Everything saved on this phone goes, for every buyer: at sign-out. */
    forgetAll() {
      const doomed: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(SAVED_PREFIX)) doomed.push(key);
      }
      doomed.forEach((key) => storage.removeItem(key));
    },
  };
}

/** Whether any page of a list came from the phone rather than the server. */
export const hasSavedPage = (data: unknown) =>
  Boolean(
    (data as { pages?: (SavedCopy | undefined)[] } | undefined)?.pages?.some(
      (page) => page?.SavedAt,
    ),
  );

/**
 * A list shown from its saved copy is out of date the moment the network is back: asked again
 * at once (on reconnecting, on the next visit), whatever the usual freshness.
 */
export const staleWhenSaved =
  (freshMs: number) =>
  (query: { state: { data?: unknown } }): number =>
    hasSavedPage(query.state.data) ? 0 : freshMs;
