import { ENQUIRY_STONES_MAX, type StoreGoods } from '@facet/contract';
import { useSyncExternalStore } from 'react';

/**
 * The stones a customer picked for their enquiry, kept for the visit (sessionStorage, per
 * store): a reload keeps them, another store starts empty.
 */
export function createSelection(slug: string) {
  const key = `facet.store.${slug}.selection`;
  let stones: StoreGoods[] = read();
  const listeners = new Set<() => void>();

  function read(): StoreGoods[] {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as StoreGoods[]) : [];
    } catch {
      return [];
    }
  }
  function write(next: StoreGoods[]) {
    stones = next;
    try {
      sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Private mode: the selection lasts as long as the page.
    }
    for (const listener of listeners) listener();
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => stones,
    has: (ref: string) => stones.some((stone) => stone.Ref === ref),
    /** False when the enquiry is full (20 stones). */
    add: (stone: StoreGoods) => {
      if (stones.some((s) => s.Ref === stone.Ref)) return true;
      if (stones.length >= ENQUIRY_STONES_MAX) return false;
      write([...stones, stone]);
      return true;
    },
    remove: (ref: string) => write(stones.filter((stone) => stone.Ref !== ref)),
    clear: () => write([]),
  };
}
export type Selection = ReturnType<typeof createSelection>;

export const useSelected = (selection: Selection) =>
  useSyncExternalStore(selection.subscribe, selection.get);
