import { LOCALES, parseLocale, type Locale } from '@facet/contract';

const STORAGE_KEY = 'facet.console.locale';
const listeners = new Set<() => void>();

function initialLocale(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return parseLocale(navigator.language);
}

let current = initialLocale();
document.documentElement.lang = current;

/** The console's language; the request client reads it for the `locale` header. */
export const getLocale = (): Locale => current;

export function setLocale(locale: Locale) {
  current = locale;
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

export function subscribeLocale(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
