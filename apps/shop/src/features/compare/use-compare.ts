import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_KEY, COMPARE_MAX, parseCompareIds, toggleCompare } from './compare-list';
import { toast } from '../../shared/ui/toast';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const listeners = new Set<() => void>();
let cached: { text: string | null; ids: number[] } = { text: null, ids: [] };

function read(storage: KeyValueStorage = localStorage): number[] {
  const text = storage.getItem(COMPARE_KEY);
  if (text !== cached.text) cached = { text, ids: parseCompareIds(text) };
  return cached.ids;
}

export function writeCompare(ids: number[], storage: KeyValueStorage = localStorage) {
  try {
    storage.setItem(COMPARE_KEY, ids.join(','));
  } catch {
    // Without storage the comparison lives as long as the page.
  }
  listeners.forEach((listener) => listener());
}

// Another tab's change reaches this one.
window.addEventListener('storage', (event) => {
  if (event.key === COMPARE_KEY || event.key === null) listeners.forEach((listener) => listener());
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The stones being compared on this device; re-renders when it changes here or in another tab. */
export const useCompareIds = () => useSyncExternalStore(subscribe, () => read());

/**
 * The comparison and its toggle: a stone goes in or out with a short word saying so; a fifth is
 * refused with the reason.
 */
export function useCompare() {
  const { t } = useTranslation();
  const ids = useCompareIds();
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle(id: number) {
      const next = toggleCompare(read(), id);
      if (next.full) {
        toast({ content: t('compare.full', { max: COMPARE_MAX }) });
        return;
      }
      writeCompare(next.ids);
      const added = next.ids.includes(id);
      toast({
        content: t(added ? 'compare.added' : 'compare.removed', {
          count: next.ids.length,
          max: COMPARE_MAX,
        }),
      });
    },
  };
}
