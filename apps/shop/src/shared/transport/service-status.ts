import { useSyncExternalStore } from 'react';

/**
 * Whether Facet said it is briefly unavailable (503 SERVICE_UNAVAILABLE: its database or Redis
 * is away) and has not answered normally since. Pages that could not load say so and try
 * again by themselves meanwhile, instead of asking the buyer to check their connection.
 */
let unavailable = false;
const listeners = new Set<() => void>();

export const serviceStatus = {
  isUnavailable: () => unavailable,
  set(isUnavailable: boolean) {
    if (unavailable === isUnavailable) return;
    unavailable = isUnavailable;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useServiceUnavailable = () =>
  useSyncExternalStore(serviceStatus.subscribe, serviceStatus.isUnavailable, () => false);
