import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

function subscribe(changed: () => void) {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/**
 * Whether the person has asked their system for less motion: followed as they change it, so
 * dialogs and drawers open without their zoom and slide (antd's `motion` token).
 */
export const useReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
