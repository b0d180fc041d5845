import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'facet.console.token';
const listeners = new Set<() => void>();

/** "Remember me" keeps the token across browser restarts; otherwise it ends with the tab. */
export const readToken = (): string | null =>
  localStorage.getItem(STORAGE_KEY) ?? sessionStorage.getItem(STORAGE_KEY);

function notify() {
  listeners.forEach((listener) => listener());
}

export function saveToken(token: string, remember: boolean) {
  clearStorage();
  (remember ? localStorage : sessionStorage).setItem(STORAGE_KEY, token);
  notify();
}

function clearStorage() {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
}

export function clearToken() {
  clearStorage();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useToken = () => useSyncExternalStore(subscribe, readToken);
